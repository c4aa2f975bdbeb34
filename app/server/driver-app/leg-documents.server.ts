// The proof of service for the back office (issue 20): which signature and Transportschein photo each
// leg of a booking has (when, by whom), and the stored file itself for the staff-only resource route.
// Files are opened with the prescriptions' rules (a stored id only, inside DATA_DIR/uploads).
import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  isLegDocumentKind,
  isLegKind,
  legDocumentFileName,
  type LegDocumentView,
} from '#app/domain/driver-app/leg-documents';
import type { LegDocumentKind } from '#app/domain/driver-app/reports';
import type { LegKind } from '#app/domain/rides/legs';
import { isUuid } from '#app/domain/uuid';
import type { DbOrTx } from '#app/server/db/client.server';
import { bookings, legDocuments, tripLegs, users } from '#app/server/db/schema';
import type { AppServices } from '#app/server/services.server';
import { openPrescription, type PrescriptionDownload } from '#app/server/storage/prescriptions.server';

/** Per leg id: its documents (signature first), with the name of the account that recorded them. */
export async function legDocumentsByLeg(db: DbOrTx, legIds: string[]): Promise<Map<string, LegDocumentView[]>> {
  const result = new Map<string, LegDocumentView[]>();
  if (!legIds.length) return result;
  const rows = await db
    .select({
      legId: legDocuments.legId,
      art: legDocuments.art,
      mime: legDocuments.dateiMime,
      at: legDocuments.createdAt,
      recordedBy: users.name,
    })
    .from(legDocuments)
    .leftJoin(users, eq(users.id, legDocuments.recordedBy))
    .where(inArray(legDocuments.legId, legIds))
    .orderBy(asc(legDocuments.art));
  for (const row of rows.sort((a, b) => (a.art === b.art ? 0 : a.art === 'unterschrift' ? -1 : 1))) {
    const list = result.get(row.legId) ?? [];
    list.push({ art: row.art, mime: row.mime, at: row.at.toISOString(), recordedBy: row.recordedBy ?? null });
    result.set(row.legId, list);
  }
  return result;
}

/**
 * Opens a booking leg's signature or Transportschein photo for a staff download; null for an unknown
 * booking, leg or kind, a document not recorded (yet) or a file that is gone. The caller checks the role.
 */
export async function openLegDocument(
  services: Pick<AppServices, 'db' | 'dataDir'>,
  params: { bookingId: unknown; leg: unknown; art: unknown },
): Promise<PrescriptionDownload | null> {
  const { bookingId, leg, art } = params;
  if (!isUuid(bookingId) || !isLegKind(leg) || !isLegDocumentKind(art)) return null;
  const [row] = await services.db
    .select({ bookingNumber: bookings.bookingNumber, dateiId: legDocuments.dateiId, mime: legDocuments.dateiMime })
    .from(legDocuments)
    .innerJoin(tripLegs, eq(tripLegs.id, legDocuments.legId))
    .innerJoin(bookings, eq(bookings.id, tripLegs.bookingId))
    .where(and(eq(tripLegs.bookingId, bookingId), eq(tripLegs.kind, leg), eq(legDocuments.art, art)));
  if (!row) return null;
  return openPrescription(services, {
    verordnungDateiId: row.dateiId,
    verordnungDateiname: legDocumentFileName(row.bookingNumber, leg as LegKind, art as LegDocumentKind, row.mime),
    verordnungMime: row.mime,
  });
}
