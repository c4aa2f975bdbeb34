// Every text an invoice, receipt or Storno prints is checked before its number is taken (issue 39,
// decision 260): an issued invoice can only be cancelled, never corrected, so it must not carry a name
// with characters its PDF cannot print. Pure: the server gives the check of its PDF fonts.
import { formatGermanDate } from '#app/domain/german-date';
import type { InvoiceIssuer } from './invoice-document';

/** The characters of a text the PDF cannot print (none: printable). */
export type UnprintableCheck = (text: string) => readonly string[];

export type InvoiceTexts = {
  issuer: InvoiceIssuer;
  recipient: { name: string; adresse: string };
  /**
   * Where the recipient comes from: the form (typed, prefilled from the patient), a hospital's entry in the
   * insurer settings, or the cancelled invoice (a Storno copies its recipient and lines).
   */
  recipientFrom: 'form' | 'hospital' | 'cancelled';
  lines: readonly { leistungsdatum: string; beschreibung: string; ustGrund?: string | null }[];
  /** The form field that chose the legs ("legIds" for an invoice, "legId" for a receipt). */
  legField: string;
  kostentraeger: string | null;
  grund: string | null;
};

export type TextProblem = { field: string | null; message: string };

const cannotPrint = (chars: readonly string[]) =>
  `Zeichen, die auf der Rechnung nicht gedruckt werden können (${chars.join('')})`;

/**
 * The first text of an invoice its PDF cannot print, with the form field it belongs to and a German
 * message naming it and where to correct it; null when everything prints. A Storno's copied recipient and
 * lines are not checked: the cancelled invoice printed them once, and a Storno must always be possible.
 */
export function unprintableInvoiceText(texts: InvoiceTexts, unprintable: UnprintableCheck): TextProblem | null {
  const issuerText = Object.values(texts.issuer)
    .filter((value): value is string => typeof value === 'string')
    .join(' ');
  const checks: { text: string; problem: (chars: readonly string[]) => TextProblem }[] = [
    {
      text: issuerText,
      problem: (chars) => ({
        field: null,
        message: `Die Rechnungsdaten des Unternehmens enthalten ${cannotPrint(chars)}. Bitte korrigieren Sie sie unter Einstellungen → Rechnungsdaten.`,
      }),
    },
  ];
  if (texts.recipientFrom === 'form')
    checks.push(
      {
        text: texts.recipient.name,
        problem: (chars) => ({
          field: 'empfaengerName',
          message: `Der Name des Empfängers enthält ${cannotPrint(chars)}. Bitte schreiben Sie ihn in lateinischer Umschrift.`,
        }),
      },
      {
        text: texts.recipient.adresse,
        problem: (chars) => ({
          field: 'empfaengerAdresse',
          message: `Die Anschrift des Empfängers enthält ${cannotPrint(chars)}. Bitte schreiben Sie sie in lateinischer Umschrift.`,
        }),
      },
    );
  if (texts.recipientFrom === 'hospital')
    checks.push({
      text: `${texts.recipient.name}\n${texts.recipient.adresse}`,
      problem: (chars) => ({
        field: texts.legField,
        message: `Name oder Rechnungsanschrift des Krankenhauses enthalten ${cannotPrint(chars)}. Bitte korrigieren Sie sie bei den Krankenkassen (Rechnungsanschrift).`,
      }),
    });
  if (texts.recipientFrom !== 'cancelled')
    for (const line of texts.lines)
      checks.push({
        text: `${line.beschreibung}\n${line.ustGrund ?? ''}`,
        problem: (chars) => ({
          field: texts.legField,
          message: `Die Fahrt am ${formatGermanDate(line.leistungsdatum)} enthält in einer Adresse oder im Namen des Patienten ${cannotPrint(chars)}. Bitte korrigieren Sie sie in der Buchung oder in den Patientendaten.`,
        }),
      });
  if (texts.kostentraeger && texts.recipientFrom !== 'cancelled')
    checks.push({
      text: texts.kostentraeger,
      problem: (chars) => ({
        field: texts.legField,
        message: `Der Name der Krankenkasse enthält ${cannotPrint(chars)}. Bitte korrigieren Sie ihn in der Buchung.`,
      }),
    });
  if (texts.grund)
    checks.push({
      text: texts.grund,
      problem: (chars) => ({
        field: 'grund',
        message: `Der Stornogrund enthält ${cannotPrint(chars)}. Bitte korrigieren Sie ihn.`,
      }),
    });
  for (const check of checks) {
    const chars = unprintable(check.text);
    if (chars.length) return check.problem(chars);
  }
  return null;
}
