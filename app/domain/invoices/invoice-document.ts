// What an invoice PDF says, in order, as plain data (issue 21): the renderer (app/server/invoices/
// invoice-pdf.server.ts) only draws it, the tests read the PDF back and find every mandatory field.
//
// Every document carries all fields of a full invoice (§ 14 Abs. 4 UStG): both parties' names and
// addresses, the tax number or VAT id, the issue date, the unique number, quantity and kind of each
// service with its date, the net amount per rate, the rate and the tax (or the exemption note) and the
// gross total. A full invoice also satisfies § 33 UStDV, so a small amount (<= 250 €) gets the same
// fields; its form is named on the document. A cancellation (Storno) repeats the cancelled lines with
// negative amounts and names the invoice it cancels.
import { formatGermanDate } from '#app/domain/german-date';
import { addCalendarDays } from '#app/domain/berlin-time';
import { invoiceKind, INVOICE_KIND_LABELS, type InvoiceKind } from '#app/domain/billing/invoice';
import { invoiceTaxTotals, VAT_RATES, type VatCategory } from '#app/domain/billing/vat';
import { formatEuro } from '#app/domain/pricing/money';
import { formatIban } from './invoice-settings-form';
import { parseUstId } from './ust-id';

export type InvoiceArt = 'rechnung' | 'zuzahlung' | 'storno';

export const INVOICE_ART_LABELS: Record<InvoiceArt, string> = {
  rechnung: 'Rechnung',
  zuzahlung: 'Zuzahlungsbeleg',
  storno: 'Stornorechnung',
};

/** The issuing company as it was when the invoice was written. */
export type InvoiceIssuer = {
  name: string;
  inhaber: string;
  strasse: string;
  plzOrt: string;
  telefon: string;
  email: string;
  steuernummer: string | null;
  ustId: string | null;
  ik: string | null;
  bankName: string | null;
  iban: string | null;
  bic: string | null;
  zahlungszielTage: number;
};

export type InvoiceLineInput = {
  leistungsdatum: string;
  /** One or more lines of text: the ride and its price parts. */
  beschreibung: string;
  bruttoCents: number;
  kategorie: VatCategory;
  /** The short reason of the category ("19 %: Mietwagen", issue 38), printed under the line; null on older lines. */
  ustGrund?: string | null;
};

export type InvoiceDocumentInput = {
  art: InvoiceArt;
  nummer: string;
  rechnungsdatum: string;
  issuer: InvoiceIssuer;
  recipient: { name: string; adresse: string };
  lines: readonly InvoiceLineInput[];
  /** For a co-payment receipt: the insurer the ride is billed to. */
  kostentraeger?: string | null;
  /** For a cancellation: the cancelled invoice and the reason. */
  cancels?: { nummer: string; rechnungsdatum: string; grund: string | null } | null;
};

export type InvoiceDocument = {
  title: string;
  form: InvoiceKind;
  formLabel: string;
  issuerLines: string[];
  recipientLines: string[];
  /** Label/value pairs of the header block (number, dates, tax number …). */
  facts: { label: string; value: string }[];
  intro: string | null;
  rows: { position: string; datum: string; leistung: string; ust: string; betrag: string }[];
  totals: { label: string; value: string; strong?: boolean }[];
  notes: string[];
  footer: string[];
  grossCents: number;
  netCents: number;
  vatCents: number;
};

const RATE_LABEL: Record<VatCategory, string> = { regel: '19 %', ermaessigt: '7 %', steuerfrei: 'steuerfrei' };

/** The date range of the services: "15.01.2030" or "15.01.2030 – 20.01.2030". */
export function servicePeriod(dates: readonly string[]): { from: string; to: string; text: string } {
  if (dates.length === 0) throw new RangeError('an invoice needs at least one line');
  const sorted = [...dates].sort();
  const from = sorted[0]!;
  const to = sorted[sorted.length - 1]!;
  return {
    from,
    to,
    text: from === to ? formatGermanDate(from) : `${formatGermanDate(from)} – ${formatGermanDate(to)}`,
  };
}

export function buildInvoiceDocument(input: InvoiceDocumentInput): InvoiceDocument {
  if (input.lines.length === 0) throw new RangeError('an invoice needs at least one line');
  const { issuer } = input;
  const totals = invoiceTaxTotals(
    input.lines.map((line) => ({ grossCents: line.bruttoCents, category: line.kategorie })),
  );
  const form = invoiceKind(totals.grossCents);
  const period = servicePeriod(input.lines.map((line) => line.leistungsdatum));

  const facts: InvoiceDocument['facts'] = [
    {
      label:
        input.art === 'storno'
          ? 'Stornorechnungsnummer'
          : input.art === 'zuzahlung'
            ? 'Belegnummer'
            : 'Rechnungsnummer',
      value: input.nummer,
    },
    { label: 'Rechnungsdatum', value: formatGermanDate(input.rechnungsdatum) },
    { label: period.from === period.to ? 'Leistungsdatum' : 'Leistungszeitraum', value: period.text },
  ];
  if (issuer.steuernummer) facts.push({ label: 'Steuernummer', value: issuer.steuernummer });
  if (issuer.ustId) facts.push({ label: 'USt-IdNr.', value: issuer.ustId });
  if (issuer.ik) facts.push({ label: 'IK', value: issuer.ik });
  if (input.kostentraeger) facts.push({ label: 'Kostenträger', value: input.kostentraeger });
  if (input.cancels)
    facts.push({
      label: 'Storniert Rechnung',
      value: `${input.cancels.nummer} vom ${formatGermanDate(input.cancels.rechnungsdatum)}`,
    });

  const intro =
    input.art === 'storno'
      ? `Hiermit stornieren wir die Rechnung ${input.cancels?.nummer ?? ''} vollständig.${input.cancels?.grund ? ` Grund: ${input.cancels.grund}` : ''}`
      : input.art === 'zuzahlung'
        ? 'Gesetzliche Zuzahlung nach § 61 SGB V für die folgenden Fahrten (10 % des Fahrpreises, mindestens 5 €, höchstens 10 €). Die übrigen Kosten rechnen wir mit Ihrer Krankenkasse ab.'
        : 'Für die folgenden Fahrten stellen wir Ihnen in Rechnung:';

  const rows = input.lines.map((line, index) => ({
    position: String(index + 1),
    datum: formatGermanDate(line.leistungsdatum),
    leistung: `1 × ${line.beschreibung}${line.ustGrund ? `\nUSt ${line.ustGrund}` : ''}`,
    ust: RATE_LABEL[line.kategorie],
    betrag: formatEuro(line.bruttoCents),
  }));

  const totalRows: InvoiceDocument['totals'] = [];
  for (const rate of totals.perRate) {
    if (rate.category === 'steuerfrei') {
      totalRows.push({ label: 'Steuerfreie Umsätze (0 %)', value: formatEuro(rate.grossCents) });
    } else {
      totalRows.push({ label: `Nettobetrag ${VAT_RATES[rate.category]} %`, value: formatEuro(rate.netCents) });
      totalRows.push({ label: `Umsatzsteuer ${VAT_RATES[rate.category]} %`, value: formatEuro(rate.vatCents) });
    }
  }
  totalRows.push({ label: 'Gesamtbetrag (brutto)', value: formatEuro(totals.grossCents), strong: true });

  const notes: string[] = [];
  if (totals.exemptionNote) notes.push(totals.exemptionNote);
  if (input.art === 'storno') {
    notes.push('Der Betrag wird Ihnen gutgeschrieben bzw. ist nicht mehr zu zahlen.');
  } else if (totals.grossCents > 0) {
    const due = formatGermanDate(addCalendarDays(input.rechnungsdatum, issuer.zahlungszielTage));
    const bank = issuer.iban
      ? ` auf das Konto ${issuer.bankName ? `bei der ${issuer.bankName}, ` : ''}IBAN ${formatIban(issuer.iban)}${issuer.bic ? `, BIC ${issuer.bic}` : ''}`
      : '';
    notes.push(`Bitte überweisen Sie den Gesamtbetrag bis zum ${due}${bank} unter Angabe der Nummer ${input.nummer}.`);
  }
  notes.push(`Form: ${INVOICE_KIND_LABELS[form]}.`);

  const footer = [
    `${issuer.name} · Inhaber: ${issuer.inhaber} · ${issuer.strasse} · ${issuer.plzOrt}`,
    `Telefon ${issuer.telefon} · ${issuer.email}${issuer.steuernummer ? ` · Steuernummer ${issuer.steuernummer}` : ''}${issuer.ustId ? ` · USt-IdNr. ${issuer.ustId}` : ''}`,
  ];
  if (issuer.iban)
    footer.push(
      `${issuer.bankName ?? 'Bankverbindung'} · IBAN ${formatIban(issuer.iban)}${issuer.bic ? ` · BIC ${issuer.bic}` : ''}`,
    );

  return {
    title: input.art === 'storno' ? `Stornorechnung zu ${input.cancels?.nummer ?? ''}` : INVOICE_ART_LABELS[input.art],
    form,
    formLabel: INVOICE_KIND_LABELS[form],
    issuerLines: [issuer.name, `Inhaber: ${issuer.inhaber}`, issuer.strasse, issuer.plzOrt],
    recipientLines: [
      input.recipient.name,
      ...input.recipient.adresse
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean),
    ],
    facts,
    intro,
    rows,
    totals: totalRows,
    notes,
    footer,
    grossCents: totals.grossCents,
    netCents: totals.netCents,
    vatCents: totals.vatCents,
  };
}

/**
 * What the company's data still lack before an invoice, a receipt or a Storno can be written (German,
 * in the order of the form): the tax number or a valid VAT id (§ 14 Abs. 4 Nr. 2 UStG; one suffices) and
 * the IBAN the payment request names. A VAT id with a wrong check digit (e.g. a demo value saved before
 * the check existed) counts as missing, so it is never printed.
 */
export function missingIssuerData(issuer: Pick<InvoiceIssuer, 'steuernummer' | 'ustId' | 'iban'>): string[] {
  const missing: string[] = [];
  const ustId = issuer.ustId?.trim() ? parseUstId(issuer.ustId) : null;
  if (!issuer.steuernummer?.trim() && ustId?.status !== 'ok') {
    missing.push(
      ustId ? `Steuernummer oder eine gültige USt-IdNr. (${issuer.ustId} ist ungültig)` : 'Steuernummer oder USt-IdNr.',
    );
  } else if (ustId && ustId.status !== 'ok') {
    missing.push(`eine gültige USt-IdNr. (${issuer.ustId} ist ungültig; oder das Feld leeren)`);
  }
  if (!issuer.iban?.trim()) missing.push('IBAN für die Zahlungsaufforderung');
  return missing;
}

/** Why the company's data do not allow an invoice yet (German, naming what is missing and where to enter it), or null. */
export function issuerProblem(issuer: Pick<InvoiceIssuer, 'steuernummer' | 'ustId' | 'iban'>): string | null {
  const missing = missingIssuerData(issuer);
  return missing.length
    ? `Bevor Rechnungen und Belege erstellt werden können, fehlen in den Rechnungsdaten: ${missing.join('; ')}. Bitte tragen Sie sie unter Einstellungen → Rechnungsdaten ein.`
    : null;
}
