// GET /app/billing/rechnungen/:id/pdf: the stored PDF of an invoice, receipt or Storno, for staff only,
// never cached (the staff middleware sets no-store).
import { isUuid } from '#app/domain/uuid';
import { requireStaff } from '#app/server/auth/guard.server';
import { invoicePdf } from '#app/server/invoices/invoices.server';
import type { Route } from './+types/invoice-pdf';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const file = isUuid(params.id) ? await invoicePdf(context.services.db, context.services.dataDir, params.id) : null;
  if (!file) {
    return new Response('Diese Rechnung wurde nicht gefunden.', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Length': String(file.bytes.byteLength),
      'Content-Disposition': `attachment; filename="${file.fileName}"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
