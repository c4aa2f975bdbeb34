// Prescription (Verordnung) files of online bookings: type checked by content, size enforced, stored in
// DATA_DIR/uploads under a server-generated name (outside the web root). Only staff download them,
// through openPrescription.
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import {
  mimeFromFileName,
  PRESCRIPTION_MAX_BYTES,
  PRESCRIPTION_MESSAGES,
  safeFileName,
  type PrescriptionMime,
} from '#app/domain/booking/prescription';
import type { AppServices } from '#app/server/services.server';
import { cleanImage } from './images.server';

const ALLOWED: ReadonlySet<string> = new Set<PrescriptionMime>(['application/pdf', 'image/jpeg', 'image/png']);
const STORED_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export type CheckedPrescription = { bytes: Uint8Array; mime: PrescriptionMime; fileName: string; size: number };
export type StoredPrescription = { id: string; fileName: string; mime: PrescriptionMime; size: number };

export function uploadsDir(dataDir: string): string {
  return join(dataDir, 'uploads');
}

/**
 * Checks an uploaded file: at most 5 MB, not empty, content of an allowed type (pdf, jpeg, png) that
 * matches its name's extension; an image of a document's pixel size, written anew without metadata
 * (images.server.ts). Returns the German message when it is refused.
 */
export async function checkPrescription(file: {
  name: string;
  bytes: Uint8Array;
}): Promise<{ ok: true; file: CheckedPrescription } | { ok: false; message: string }> {
  if (file.bytes.byteLength === 0) return { ok: false, message: PRESCRIPTION_MESSAGES.empty };
  if (file.bytes.byteLength > PRESCRIPTION_MAX_BYTES) return { ok: false, message: PRESCRIPTION_MESSAGES.size };
  const claimed = mimeFromFileName(file.name);
  const detected = await fileTypeFromBuffer(file.bytes);
  if (!claimed || !detected || !ALLOWED.has(detected.mime) || detected.mime !== claimed) {
    return { ok: false, message: PRESCRIPTION_MESSAGES.type };
  }
  let bytes = file.bytes;
  if (claimed !== 'application/pdf') {
    const image = await cleanImage(file.bytes, claimed, 'document', PRESCRIPTION_MAX_BYTES);
    if (!image.ok) {
      const message = { unreadable: PRESCRIPTION_MESSAGES.type, bytes: PRESCRIPTION_MESSAGES.size };
      return { ok: false, message: image.problem === 'size' ? image.message : message[image.problem] };
    }
    bytes = image.bytes;
  }
  return { ok: true, file: { bytes, mime: claimed, fileName: safeFileName(file.name), size: bytes.byteLength } };
}

/** Writes a checked file under a new random name (readable by the server's user only). */
export async function storePrescription(dataDir: string, file: CheckedPrescription): Promise<StoredPrescription> {
  const dir = uploadsDir(dataDir);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const id = randomUUID();
  await writeFile(join(dir, id), file.bytes, { mode: 0o600, flag: 'wx' });
  return { id, fileName: file.fileName, mime: file.mime, size: file.size };
}

/** Removes a stored file (e.g. when its booking's transaction failed); a missing file is fine. */
export async function removePrescription(dataDir: string, id: string): Promise<void> {
  if (!STORED_ID.test(id)) return;
  await rm(join(uploadsDir(dataDir), id), { force: true });
}

export type PrescriptionDownload = { stream: Readable; mime: string; fileName: string; size: number };

/**
 * Opens a booking's prescription for a staff download (the caller checks the session and sends
 * `Cache-Control: no-store` and `Content-Disposition: attachment`). Null when there is none or the
 * file is gone.
 */
export async function openPrescription(
  services: Pick<AppServices, 'dataDir'>,
  booking: { verordnungDateiId: string | null; verordnungDateiname: string | null; verordnungMime: string | null },
): Promise<PrescriptionDownload | null> {
  const id = booking.verordnungDateiId;
  if (!id || !STORED_ID.test(id)) return null;
  const path = join(uploadsDir(services.dataDir), id);
  const info = await stat(path).catch(() => null);
  if (!info?.isFile()) return null;
  const mime =
    booking.verordnungMime && ALLOWED.has(booking.verordnungMime) ? booking.verordnungMime : 'application/octet-stream';
  return {
    stream: createReadStream(path),
    mime,
    fileName: booking.verordnungDateiname ?? 'verordnung',
    size: info.size,
  };
}

/**
 * The download of a stored file: never cached, never sniffed (prescriptions, Transportscheine, a leg's
 * proof of service). An attachment by default; `inline` (only for the images of a leg's proof) shows it
 * in the browser, with a policy that lets the response run nothing.
 */
export function downloadResponse(file: PrescriptionDownload, options: { inline?: boolean } = {}): Response {
  const ascii = file.fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const disposition = options.inline ? 'inline' : 'attachment';
  return new Response(Readable.toWeb(file.stream) as ReadableStream, {
    headers: {
      'Content-Type': file.mime,
      'Content-Length': String(file.size),
      'Content-Disposition': `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      ...(options.inline ? { 'Content-Security-Policy': "default-src 'none'; img-src 'self'; sandbox" } : {}),
    },
  });
}
