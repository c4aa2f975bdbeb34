// The monthly package per insurer for a billing centre (issue 21): every completed leg of the insurer in
// the month that passes the checks goes into one export: the row in billing_exports, one row per leg in
// billing_export_legs (a leg is billed once: unique), the files under DATA_DIR/billing/<id>/ (0600,
// written once, their SHA-256 stored), the bookings' history, and a booking whose legs are all billed
// becomes "Abgerechnet". The insurer's waiting corrections of rides in earlier packages (decision 251)
// ride along as correction lines (their own CSV and a part of the Sammelliste); a package may carry
// corrections only. Downloads check the hash: a file changed on disk is refused, never served.
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { desc, eq, inArray } from 'drizzle-orm';
import { fileSafe, type PackageLeg } from '#app/domain/billing/package-csv';
import { formatGermanMonth } from '#app/domain/calendar-days';
import { forderungCents, type CorrectionLine } from '#app/domain/billing/package-correction';
import type { ExportSummary, PendingCorrection } from '#app/domain/billing/read-models';
import { parseMonth } from '#app/domain/billing/leg-values-form';
import { parseIk, PROVIDER_IK_MISSING } from '#app/domain/billing/ik';
import type { LegKind } from '#app/domain/rides/legs';
import { recordBookingEvent, type Actor } from '#app/server/bookings/booking-events.server';
import type { Db, DbOrTx } from '#app/server/db/client.server';
import { billingExportLegs, billingExports, bookings, type StoredExportFile } from '#app/server/db/schema';
import { getInvoiceSettings } from '#app/server/invoices/invoice-settings.server';
import { lockRides, settleOrdersAfterBilling } from '#app/server/rides/ride-status.server';
import { uploadsDir } from '#app/server/storage/prescriptions.server';
import { conflict, invalid, isUniqueViolation, isUuid, ok, type Result } from '#app/server/use-case-result.server';
import { loadLegFacts, type LegFacts } from '#app/server/rides/leg-facts.server';
import { openLegFacts } from './open-legs.server';
import { problemsOf } from './billing.server';
import { priceFromFacts, type LegPricing } from './leg-pricing.server';
import { correctionsCsv, packageCsv, packagePdf, packageZip, type ZipEntry } from './package-files.server';
import { markCorrectionsSent, pendingCorrectionsOf } from './package-corrections.server';
import { decimalText } from '#app/domain/numbers';
import { LEG_KIND_FILE_NAMES } from '#app/domain/rides/legs';

const STORED_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const EXTENSIONS: Record<string, string> = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' };

export function exportDir(dataDir: string, id: string): string {
  return join(dataDir, 'billing', id);
}

function sha256(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

function packageLeg(facts: LegFacts, price: LegPricing, ik: string, providerIk: string): PackageLeg {
  const p = facts.prescription;
  return {
    leistungserbringerIk: providerIk,
    bookingNumber: facts.booking.bookingNumber,
    kind: facts.leg.kind,
    nachname: facts.patient?.nachname ?? facts.booking.nachname,
    vorname: facts.patient?.vorname ?? facts.booking.vorname,
    geburtsdatum: facts.patient?.geburtsdatum ?? null,
    versichertennummer: facts.patient?.versichertennummer ?? null,
    krankenkasse: facts.payerName,
    kostentraegerIk: ik,
    verordnungsdatum: p?.ausstellungsdatum ?? null,
    arzt: p?.arztName ?? null,
    lanr: p?.lanr ?? null,
    bsnr: p?.bsnr ?? null,
    unfall: p?.unfall ?? 'keiner',
    genehmigungsnummer: facts.approvalRecord?.nummer ?? null,
    genehmigungsdatum: facts.approvalRecord?.genehmigungsdatum ?? null,
    abrechnungscode: price.rule.abrechnungscode,
    tarifkennzeichen: price.rule.tarifkennzeichen,
    datum: facts.leg.datum,
    uhrzeit: facts.leg.uhrzeit,
    abgesetztUm: facts.leg.abgesetztUm,
    abholadresse: facts.leg.abholadresse,
    zieladresse: facts.leg.zieladresse,
    km: facts.leg.km ?? 0,
    wartezeitMinuten: facts.leg.wartezeitMinuten ?? 0,
    lines: price.lines,
    totalCents: price.totalCents,
    coPaymentCents: price.coPayment.amountCents,
    vatRate: price.vat.rate,
    vatCents: price.vat.vatCents,
  };
}

async function readStored(dataDir: string, id: string | null): Promise<Uint8Array | null> {
  if (!id || !STORED_ID.test(id)) return null;
  return readFile(join(uploadsDir(dataDir), id)).catch(() => null);
}

type Ready = { facts: LegFacts; price: LegPricing };

/** The scans and signatures of the package's legs, by booking number. */
async function documentEntries(db: DbOrTx, dataDir: string, ready: readonly Ready[]): Promise<ZipEntry[]> {
  const entries: ZipEntry[] = [];
  const bookingIds = [...new Set(ready.map((r) => r.facts.booking.id))];
  const online = bookingIds.length
    ? await db
        .select({ id: bookings.id, dateiId: bookings.verordnungDateiId, mime: bookings.verordnungMime })
        .from(bookings)
        .where(inArray(bookings.id, bookingIds))
    : [];
  const seen = new Set<string>();
  for (const { facts } of ready) {
    const number = facts.booking.bookingNumber;
    if (!seen.has(facts.booking.id)) {
      seen.add(facts.booking.id);
      const p = facts.prescription;
      const fallback = online.find((o) => o.id === facts.booking.id);
      const scan = p?.dateiId
        ? { id: p.dateiId, mime: p.dateiMime }
        : fallback?.dateiId
          ? { id: fallback.dateiId, mime: fallback.mime }
          : null;
      const bytes = await readStored(dataDir, scan?.id ?? null);
      if (scan && bytes)
        entries.push({ path: `Verordnungen/${number}.${EXTENSIONS[scan.mime ?? ''] ?? 'bin'}`, bytes });
    }
    const leg = LEG_KIND_FILE_NAMES[facts.leg.kind];
    // The signed paper Transportschein staff scanned is the signature's proof (issue 37): beside the photos.
    const proofs = [
      ['Unterschriften', '', facts.signature],
      ['Transportscheine', '', facts.transportschein],
      ['Transportscheine', '-unterschrieben', facts.paperProof],
    ] as const;
    for (const [folder, suffix, doc] of proofs) {
      const bytes = await readStored(dataDir, doc?.dateiId ?? null);
      if (doc && bytes)
        entries.push({ path: `${folder}/${number}-${leg}${suffix}.${EXTENSIONS[doc.mime] ?? 'bin'}`, bytes });
    }
  }
  return entries;
}

/** The corrections as package lines, with the patient as the package names them. */
async function correctionLines(
  tx: DbOrTx,
  corrections: readonly PendingCorrection[],
  ik: string,
  providerIk: string,
): Promise<CorrectionLine[]> {
  const facts = new Map(
    (
      await loadLegFacts(
        tx,
        corrections.map((c) => c.legId),
      )
    ).map((f) => [f.leg.id, f]),
  );
  return corrections.map((c) => {
    const f = facts.get(c.legId);
    return {
      leistungserbringerIk: providerIk,
      kostentraegerIk: ik,
      bookingNumber: c.bookingNumber,
      kind: c.kind,
      datum: c.datum,
      nachname: f?.patient?.nachname ?? f?.booking.nachname ?? '',
      vorname: f?.patient?.vorname ?? f?.booking.vorname ?? '',
      versichertennummer: f?.patient?.versichertennummer ?? null,
      billedMonat: c.billedMonat,
      nichtAbrechnen: c.nichtAbrechnen,
      vorher: c.vorher,
      neu: c.neu,
      grund: c.grund,
    };
  });
}

export type ExportInput = { kasse: unknown; monat: unknown };

/** Creates the monthly package of an insurer: every ready leg of the month, files, history, statuses. */
export async function createBillingExport(
  db: Db,
  dataDir: string,
  actor: Actor,
  input: ExportInput,
): Promise<Result<ExportSummary>> {
  const kasse = typeof input.kasse === 'string' ? input.kasse.trim().replace(/\s+/g, ' ') : '';
  const monat = parseMonth(input.monat);
  if (!kasse || kasse.length > 200) return invalid({ kasse: 'Bitte wählen Sie eine Krankenkasse.' });
  if (!monat) return invalid({ monat: 'Bitte wählen Sie den Abrechnungsmonat.' });

  const id = randomUUID();
  const dir = exportDir(dataDir, id);
  try {
    return await db.transaction(async (tx): Promise<Result<ExportSummary>> => {
      const ofKasse = (f: LegFacts) =>
        (f.payer === 'krankenkasse' || f.payer === 'berufsgenossenschaft') &&
        f.payerName.toLowerCase() === kasse.toLowerCase() &&
        f.leg.datum.startsWith(monat);
      // The insurer's rides of the month and its waiting corrections, then their orders locked (the rides
      // core's order) and read again: a driver's report, a staff edit or a correction committed meanwhile
      // is in the package or waits for the next.
      const seen = (await openLegFacts(tx, monat)).filter(ofKasse);
      const waiting = await pendingCorrectionsOf(tx, kasse, { lock: false });
      const lockedIds = new Set([...seen.map((f) => f.booking.id), ...waiting.map((c) => c.bookingId)]);
      await lockRides(tx, [...lockedIds]);
      const candidates = (
        await loadLegFacts(
          tx,
          seen.map((f) => f.leg.id),
        )
      ).filter((f) => f.billable && ofKasse(f));
      const corrections = (await pendingCorrectionsOf(tx, kasse)).filter((c) => lockedIds.has(c.bookingId));
      const ready: Ready[] = [];
      for (const f of candidates) {
        const price = priceFromFacts(f);
        if (price.ok && problemsOf(f).length === 0) ready.push({ facts: f, price: price.value });
      }
      if (!ready.length && !corrections.length) {
        return conflict(
          `Für ${kasse} ist im ${formatGermanMonth(monat)} keine Fahrt abrechnungsbereit. Bitte beheben Sie zuerst die angezeigten Mängel.`,
        );
      }
      // The insurer's IK: its price rules' (one), else (corrections only) the IK its packages carried.
      const iks = ready.length
        ? [...new Set(ready.map((r) => r.price.rule.kostentraegerIk))]
        : [...new Set(corrections.map((c) => c.kostentraegerIk))];
      if (iks.length !== 1 || !iks[0]) {
        return conflict(
          `Die Preisregeln von ${kasse} nennen verschiedene IK (${iks.join(', ')}). Bitte vereinheitlichen Sie sie unter Preise.`,
        );
      }
      const ik = iks[0];
      // The provider's own IK identifies the firm to the billing centre: required, check digit valid.
      const providerIk = parseIk((await getInvoiceSettings(tx)).ik);
      if (providerIk.status !== 'ok') return conflict(PROVIDER_IK_MISSING);
      ready.sort(
        (a, b) =>
          a.facts.leg.datum.localeCompare(b.facts.leg.datum) ||
          a.facts.booking.bookingNumber.localeCompare(b.facts.booking.bookingNumber) ||
          a.facts.leg.kind.localeCompare(b.facts.leg.kind),
      );
      const name = ready[0]?.facts.payerName ?? corrections[0]!.krankenkasse;
      const createdAt = new Date();
      const legs = ready.map((r) => packageLeg(r.facts, r.price, ik, providerIk.value));
      const lines = await correctionLines(tx, corrections, ik, providerIk.value);
      const header = {
        krankenkasse: name,
        kostentraegerIk: ik,
        leistungserbringerIk: providerIk.value,
        monat,
        createdAt,
        createdBy: actor.label,
      };
      const base = `${fileSafe(name)}_${monat}`;
      const pdf = await packagePdf(header, legs, lines);
      const pdfName = `Sammelliste_${base}.pdf`;
      const named: [StoredExportFile['kind'], string, Uint8Array][] = [];
      if (legs.length) named.push(['csv', `Abrechnung_${base}.csv`, packageCsv(legs)]);
      if (lines.length) named.push(['korrekturen', `Korrekturen_${base}.csv`, correctionsCsv(lines)]);
      named.push(['pdf', pdfName, pdf]);
      const zip = packageZip([
        ...named.map(([, path, bytes]) => ({ path, bytes })),
        ...(await documentEntries(tx, dataDir, ready)),
      ]);
      named.push(['zip', `Monatspaket_${base}.zip`, zip]);
      const files: [StoredExportFile, Uint8Array][] = named.map(([kind, fileName, bytes]) => [
        { name: fileName, kind, bytes: bytes.byteLength, sha256: sha256(bytes) },
        bytes,
      ]);
      const betragCents = legs.reduce((sum, l) => sum + l.totalCents, 0);
      const zuzahlungCents = legs.reduce((sum, l) => sum + l.coPaymentCents, 0);
      const [row] = await tx
        .insert(billingExports)
        .values({
          id,
          krankenkasse: name,
          kostentraegerIk: ik,
          monat,
          fahrten: ready.length,
          betragCents,
          zuzahlungCents,
          korrekturen: lines.length,
          korrekturCents: lines.reduce((sum, l) => sum + forderungCents(l.neu) - forderungCents(l.vorher), 0),
          dateien: files.map(([meta]) => meta),
          createdBy: actor.userId,
          createdByLabel: actor.label,
          createdAt,
        })
        .returning();
      if (ready.length) {
        await tx.insert(billingExportLegs).values(
          ready.map((r) => ({
            exportId: id,
            legId: r.facts.leg.id,
            bookingId: r.facts.booking.id,
            betragCents: r.price.totalCents,
            zuzahlungCents: r.price.coPayment.amountCents,
            km: r.facts.leg.km === null ? null : decimalText(r.facts.leg.km, 1),
            wartezeitMinuten: r.facts.leg.wartezeitMinuten,
            ustSatz: r.price.vat.rate,
            ustCents: r.price.vat.vatCents,
          })),
        );
      }
      await markCorrectionsSent(
        tx,
        corrections.map((c) => c.id),
        id,
      );

      // History and status: every booking names the package (its rides billed, its corrections sent); the
      // rides core makes one whose driven legs are all billed "Abgerechnet".
      const byBooking = new Map<string, { legs: LegKind[]; korrekturen: LegKind[] }>();
      const entry = (bookingId: string) =>
        byBooking.get(bookingId) ?? byBooking.set(bookingId, { legs: [], korrekturen: [] }).get(bookingId)!;
      for (const r of ready) entry(r.facts.booking.id).legs.push(r.facts.leg.kind);
      for (const c of corrections) entry(c.bookingId).korrekturen.push(c.kind);
      for (const [bookingId, { legs: kinds, korrekturen }] of byBooking) {
        await recordBookingEvent(tx, {
          bookingId,
          actor,
          type: 'billing-exported',
          data: {
            exportId: id,
            krankenkasse: name,
            monat,
            legs: kinds,
            ...(korrekturen.length ? { korrekturen } : {}),
          },
        });
      }
      await settleOrdersAfterBilling(tx, actor, [...new Set(ready.map((r) => r.facts.booking.id))]);

      // The files last, inside the transaction: if writing fails nothing is committed (and the directory goes).
      await mkdir(dir, { recursive: true, mode: 0o700 });
      for (const [meta, bytes] of files) await writeFile(join(dir, meta.name), bytes, { mode: 0o600, flag: 'wx' });

      return ok(summary(row!));
    });
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    if (isUniqueViolation(error))
      return conflict('Diese Fahrten wurden gerade von jemand anderem abgerechnet. Bitte laden Sie die Seite neu.');
    throw error;
  }
}

function summary(row: typeof billingExports.$inferSelect): ExportSummary {
  return {
    id: row.id,
    krankenkasse: row.krankenkasse,
    kostentraegerIk: row.kostentraegerIk,
    monat: row.monat,
    fahrten: row.fahrten,
    betragCents: row.betragCents,
    zuzahlungCents: row.zuzahlungCents,
    korrekturen: row.korrekturen,
    korrekturCents: row.korrekturCents,
    dateien: row.dateien,
    createdByLabel: row.createdByLabel,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listBillingExports(db: Db, limit = 100): Promise<ExportSummary[]> {
  const rows = await db.select().from(billingExports).orderBy(desc(billingExports.createdAt)).limit(limit);
  return rows.map(summary);
}

export type ExportDownload =
  { ok: true; name: string; mime: string; bytes: Uint8Array } | { ok: false; status: 404 | 409; message: string };

const MIME: Record<StoredExportFile['kind'], string> = {
  csv: 'text/csv; charset=utf-8',
  korrekturen: 'text/csv; charset=utf-8',
  pdf: 'application/pdf',
  zip: 'application/zip',
};

/** A stored file of an export, checked against its SHA-256: a changed or missing file is refused. */
export async function openExportFile(db: Db, dataDir: string, id: unknown, kind: unknown): Promise<ExportDownload> {
  const gone = { ok: false as const, status: 404 as const, message: 'Diese Datei gibt es nicht.' };
  if (!isUuid(id) || typeof kind !== 'string' || !Object.hasOwn(MIME, kind)) return gone;
  const [row] = await db.select().from(billingExports).where(eq(billingExports.id, id));
  const meta = row?.dateien.find((f) => f.kind === kind);
  if (!row || !meta) return gone;
  const bytes = await readFile(join(exportDir(dataDir, id), meta.name)).catch(() => null);
  if (!bytes)
    return {
      ok: false,
      status: 404,
      message: 'Die Datei des Monatspakets fehlt im Datenverzeichnis. Bitte wenden Sie sich an den Administrator.',
    };
  if (sha256(bytes) !== meta.sha256) {
    return {
      ok: false,
      status: 409,
      message: 'Die Datei des Monatspakets wurde nach dem Erstellen verändert und wird deshalb nicht ausgeliefert.',
    };
  }
  return { ok: true, name: meta.name, mime: MIME[meta.kind], bytes: new Uint8Array(bytes) };
}
