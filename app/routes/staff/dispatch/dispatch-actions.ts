// POST /app/dispatch/aktionen: the dispatch board's actions (decision 160), answered as the ActionResult
// in JSON so the board runs them by fetch and stays in charge of revalidating.
//   assign-leg  driver and vehicle of one leg (the bookings area's assignLeg, issue 17); the answer warns
//               about the conflicts the saved assignment has on the driver's day
//   send-plan   a driver's day plan: e-mail through the outbox, WhatsApp link with the short text
import { berlinDate } from '#app/domain/berlin-time';
import { BAD_PLAN_DATE, dispatchTexts, isDispatchIntent, type DispatchIntent } from '#app/domain/dispatch/action-texts';
import { isCalendarDate } from '#app/domain/calendar-days';
import { boardConflicts, boardRange } from '#app/domain/dispatch/board';
import { conflictsOfLeg } from '#app/domain/dispatch/conflicts';
import { isUuid } from '#app/domain/uuid';
import type { ActionToast } from '#app/domain/action-result';
import { actorOf, requireStaff } from '#app/server/auth/guard.server';
import { bookingResult } from '#app/server/bookings/booking-action-error.server';
import { assignLeg } from '#app/server/bookings/staff-booking-actions.server';
import { readLegs } from '#app/server/rides/trip-legs.server';
import { loadBoard, sendDayPlan } from '#app/server/dispatch/board.server';
import {
  asJson,
  badRequest,
  field,
  guarded,
  readForm,
  respond,
  unreadable,
} from '#app/server/http/action-response.server';
import { queuedMail } from '#app/domain/bookings/action-messages';
import type { Route } from './+types/dispatch-actions';
import { LEG_KIND_LABELS } from '#app/domain/rides/legs';

export function loader() {
  return new Response('Nur POST.', { status: 405, headers: { Allow: 'POST' } });
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireStaff(request, context);
  const { db, logger } = context.services;
  const read = await readForm(request);
  if (!read.ok) return asJson(unreadable('Anfrage abgelehnt', read));
  const form = read.form;
  const intent = form.get('intent');
  if (!isDispatchIntent(intent)) return asJson(badRequest('Unbekannte Aktion'));
  return asJson(await guarded(dispatchTexts, intent, logger, () => run(intent)));

  async function run(intent: DispatchIntent) {
    switch (intent) {
      case 'assign-leg': {
        const id = field(form, 'id');
        const kind = field(form, 'leg');
        if (!isUuid(id) || (kind !== 'hin' && kind !== 'rueck'))
          return badRequest(dispatchTexts.titles[intent].failure, intent);
        const driverId = field(form, 'driverId') || null;
        const vehicleId = field(form, 'vehicleId') || null;
        const result = await bookingResult(assignLeg(db, actorOf(user), id, kind, { driverId, vehicleId }));
        if (!result.ok) return respond(dispatchTexts, intent, form, result);
        const warnings = await conflictWarnings(id, kind);
        return respond(dispatchTexts, intent, form, result, {
          toasts: (r): ActionToast[] => [
            {
              kind: 'success',
              title: `${LEG_KIND_LABELS[kind]}: ${r.driverName ?? 'kein Fahrer'}${r.vehicleLabel ? `, ${r.vehicleLabel}` : ''}`,
              description: r.changed ? 'Zuweisung gespeichert.' : 'Es gab keine Änderungen.',
            },
            ...warnings.map((message) => ({
              kind: 'warning' as const,
              title: 'Konflikt in der Planung',
              description: message,
            })),
          ],
        });
      }
      case 'send-plan': {
        const driverId = field(form, 'driverId');
        const datum = field(form, 'datum');
        if (!isUuid(driverId)) return badRequest(dispatchTexts.titles[intent].failure, intent);
        if (!isCalendarDate(datum))
          return respond(dispatchTexts, intent, form, {
            ok: false,
            code: 'invalid',
            message: BAD_PLAN_DATE,
            fieldErrors: { datum: BAD_PLAN_DATE },
          });
        return respond(dispatchTexts, intent, form, await sendDayPlan(db, driverId, datum), {
          toasts: (r): ActionToast[] => [
            {
              kind: 'success',
              title: `Tagesplan an ${r.driverName} (${r.count === 1 ? '1 Fahrt' : `${r.count} Fahrten`})`,
              description: [
                r.emailTo ? queuedMail(r.emailTo) : 'Keine E-Mail-Adresse beim Fahrer hinterlegt.',
                r.whatsappUrl
                  ? 'WhatsApp-Nachricht ist vorbereitet.'
                  : 'Die Telefonnummer ist für WhatsApp nicht nutzbar.',
              ].join(' '),
              ...(r.whatsappUrl ? { link: { label: 'WhatsApp öffnen', href: r.whatsappUrl } } : {}),
            },
          ],
        });
      }
    }
  }

  /** The conflicts the leg has on its driver's day after the save, as German messages. */
  async function conflictWarnings(bookingId: string, kind: 'hin' | 'rueck'): Promise<string[]> {
    const legs = await readLegs(db, bookingId);
    const saved = kind === 'hin' ? legs?.hin : legs?.back;
    if (!saved) return [];
    const range = boardRange(new URLSearchParams({ tag: saved.datum }), berlinDate());
    const board = await loadBoard(db, range, range.day);
    const leg = board.legs.find((l) => l.bookingId === bookingId && l.kind === kind);
    if (!leg) return [];
    return conflictsOfLeg(boardConflicts(board.legs, board.drivers, board.vehicles, board.settings), leg.legId).map(
      (c) => c.message,
    );
  }
}
