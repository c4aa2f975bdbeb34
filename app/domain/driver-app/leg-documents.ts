// The proof of service a driver recorded (issue 20), as the back office shows it: per leg the patient's
// signature and the photo of the Transportschein, each opened or downloaded through one staff-only
// resource route (/app/bookings/:id/nachweis/:leg/:art). Pure, so the URL and the file name are tested.
import { LEG_KINDS, LEG_KIND_LABELS, type LegKind } from '#app/domain/rides/legs';
import { LEG_DOCUMENT_KINDS, type LegDocumentKind } from './reports';

/** One stored document of a leg: its kind and type, when and by whom it was recorded. */
export type LegDocumentView = { art: LegDocumentKind; mime: string; at: string; recordedBy: string | null };

/** The link texts of the booking details ("Unterschrift ansehen", "Transportschein ansehen"). */
export const LEG_DOCUMENT_VIEW_LABELS: Record<LegDocumentKind, { title: string; open: string; download: string }> = {
  unterschrift: { title: 'Unterschrift des Patienten', open: 'Unterschrift ansehen', download: 'Unterschrift herunterladen' },
  transportschein: { title: 'Transportschein (Foto)', open: 'Transportschein ansehen', download: 'Transportschein herunterladen' },
};

/** The 404 text of the resource route: an unknown booking, leg or kind, or no such document (yet). */
export const LEG_DOCUMENT_NOT_FOUND = 'Für diese Fahrt ist dieser Nachweis nicht vorhanden.';

export function isLegKind(value: unknown): value is LegKind {
  return typeof value === 'string' && (LEG_KINDS as readonly string[]).includes(value);
}

export function isLegDocumentKind(value: unknown): value is LegDocumentKind {
  return typeof value === 'string' && (LEG_DOCUMENT_KINDS as readonly string[]).includes(value);
}

/** The staff URL of a leg's document: shown inline (an image), or as a download. */
export function legDocumentUrl(bookingId: string, leg: LegKind, art: LegDocumentKind, download = false): string {
  return `/app/bookings/${encodeURIComponent(bookingId)}/nachweis/${leg}/${art}${download ? '?download=1' : ''}`;
}

/** The download's file name: booking number, leg and kind, extension from the stored type. */
export function legDocumentFileName(bookingNumber: string, leg: LegKind, art: LegDocumentKind, mime: string): string {
  const extension = mime === 'image/jpeg' ? 'jpg' : mime === 'image/png' ? 'png' : 'bin';
  const number = bookingNumber.replace(/[^A-Za-z0-9-]/g, '_');
  return `${number}-${LEG_KIND_LABELS[leg].toLowerCase().replace('ü', 'ue')}-${art}.${extension}`;
}
