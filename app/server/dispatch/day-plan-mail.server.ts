// The day plan e-mail to a driver (issue 20), rendered by the outbox worker at send time from the current
// legs: per leg the same facts as the printed plan (dayPlanRide, issue 37: companions, the vehicle of the
// ride, the dispatcher's note), with the handling needs as decision 175's instructions, in time order.
import { company } from '#app/company';
import { dayPlanRide, dayPlanRideLines, dayPlanSubject, dayPlanVehiclesText } from '#app/domain/dispatch/day-plan';
import { formatGermanDate } from '#app/domain/german-date';
import { escapeHtml, type RenderedMail } from '#app/domain/templates/template-variables';
import type { DbOrTx } from '#app/server/db/client.server';
import { MissingRecordError } from '#app/server/mail/outgoing-mails.server';
import { loadDayPlan } from './board.server';

export async function renderDayPlanMail(db: DbOrTx, driverId: string, datum: string): Promise<RenderedMail> {
  const plan = await loadDayPlan(db, driverId, datum);
  if (!plan) throw new MissingRecordError('Der Fahrer existiert nicht mehr.');
  if (!plan.legs.length) throw new MissingRecordError('Der Fahrer hat an diesem Tag keine Fahrten mehr.');
  const rides = plan.legs.map(dayPlanRide);
  const greeting = `Hallo ${plan.driver.name},`;
  const intro = `Ihr Tagesplan für den ${formatGermanDate(datum)} (${dayPlanVehiclesText(rides, plan.vehicle)}):`;
  const closing = `Bei Fragen erreichen Sie die Disposition unter ${company.phone.display}.`;
  const blocks = rides.map(dayPlanRideLines);
  return {
    subject: dayPlanSubject(datum, plan.legs.length),
    html: [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(intro)}</p>`,
      ...blocks.map((lines) => `<p>${lines.map((line) => `${escapeHtml(line)}<br>`).join('\n')}</p>`),
      `<p>${escapeHtml(closing)}</p>`,
      `<p>${escapeHtml(company.name)}</p>`,
    ].join('\n'),
    text: [greeting, '', intro, '', ...blocks.flatMap((lines) => [...lines, '']), closing, '', company.name].join('\n'),
  };
}
