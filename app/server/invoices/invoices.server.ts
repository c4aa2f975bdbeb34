// Private invoices, co-payment receipts and cancellations (issue 21). Each is issued in one
// transaction: the legs locked, checked again, the next number of the year taken from the locked
// counter row, the PDF drawn and stored under DATA_DIR, the invoice and its lines inserted; a refusal
// or failure rolls everything back (the number returns to the counter, the file is removed), so the
// numbers stay gap-free. An issued invoice is never edited or deleted (a trigger refuses it): a wrong one
// is cancelled by a Storno with its own number, which frees its legs to be invoiced again.
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { berlinDate } from '#app/domain/berlin-time';
import {
  issuerProblem,
  buildInvoiceDocument,
  type InvoiceArt,
  type InvoiceIssuer,
  type InvoiceLineInput,
} from '#app/domain/invoices/invoice-document';
import {
  cancelInvoiceSchema,
  createInvoiceSchema,
  createReceiptSchema,
  markPaidSchema,
} from '#app/domain/invoices/invoice-form';
import { formatGermanDate } from '#app/domain/german-date';
import type { VatCategory } from '#app/domain/billing/vat';
import type { Actor } from '#app/server/bookings/booking-events.server';
import { recordBookingEvent } from '#app/server/bookings/booking-events.server';
import type { Db, DbOrTx, Tx } from '#app/server/db/client.server';
import { invoiceLines, invoices, tripLegs } from '#app/server/db/schema';
import type { LegKind } from '#app/domain/rides/legs';
import { parseForm } from '#app/server/http/action-response.server';
import { notifyChange } from '#app/server/realtime/notify-change.server';
import { lockRides, settleOrdersAfterBilling } from '#app/server/rides/ride-status.server';
import {
  conflict,
  invalid,
  isUniqueViolation,
  notFound,
  ok,
  type Failure,
  type Result,
} from '#app/server/use-case-result.server';
import { billableLegs, type BillableLeg } from './leg-amounts.server';
import { removeInvoicePdf, readInvoicePdf, storeInvoicePdf } from './invoice-files.server';
import { renderInvoicePdf } from './invoice-pdf.server';
import { nextInvoiceNumber } from './invoice-number.server';
import { currentIssuer } from './invoice-settings.server';
import type { InvoiceListItem } from '#app/domain/invoices/read-models';
import { invoiceLegsProblem } from '#app/domain/invoices/invoice-payers';
import { unprintableInvoiceText, type InvoiceTexts } from '#app/domain/invoices/printable-texts';
import { pdfUnprintableCheck } from '#app/server/pdf/pdf-text.server';
import { formatEuro } from '#app/domain/pricing/money';

export type IssuedInvoice = { id: string; nummer: string; bruttoCents: number };

/** Thrown inside the transaction to roll it back with a refusal. */
class Refusal extends Error {
  constructor(readonly failure: Failure) {
    super('refused');
  }
}

type IssueInput = {
  art: InvoiceArt;
  issuer: InvoiceIssuer;
  recipient: { name: string; adresse: string };
  lines: (InvoiceLineInput & { legId: string | null; lineArt: 'rechnung' | 'zuzahlung'; aktiv: boolean })[];
  patientId: string | null;
  kostentraeger: string | null;
  cancels?: { id: string; nummer: string; rechnungsdatum: string; grund: string | null; art: 'rechnung' | 'zuzahlung' };
  today: string;
  actor: Actor;
} & Pick<InvoiceTexts, 'recipientFrom' | 'legField'>;

async function issue(tx: DbOrTx, dataDir: string, files: string[], input: IssueInput): Promise<IssuedInvoice> {
  // Every text is checked before the number is taken: an invoice never carries a name its PDF cannot
  // print (it can only be cancelled); a refusal numbers nothing and writes nothing (issue 39).
  const problem = unprintableInvoiceText(
    { ...input, grund: input.cancels?.grund ?? null },
    await pdfUnprintableCheck(),
  );
  if (problem) throw new Refusal(invalid(problem.field ? { [problem.field]: problem.message } : {}, problem.message));
  const { nummer, laufnummer } = await nextInvoiceNumber(tx, Number(input.today.slice(0, 4)));
  const document = buildInvoiceDocument({
    art: input.art,
    nummer,
    rechnungsdatum: input.today,
    issuer: input.issuer,
    recipient: input.recipient,
    lines: input.lines,
    kostentraeger: input.kostentraeger,
    cancels: input.cancels ?? null,
  });
  const createdAt = new Date();
  const bytes = await renderInvoicePdf(document, { nummer, createdAt });
  const dateiId = await storeInvoicePdf(dataDir, bytes);
  files.push(dateiId);
  const dates = input.lines.map((line) => line.leistungsdatum).sort();
  const [row] = await tx
    .insert(invoices)
    .values({
      nummer,
      jahr: Number(input.today.slice(0, 4)),
      laufnummer,
      art: input.art,
      form: document.form,
      stornoVon: input.cancels?.id ?? null,
      rechnungsdatum: input.today,
      leistungVon: dates[0]!,
      leistungBis: dates[dates.length - 1]!,
      empfaengerName: input.recipient.name,
      empfaengerAdresse: input.recipient.adresse,
      patientId: input.patientId,
      kostentraeger: input.kostentraeger,
      bruttoCents: document.grossCents,
      nettoCents: document.netCents,
      ustCents: document.vatCents,
      aussteller: input.issuer,
      stornoGrund: input.cancels?.grund ?? null,
      dateiId,
      dateiGroesse: bytes.byteLength,
      createdBy: input.actor.userId,
      createdByLabel: input.actor.label,
      createdAt,
    })
    .returning({ id: invoices.id });
  await tx.insert(invoiceLines).values(
    input.lines.map((line, index) => ({
      invoiceId: row!.id,
      position: index + 1,
      legId: line.legId,
      art: line.lineArt,
      aktiv: line.aktiv,
      leistungsdatum: line.leistungsdatum,
      beschreibung: line.beschreibung,
      bruttoCents: line.bruttoCents,
      ustKategorie: line.kategorie,
      ustGrund: line.ustGrund ?? null,
    })),
  );
  await recordInBookingHistory(tx, input, { id: row!.id, nummer });
  return { id: row!.id, nummer, bruttoCents: document.grossCents };
}

/** Each booking with a leg on the document gets a history entry naming it (decision 171's typed events). */
async function recordInBookingHistory(
  tx: DbOrTx,
  input: IssueInput,
  issued: { id: string; nummer: string },
): Promise<void> {
  const legIds = [...new Set(input.lines.map((line) => line.legId).filter((id): id is string => id !== null))];
  if (!legIds.length) return;
  const legs = await tx
    .select({ bookingId: tripLegs.bookingId, kind: tripLegs.kind })
    .from(tripLegs)
    .where(inArray(tripLegs.id, legIds))
    .orderBy(asc(tripLegs.kind));
  const byBooking = new Map<string, LegKind[]>();
  for (const leg of legs)
    byBooking.set(leg.bookingId, [...(byBooking.get(leg.bookingId) ?? []), leg.kind === 'rueck' ? 'rueck' : 'hin']);
  for (const [bookingId, kinds] of byBooking) {
    if (input.cancels) {
      await recordBookingEvent(tx, {
        bookingId,
        actor: input.actor,
        type: 'invoice-cancelled',
        data: {
          invoiceId: input.cancels.id,
          nummer: input.cancels.nummer,
          art: input.cancels.art,
          stornoId: issued.id,
          stornoNummer: issued.nummer,
          legs: kinds,
        },
      });
    } else {
      await recordBookingEvent(tx, {
        bookingId,
        actor: input.actor,
        type: 'invoice-issued',
        data: {
          invoiceId: issued.id,
          nummer: issued.nummer,
          art: input.art === 'zuzahlung' ? 'zuzahlung' : 'rechnung',
          legs: kinds,
        },
      });
    }
    await notifyChange(tx, { entity: 'booking', kind: 'update', id: bookingId, source: 'staff' });
  }
}

/** Runs `work` in a transaction; a refusal or failure removes the PDFs written on the way. */
async function inTransaction<T>(
  db: Db,
  dataDir: string,
  work: (tx: Tx, files: string[]) => Promise<T>,
): Promise<Result<T>> {
  const files: string[] = [];
  try {
    return ok(await db.transaction((tx) => work(tx, files)));
  } catch (error) {
    await Promise.all(files.map((id) => removeInvoicePdf(dataDir, id)));
    if (error instanceof Refusal) return error.failure;
    if (isUniqueViolation(error))
      return conflict('Eine der Fahrten wurde inzwischen abgerechnet. Bitte laden Sie die Seite neu.');
    throw error;
  }
}

/** The orders the given legs belong to. */
async function bookingIdsOfLegs(tx: DbOrTx, legIds: readonly string[]): Promise<string[]> {
  if (!legIds.length) return [];
  const rows = await tx
    .selectDistinct({ bookingId: tripLegs.bookingId })
    .from(tripLegs)
    .where(inArray(tripLegs.id, [...legIds]));
  return rows.map((row) => row.bookingId);
}

/** The legs' orders and legs locked (the rides core's order), then the legs read again as billing sees them. */
async function lockLegs(tx: Tx, ids: readonly string[]): Promise<BillableLeg[]> {
  await lockRides(tx, await bookingIdsOfLegs(tx, ids));
  const legs = await billableLegs(tx, inArray(tripLegs.id, [...ids]));
  if (legs.length !== new Set(ids).size)
    throw new Refusal(
      notFound(
        'Mindestens eine Fahrt ist nicht (mehr) abrechenbar: Sie ist nicht durchgeführt oder wurde gelöscht. Bitte laden Sie die Seite neu.',
      ),
    );
  return legs;
}

async function issuerOrRefusal(db: DbOrTx): Promise<Result<InvoiceIssuer>> {
  const issuer = await currentIssuer(db);
  const problem = issuerProblem(issuer);
  return problem ? conflict(problem) : ok(issuer);
}

/**
 * An invoice for completed legs of one recipient: private legs of one customer (to the address typed), or
 * legs of one hospital (issue 38: always to the hospital's name and Rechnungsanschrift from the insurer
 * settings, never to the patient). `values` as `invoiceFormValues` reads the form.
 */
export async function createPrivateInvoice(
  db: Db,
  dataDir: string,
  actor: Actor,
  values: Record<string, unknown>,
  today = berlinDate(),
): Promise<Result<IssuedInvoice>> {
  const parsed = parseForm(createInvoiceSchema, values);
  if (!parsed.ok) return parsed;
  const issuer = await issuerOrRefusal(db);
  if (!issuer.ok) return issuer;
  const input = parsed.value;
  return inTransaction(db, dataDir, async (tx, files) => {
    const legs = await lockLegs(tx, input.legIds);
    const payerProblem = invoiceLegsProblem(legs);
    if (payerProblem) throw new Refusal(invalid({ legIds: payerProblem }, payerProblem));
    if (legs.some((leg) => leg.invoiced))
      throw new Refusal(
        conflict('Mindestens eine Fahrt steht bereits auf einer Rechnung. Bitte laden Sie die Seite neu.'),
      );
    const unpriced = legs.find((leg) => leg.grossCents === null);
    if (unpriced)
      throw new Refusal(
        invalid(
          { legIds: `Fahrt am ${formatGermanDate(unpriced.date)}: ${unpriced.problem}` },
          `Fahrt am ${formatGermanDate(unpriced.date)}: ${unpriced.problem}`,
        ),
      );
    const hospital = legs[0]!.payer === 'krankenhaus';
    const issued = await issue(tx, dataDir, files, {
      art: 'rechnung',
      issuer: issuer.value,
      recipient: hospital ? legs[0]!.recipient : { name: input.empfaengerName, adresse: input.empfaengerAdresse },
      lines: legs.map((leg) => ({
        legId: leg.legId,
        lineArt: 'rechnung',
        aktiv: true,
        leistungsdatum: leg.date,
        beschreibung: leg.description,
        bruttoCents: leg.grossCents!,
        kategorie: leg.category as VatCategory,
        ustGrund: leg.vatReason,
      })),
      patientId: hospital ? null : legs[0]!.patientId,
      kostentraeger: null,
      recipientFrom: hospital ? 'hospital' : 'form',
      legField: 'legIds',
      today,
      actor,
    });
    await settleOrdersAfterBilling(
      tx,
      actor,
      legs.map((leg) => leg.bookingId),
    );
    return issued;
  });
}

/** The co-payment receipt (§ 61 SGB V) of one completed insurer leg, addressed to the patient. */
export async function createCoPaymentReceipt(
  db: Db,
  dataDir: string,
  actor: Actor,
  values: Record<string, unknown>,
  today = berlinDate(),
): Promise<Result<IssuedInvoice>> {
  const parsed = parseForm(createReceiptSchema, values);
  if (!parsed.ok) return parsed;
  const issuer = await issuerOrRefusal(db);
  if (!issuer.ok) return issuer;
  const input = parsed.value;
  return inTransaction(db, dataDir, async (tx, files) => {
    const [leg] = await lockLegs(tx, [input.legId]);
    if (leg!.payer !== 'krankenkasse')
      throw new Refusal(
        invalid(
          { legId: 'Eine Zuzahlung gibt es nur bei Fahrten, die eine Krankenkasse bezahlt.' },
          'Eine Zuzahlung gibt es nur bei Fahrten, die eine Krankenkasse bezahlt.',
        ),
      );
    if (leg!.receipted)
      throw new Refusal(
        conflict('Für diese Fahrt gibt es bereits einen Zuzahlungsbeleg. Bitte laden Sie die Seite neu.'),
      );
    if (leg!.coPaymentCents === null || leg!.category === null)
      throw new Refusal(invalid({ legId: leg!.problem ?? 'Preis fehlt.' }, leg!.problem ?? 'Preis fehlt.'));
    if (leg!.coPaymentCents === 0)
      throw new Refusal(
        invalid({ legId: leg!.coPaymentReason ?? 'Keine Zuzahlung.' }, leg!.coPaymentReason ?? 'Keine Zuzahlung.'),
      );
    return issue(tx, dataDir, files, {
      art: 'zuzahlung',
      issuer: issuer.value,
      recipient: { name: input.empfaengerName, adresse: input.empfaengerAdresse },
      lines: [
        {
          legId: leg!.legId,
          lineArt: 'zuzahlung',
          aktiv: true,
          leistungsdatum: leg!.date,
          beschreibung: `Zuzahlung zur ${leg!.description.split('\n')[0]}\nFahrpreis ${formatEuro(leg!.grossCents!)}`,
          bruttoCents: leg!.coPaymentCents,
          kategorie: leg!.category,
          ustGrund: leg!.vatReason,
        },
      ],
      patientId: leg!.patientId,
      kostentraeger: leg!.kostentraeger,
      recipientFrom: 'form',
      legField: 'legId',
      today,
      actor,
    });
  });
}

/** Cancels an invoice or receipt by a Storno with its own number; its legs can be invoiced again. */
export async function cancelInvoice(
  db: Db,
  dataDir: string,
  actor: Actor,
  values: Record<string, unknown>,
  today = berlinDate(),
): Promise<Result<IssuedInvoice & { cancelled: string }>> {
  const parsed = parseForm(cancelInvoiceSchema, values);
  if (!parsed.ok) return parsed;
  const issuer = await issuerOrRefusal(db);
  if (!issuer.ok) return issuer;
  const { id, grund } = parsed.value;
  return inTransaction(db, dataDir, async (tx, files) => {
    const [original] = await tx
      .select({
        nummer: invoices.nummer,
        art: invoices.art,
        rechnungsdatum: invoices.rechnungsdatum,
        empfaengerName: invoices.empfaengerName,
        empfaengerAdresse: invoices.empfaengerAdresse,
        patientId: invoices.patientId,
        kostentraeger: invoices.kostentraeger,
      })
      .from(invoices)
      .where(eq(invoices.id, id))
      .for('update');
    if (!original) throw new Refusal(notFound('Die Rechnung wurde nicht gefunden.'));
    if (original.art === 'storno') throw new Refusal(invalid({}, 'Eine Stornorechnung kann nicht storniert werden.'));
    const [existing] = await tx
      .select({ nummer: invoices.nummer })
      .from(invoices)
      .where(eq(invoices.stornoVon, id))
      .limit(1);
    if (existing)
      throw new Refusal(conflict(`Die Rechnung ${original.nummer} ist bereits durch ${existing.nummer} storniert.`));
    const lines = await tx
      .select()
      .from(invoiceLines)
      .where(eq(invoiceLines.invoiceId, id))
      .orderBy(asc(invoiceLines.position));
    const issued = await issue(tx, dataDir, files, {
      art: 'storno',
      issuer: issuer.value,
      recipient: { name: original.empfaengerName, adresse: original.empfaengerAdresse },
      lines: lines.map((line) => ({
        legId: line.legId,
        lineArt: line.art,
        aktiv: false,
        leistungsdatum: line.leistungsdatum,
        beschreibung: line.beschreibung,
        bruttoCents: -line.bruttoCents,
        kategorie: line.ustKategorie,
        ustGrund: line.ustGrund,
      })),
      patientId: original.patientId,
      kostentraeger: original.kostentraeger,
      cancels: { id, nummer: original.nummer, rechnungsdatum: original.rechnungsdatum, grund, art: original.art },
      recipientFrom: 'cancelled',
      legField: 'id',
      today,
      actor,
    });
    await tx.update(invoiceLines).set({ aktiv: false }).where(eq(invoiceLines.invoiceId, id));
    if (original.art === 'rechnung') {
      const legIds = lines.map((line) => line.legId).filter((legId): legId is string => legId !== null);
      await settleOrdersAfterBilling(tx, actor, await bookingIdsOfLegs(tx, legIds));
    }
    return { ...issued, cancelled: original.nummer };
  });
}

/** Records the day an invoice or receipt was paid (it then leaves the open items). */
export async function markInvoicePaid(
  db: Db,
  values: Record<string, unknown>,
  today = berlinDate(),
): Promise<Result<{ nummer: string }>> {
  const parsed = parseForm(markPaidSchema, values);
  if (!parsed.ok) return parsed;
  const { id, bezahltAm } = parsed.value;
  const [row] = await db
    .select({ nummer: invoices.nummer, art: invoices.art, rechnungsdatum: invoices.rechnungsdatum })
    .from(invoices)
    .where(eq(invoices.id, id))
    .limit(1);
  if (!row) return notFound('Die Rechnung wurde nicht gefunden.');
  if (row.art === 'storno') return invalid({}, 'Eine Stornorechnung wird nicht bezahlt.');
  const [cancelled] = await db.select({ id: invoices.id }).from(invoices).where(eq(invoices.stornoVon, id)).limit(1);
  if (cancelled) return conflict(`Die Rechnung ${row.nummer} ist storniert.`);
  if (bezahltAm < row.rechnungsdatum || bezahltAm > today) {
    return invalid({
      bezahltAm: `Das Zahlungsdatum muss zwischen dem Rechnungsdatum (${formatGermanDate(row.rechnungsdatum)}) und heute liegen.`,
    });
  }
  await db.update(invoices).set({ bezahltAm }).where(eq(invoices.id, id));
  return ok({ nummer: row.nummer });
}

/** The newest invoices, receipts and Stornos, each with the Storno that cancelled it or the one it cancels. */
export async function listInvoices(db: DbOrTx, limit = 200): Promise<InvoiceListItem[]> {
  const storno = alias(invoices, 'storno');
  const original = alias(invoices, 'original');
  return db
    .select({
      id: invoices.id,
      nummer: invoices.nummer,
      art: invoices.art,
      form: invoices.form,
      rechnungsdatum: invoices.rechnungsdatum,
      empfaengerName: invoices.empfaengerName,
      bruttoCents: invoices.bruttoCents,
      bezahltAm: invoices.bezahltAm,
      storniertDurch: storno.nummer,
      storniert: original.nummer,
      createdByLabel: invoices.createdByLabel,
    })
    .from(invoices)
    .leftJoin(storno, eq(storno.stornoVon, invoices.id))
    .leftJoin(original, eq(original.id, invoices.stornoVon))
    .orderBy(desc(invoices.jahr), desc(invoices.laufnummer))
    .limit(limit);
}

/** The stored PDF of an invoice for download, or null. */
export async function invoicePdf(
  db: DbOrTx,
  dataDir: string,
  id: string,
): Promise<{ bytes: Buffer; fileName: string } | null> {
  const [row] = await db
    .select({ nummer: invoices.nummer, dateiId: invoices.dateiId })
    .from(invoices)
    .where(eq(invoices.id, id))
    .limit(1);
  if (!row) return null;
  const bytes = await readInvoicePdf(dataDir, row.dateiId);
  return bytes ? { bytes, fileName: `${row.nummer}.pdf` } : null;
}

/** Lines of invoices (for tests and the reports). */
export async function invoiceLinesOf(db: DbOrTx, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(invoiceLines)
    .where(and(inArray(invoiceLines.invoiceId, [...ids])))
    .orderBy(desc(invoiceLines.invoiceId), asc(invoiceLines.position));
}
