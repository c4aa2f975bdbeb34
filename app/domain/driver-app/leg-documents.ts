// The proof of service of a leg, as the back office shows it: the patient's signature and the photo of
// the Transportschein a driver recorded (issue 20), and the signed paper Transportschein staff scan when
// the ride is completed in the office (issue 37), each opened or downloaded through one staff-only
// resource route (/app/bookings/:id/nachweis/:leg/:art). Pure, so the URL and the file name are tested.
import { LEG_KINDS, LEG_KIND_FILE_NAMES, type LegKind } from '#app/domain/rides/legs';
import { LEG_DOCUMENT_KINDS } from './reports';

/** The signed paper Transportschein (scan or photo, PDF/JPEG/PNG) staff attach as proof instead of the touch signature. */
export const PAPER_PROOF_KIND = 'transportschein-scan';

/** Every kind of stored leg document: the drivers' app's two, and the office's scan. */
export const STORED_LEG_DOCUMENT_KINDS = [...LEG_DOCUMENT_KINDS, PAPER_PROOF_KIND] as const;
export type StoredLegDocumentKind = (typeof STORED_LEG_DOCUMENT_KINDS)[number];

/** The largest scan: a few pages of PDF (the database's limit of a leg document). */
export const PAPER_PROOF_MAX_BYTES = 10 * 1024 * 1024;

export const PAPER_PROOF_MESSAGES = {
  missing: 'Bitte wählen Sie den Scan oder das Foto des unterschriebenen Transportscheins.',
  type: 'Der Transportschein muss ein PDF, JPEG oder PNG sein. Diese Datei ist keines davon.',
  tooLarge: 'Die Datei ist zu groß (höchstens 10 MB). Bitte scannen Sie mit geringerer Auflösung.',
} as const;

/** One stored document of a leg: its kind and type, when and by whom it was recorded. */
export type LegDocumentView = { art: StoredLegDocumentKind; mime: string; at: string; recordedBy: string | null };

/** The link texts of the booking details ("Unterschrift ansehen", "Transportschein ansehen"). */
export const LEG_DOCUMENT_VIEW_LABELS: Record<
  StoredLegDocumentKind,
  { title: string; open: string; download: string }
> = {
  unterschrift: {
    title: 'Unterschrift des Patienten',
    open: 'Unterschrift ansehen',
    download: 'Unterschrift herunterladen',
  },
  transportschein: {
    title: 'Transportschein (Foto)',
    open: 'Transportschein ansehen',
    download: 'Transportschein herunterladen',
  },
  'transportschein-scan': {
    title: 'Unterschriebener Transportschein (Scan)',
    open: 'Scan ansehen',
    download: 'Scan herunterladen',
  },
};

/** The 404 text of the resource route: an unknown booking, leg or kind, or no such document (yet). */
export const LEG_DOCUMENT_NOT_FOUND = 'Für diese Fahrt ist dieser Nachweis nicht vorhanden.';

export function isLegKind(value: unknown): value is LegKind {
  return typeof value === 'string' && (LEG_KINDS as readonly string[]).includes(value);
}

export function isLegDocumentKind(value: unknown): value is StoredLegDocumentKind {
  return typeof value === 'string' && (STORED_LEG_DOCUMENT_KINDS as readonly string[]).includes(value);
}

/** Whether the browser can show the stored file itself (an image); a PDF is downloaded. */
export function isInlineLegDocument(mime: string): boolean {
  return mime === 'image/png' || mime === 'image/jpeg';
}

/** The staff URL of a leg's document: shown inline (an image), or as a download. */
export function legDocumentUrl(bookingId: string, leg: LegKind, art: StoredLegDocumentKind, download = false): string {
  return `/app/bookings/${encodeURIComponent(bookingId)}/nachweis/${leg}/${art}${download ? '?download=1' : ''}`;
}

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'application/pdf': 'pdf' };

/** The download's file name: booking number, leg and kind, extension from the stored type. */
export function legDocumentFileName(
  bookingNumber: string,
  leg: LegKind,
  art: StoredLegDocumentKind,
  mime: string,
): string {
  const extension = EXTENSIONS[mime] ?? 'bin';
  const number = bookingNumber.replace(/[^A-Za-z0-9-]/g, '_');
  return `${number}-${LEG_KIND_FILE_NAMES[leg].toLowerCase()}-${art}.${extension}`;
}
