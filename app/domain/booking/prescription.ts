// The optional prescription (Verordnung) upload: pdf, jpg, jpeg, png, at most 5 MB (SPEC.md §9).
// The browser checks name and size; the server checks size and the type by the file's content.

export const PRESCRIPTION_MAX_BYTES = 5 * 1024 * 1024;
export const PRESCRIPTION_ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

export const PRESCRIPTION_MESSAGES = {
  type: 'Bitte laden Sie eine PDF-, JPG- oder PNG-Datei hoch.',
  size: 'Die Datei ist zu groß. Erlaubt sind höchstens 5 MB.',
  empty: 'Die Datei ist leer.',
} as const;

export type PrescriptionMime = 'application/pdf' | 'image/jpeg' | 'image/png';

const BY_EXTENSION: Record<string, PrescriptionMime> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/** The type a file name claims by its extension, or null when the extension is not allowed. */
export function mimeFromFileName(name: string): PrescriptionMime | null {
  const match = /\.([A-Za-z0-9]+)$/.exec(name.trim());
  return match ? (BY_EXTENSION[match[1]!.toLowerCase()] ?? null) : null;
}

/** The browser-side check of a chosen file: a German message, or null when acceptable. */
export function checkPrescriptionFile(file: { name: string; size: number }): string | null {
  if (!mimeFromFileName(file.name)) return PRESCRIPTION_MESSAGES.type;
  if (file.size === 0) return PRESCRIPTION_MESSAGES.empty;
  if (file.size > PRESCRIPTION_MAX_BYTES) return PRESCRIPTION_MESSAGES.size;
  return null;
}

/** A display-safe file name: no path, no control characters, at most 120 characters. */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const cleaned = base.replace(/[\u0000-\u001f\u007f"<>|:*?]/g, '_').trim();
  return (cleaned || 'verordnung').slice(-120);
}

export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1).replace('.', ',')} MB`;
}
