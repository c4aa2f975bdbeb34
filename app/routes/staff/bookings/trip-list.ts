// GET /app/bookings/fahrtenliste?id=…&id=…: the printable trip list of a selection ("Anzeigen").
// A plain HTML document (no app shell) so that printing gives just the list. No health data.
import { requireStaff } from '../../../server/auth/guard.server';
import { tripList } from '../../../server/bookings/staff-lookups.server';
import { formatGermanDate } from '../../../domain/berlin-time';
import { escapeHtml } from '../../../domain/html-escape';
import { statusLabel } from '../../../domain/bookings/status';
import { company } from '../../../company';
import type { Route } from './+types/trip-list';

const escape = escapeHtml;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const ids = new URL(request.url).searchParams.getAll('id');
  const rows = await tripList(context.services.db, ids);
  const returnTrip = (r: (typeof rows)[number]) =>
    r.rueckfahrt === 'fest'
      ? `${r.rueckfahrtDatum ? formatGermanDate(r.rueckfahrtDatum) : ''} ${r.rueckfahrtUhrzeit ?? r.rueckfahrtZeit ?? ''}`.trim() || 'fest'
      : r.rueckfahrt === 'nach-termin'
        ? 'nach Termin'
        : '–';
  const body = rows.length
    ? `<table><thead><tr><th scope="col">Buchung-Nr.</th><th scope="col">Datum</th><th scope="col">Zeit</th><th scope="col">Art</th><th scope="col">Patient</th><th scope="col">Telefon</th><th scope="col">Von</th><th scope="col">Nach</th><th scope="col">Rückfahrt</th><th scope="col">Fahrer</th><th scope="col">Status</th></tr></thead><tbody>${rows
        .map(
          (r) =>
            `<tr><td>${escape(r.bookingNumber)}</td><td>${formatGermanDate(r.datum)}</td><td>${escape(r.uhrzeit)}</td><td>${r.code ?? '–'}</td><td>${escape(`${r.vorname} ${r.nachname}`)}</td><td>${escape(r.telefon)}</td><td>${escape(r.abholadresse)}</td><td>${escape(r.zieladresse)}</td><td>${escape(returnTrip(r))}</td><td>${escape(r.driverName) || '–'}</td><td>${statusLabel(r.status)}</td></tr>`,
        )
        .join('')}</tbody></table>`
    : '<p>Keine Buchungen ausgewählt.</p>';
  const html = `<!doctype html><html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>Fahrtenliste – ${escape(company.shortName)}</title><style>
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0f172a;margin:24px;font-size:14px}
h1{font-size:20px;margin:0 0 4px}p{margin:0 0 16px;color:#334155}
table{border-collapse:collapse;width:100%}th,td{border:1px solid #cbd5e1;padding:6px 8px;text-align:left;vertical-align:top}
th{background:#f1f5f9}button{font:inherit;padding:8px 14px;margin-bottom:16px;cursor:pointer}
@media print{button{display:none}body{margin:0;font-size:11px}}
</style></head><body><h1>Fahrtenliste</h1><p>${escape(company.name)} · ${rows.length} ${rows.length === 1 ? 'Fahrt' : 'Fahrten'} · erstellt am ${new Date().toLocaleString('de-DE', { timeZone: 'Europe/Berlin' })}</p><button type="button" id="drucken">Drucken</button>${body}<script nonce="${escape(context.cspNonce)}">document.getElementById("drucken").addEventListener("click",function(){window.print()})</script></body></html>`;
  return new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } });
}
