// GET /app/billing/exporte/:id/:datei (csv | pdf | zip): a stored monthly package's file, for staff only,
// never cached, refused when it was changed on disk after the export.
import { requireStaff } from '#app/server/auth/guard.server';
import { openExportFile } from '#app/server/billing/exports.server';
import type { Route } from './+types/export-file';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const file = await openExportFile(context.services.db, context.services.dataDir, params.id, params.datei);
  if (!file.ok) {
    return new Response(file.message, {
      status: file.status,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }
  return new Response(Buffer.from(file.bytes), {
    headers: {
      'Content-Type': file.mime,
      'Content-Length': String(file.bytes.byteLength),
      'Content-Disposition': `attachment; filename="${file.name}"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
