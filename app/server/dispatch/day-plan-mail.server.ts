// The day plan e-mail to a driver (issue 20), rendered by the outbox worker at send time from the current
// legs: per leg the one driver trip text of decision 175 (job, handling instructions, no notes or health
// data), in time order.
import { company } from '#app/company';
import { dayPlanSubject } from '#app/domain/dispatch/day-plan';
import { formatGermanDate } from '#app/domain/german-date';
import { driverTripLines, driverTripOf, type DriverOrder } from '#app/domain/templates/driver-trip';
import { escapeHtml, type RenderedMail } from '#app/domain/templates/template-variables';
import type { DbOrTx } from '#app/server/db/client.server';
import { MissingRecordError } from '#app/server/mail/outgoing-mails.server';
import { loadDayPlan, type DayPlanLeg } from './board.server';

/** The driver trip text of one leg of the plan: its own date, time and addresses. */
export function dayPlanLegLines(leg: DayPlanLeg): string[] {
  const order = { ...leg, besonderheiten: (leg.besonderheiten ?? {}) as DriverOrder['besonderheiten'] };
  return driverTripLines(driverTripOf(order, { hin: leg, back: null }), leg);
}

export async function renderDayPlanMail(db: DbOrTx, driverId: string, datum: string): Promise<RenderedMail> {
  const plan = await loadDayPlan(db, driverId, datum);
  if (!plan) throw new MissingRecordError('Der Fahrer existiert nicht mehr.');
  if (!plan.legs.length) throw new MissingRecordError('Der Fahrer hat an diesem Tag keine Fahrten mehr.');
  const greeting = `Hallo ${plan.driver.name},`;
  const intro = `Ihr Tagesplan für den ${formatGermanDate(datum)}${plan.vehicle ? ` mit ${plan.vehicle.plate}` : ''}:`;
  const closing = `Bei Fragen erreichen Sie die Disposition unter ${company.phone.display}.`;
  const blocks = plan.legs.map(dayPlanLegLines);
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
