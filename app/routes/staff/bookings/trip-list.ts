// GET /app/bookings/fahrtenliste?id=…&id=…[&tag=morgen|&von=…&bis=…]: the printable trip list of a
// selection ("Anzeigen"), one row per leg, limited to the list's trip-date filter when it has one.
// A plain HTML document (no app shell) so that printing gives just the list. Of the health data only
// the handling flags a driver needs (infektiös, Rollstuhl, …; decision 185).
import { requireStaff } from '#app/server/auth/guard.server';
import { tripList } from '#app/server/bookings/staff-lookups.server';
import { berlinDate } from '#app/domain/berlin-time';
import { formatGermanDate, formatGermanDateTime } from '#app/domain/german-date';
import { parseListFilters, tripDateRange } from '#app/domain/bookings/list-filters';
import { escapeHtml } from '#app/domain/html-escape';
import { statusLabel } from '#app/domain/rides/statuses';
import { company } from '#app/company';
import { formatPhoneForDisplay } from '#app/domain/patients/phone';
import type { Route } from './+types/trip-list';
import { LEG_KIND_LABELS } from '#app/domain/rides/legs';

const escape = escapeHtml;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const params = new URL(request.url).searchParams;
  const ids = params.getAll('id');
  const range = tripDateRange(parseListFilters(params), berlinDate());
  const rows = await tripList(context.services.db, ids, range);
  const period = !range
    ? ''
    : range.from && range.from === range.to
      ? ` für den ${formatGermanDate(range.from)}`
      : ` ${range.from ? `vom ${formatGermanDate(range.from)} ` : ''}${range.to ? `bis ${formatGermanDate(range.to)}` : ''}`.trimEnd();
  const body = rows.length
    ? `<table><thead><tr><th scope="col">Datum</th><th scope="col">Zeit</th><th scope="col">Fahrt</th><th scope="col">Buchung-Nr.</th><th scope="col">Art</th><th scope="col">Patient</th><th scope="col">Telefon</th><th scope="col">Von</th><th scope="col">Nach</th><th scope="col">Hinweise</th><th scope="col">Fahrer</th><th scope="col">Fahrzeug</th><th scope="col">Status</th></tr></thead><tbody>${rows
        .map(
          (r) =>
            `<tr data-leg="${r.kind}"><td>${formatGermanDate(r.datum)}</td><td>${escape(r.uhrzeit ?? 'nach Termin')}</td><td>${LEG_KIND_LABELS[r.kind]}</td><td>${escape(r.bookingNumber)}</td><td>${r.code ?? '–'}</td><td>${escape(`${r.vorname} ${r.nachname}`)}</td><td>${escape(r.telefon ? formatPhoneForDisplay(r.telefon) : '')}</td><td>${escape(r.abholadresse)}</td><td>${escape(r.zieladresse)}</td><td class="${r.hinweise?.includes('Infektiös') ? 'warn' : ''}">${escape(r.hinweise) || '–'}</td><td>${escape(r.driverName) || '–'}</td><td>${escape(r.vehicleLabel) || '–'}</td><td>${statusLabel(r.status)}</td></tr>`,
        )
        .join('')}</tbody></table>`
    : '<p>Keine Fahrten ausgewählt.</p>';
  const html = `<!doctype html><html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>Fahrtenliste – ${escape(company.shortName)}</title><style>
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0f172a;margin:24px;font-size:14px}
h1{font-size:20px;margin:0 0 4px}p{margin:0 0 16px;color:#334155}
table{border-collapse:collapse;width:100%}th,td{border:1px solid #cbd5e1;padding:6px 8px;text-align:left;vertical-align:top}
th{background:#f1f5f9}.warn{font-weight:700;color:#991b1b}button{font:inherit;padding:8px 14px;margin-bottom:16px;cursor:pointer}
@media print{button{display:none}body{margin:0;font-size:11px}}
</style></head><body><h1>Fahrtenliste${escape(period)}</h1><p>${escape(company.name)} · ${rows.length} ${rows.length === 1 ? 'Fahrt' : 'Fahrten'} · erstellt am ${formatGermanDateTime(new Date())} Uhr</p><button type="button" id="drucken">Drucken</button>${body}<script nonce="${escape(context.cspNonce)}">document.getElementById("drucken").addEventListener("click",function(){window.print()})</script></body></html>`;
  return new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}
