// Invoice PDFs under DATA_DIR/invoices (issue 21), stored once under a server-generated name, readable
// by the server's user only (0600 in a 0700 directory) and served only to staff.
import { randomUUID } from 'node:crypto';
import { readFile, mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isUuid } from '#app/domain/uuid';

export function invoicesDir(dataDir: string): string {
  return join(dataDir, 'invoices');
}

/** Writes a new file (never overwrites one); returns its id. */
export async function storeInvoicePdf(dataDir: string, bytes: Uint8Array): Promise<string> {
  const dir = invoicesDir(dataDir);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const id = randomUUID();
  await writeFile(join(dir, `${id}.pdf`), bytes, { mode: 0o600, flag: 'wx' });
  return id;
}

/** Removes a file whose invoice was not committed; a missing file is fine. */
export async function removeInvoicePdf(dataDir: string, id: string): Promise<void> {
  if (!isUuid(id)) return;
  await rm(join(invoicesDir(dataDir), `${id}.pdf`), { force: true });
}

export async function readInvoicePdf(dataDir: string, id: string): Promise<Buffer | null> {
  if (!isUuid(id)) return null;
  return readFile(join(invoicesDir(dataDir), `${id}.pdf`)).catch(() => null);
}
