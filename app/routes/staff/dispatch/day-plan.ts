// GET /app/dispatch/tagesplan/:driverId?tag=yyyy-MM-dd: a driver's day plan to print (A4, issue 20): each
// leg with the facts of dayPlanRide (the same as the e-mail's, issue 37): time, passenger (and companions)
// and phone, addresses, transport code, the vehicle of the ride, handling flags (infection in bold,
// decision 185), the leg's note and status; the header lists every vehicle of the day. A plain HTML
// document (no app shell) so that printing gives just the plan. Not the booking's general notes,
// insurer, Pflegegrad or prescriptions.
import { company } from '#app/company';
import { isCalendarDate } from '#app/domain/calendar-days';
import { dayPlanRide, dayPlanVehiclesText, NO_VEHICLE } from '#app/domain/dispatch/day-plan';
import { formatGermanDate, formatGermanDateTime } from '#app/domain/german-date';
import { escapeHtml as escape } from '#app/domain/html-escape';
import { formatPhoneForDisplay } from '#app/domain/patients/phone';
import { isUuid } from '#app/domain/uuid';
import { requireStaff } from '#app/server/auth/guard.server';
import { loadDayPlan } from '#app/server/dispatch/board.server';
import type { Route } from './+types/day-plan';

const textAnswer = (status: number, text: string) =>
  new Response(text, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const tag = new URL(request.url).searchParams.get('tag') ?? '';
  if (!isCalendarDate(tag)) return textAnswer(400, 'Bitte wählen Sie einen gültigen Tag (JJJJ-MM-TT).');
  if (!isUuid(params.driverId)) return textAnswer(404, 'Der Fahrer wurde nicht gefunden.');
  const plan = await loadDayPlan(context.services.db, params.driverId, tag);
  if (!plan) return textAnswer(404, 'Der Fahrer wurde nicht gefunden.');
  const rides = plan.legs.map(dayPlanRide);
  const rows = rides
    .map(
      (ride) => `<tr data-leg="${ride.kind}">
<td class="time">${escape(ride.when)}</td>
<td>${ride.leg}<br><span class="muted">${escape(ride.bookingNumber)}</span></td>
<td><strong>${escape(ride.passenger)}</strong>${ride.companions ? ` ${escape(ride.companions)}` : ''}<br>${ride.phone ? escape(ride.phone) : '–'}</td>
<td>${escape(ride.pickup)}</td>
<td>${escape(ride.destination)}</td>
<td>${ride.code ?? '–'}</td>
<td data-vehicle>${escape(ride.vehicle ?? NO_VEHICLE)}</td>
<td>${ride.flags.length ? ride.flags.map((f) => `<span class="${f.key === 'infektioes' ? 'warn' : ''}">${escape(f.label)}</span>`).join('<br>') : '–'}</td>
<td>${escape(ride.note) || '–'}</td>
<td>${escape(ride.status)}</td>
</tr>`,
    )
    .join('');
  const table = rides.length
    ? `<table><thead><tr><th scope="col">Zeit</th><th scope="col">Fahrt</th><th scope="col">Fahrgast / Telefon</th><th scope="col">Abholung</th><th scope="col">Ziel</th><th scope="col">Art</th><th scope="col">Fahrzeug</th><th scope="col">Hinweise</th><th scope="col">Notiz</th><th scope="col">Status</th></tr></thead><tbody>${rows}</tbody></table>`
    : '<p>Keine Fahrten an diesem Tag.</p>';
  const title = `Tagesplan ${plan.driver.name}, ${formatGermanDate(tag)}`;
  const html = `<!doctype html><html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>${escape(title)} – ${escape(company.shortName)}</title><style>
@page{size:A4 landscape;margin:10mm}
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0f172a;margin:24px;font-size:14px}
h1{font-size:20px;margin:0 0 4px}p{margin:0 0 12px;color:#334155}.muted{color:#475569;font-size:12px}
table{border-collapse:collapse;width:100%}th,td{border:1px solid #94a3b8;padding:6px 8px;text-align:left;vertical-align:top}
th{background:#f1f5f9}.time{white-space:nowrap;font-weight:700}.warn{font-weight:700;color:#991b1b}
tr{break-inside:avoid}button{font:inherit;padding:8px 14px;margin-bottom:16px;cursor:pointer}
@media print{button{display:none}body{margin:0;font-size:11px}th{background:#e2e8f0;-webkit-print-color-adjust:exact;print-color-adjust:exact}}
@media (max-width:700px){table,thead,tbody,tr,th,td{display:block}thead{display:none}tr{border:1px solid #94a3b8;margin-bottom:8px}td{border:0;border-bottom:1px solid #e2e8f0}}
</style></head><body><h1>${escape(title)}</h1>
<p>Fahrer: ${escape(plan.driver.name)} · Telefon ${plan.driver.phone ? escape(formatPhoneForDisplay(plan.driver.phone)) : '–'} · ${escape(dayPlanVehiclesText(rides, plan.vehicle))}<br>${escape(company.name)} · Disposition ${escape(company.phone.display)} · ${rides.length} ${rides.length === 1 ? 'Fahrt' : 'Fahrten'} · erstellt am ${formatGermanDateTime(new Date())} Uhr</p>
<button type="button" id="drucken">Drucken</button>${table}<script nonce="${escape(context.cspNonce)}">document.getElementById("drucken").addEventListener("click",function(){window.print()})</script></body></html>`;
  return new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}
