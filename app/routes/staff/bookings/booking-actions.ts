// POST /app/bookings/aktionen: every dispatcher action on bookings (intent-based). A resource route that
// answers the ActionResult as JSON (decision 160), so the screen can run several actions at once and
// stays in charge of revalidating its list.
import {
  bookingTexts,
  bulkToasts,
  isBookingIntent,
  MAX_REJECT_REASON,
  queuedMail,
  REJECT_REASON_TOO_LONG,
  type BookingIntent,
} from '#app/domain/bookings/action-messages';
import { stripToPlainText } from '#app/domain/text/plain-text';
import type { ActionToast } from '#app/domain/action-result';
import { validateEditBooking } from '#app/domain/bookings/edit-booking';
import { APPROVAL_OVERRIDE_FIELD, approvalBulkToast } from '#app/domain/approvals/leg-approvals';
import { berlinDate } from '#app/domain/berlin-time';
import { approvalWarningFor } from '#app/server/approvals/booking-approvals.server';
import { STATUS_LABELS, isBookingStatus } from '#app/domain/rides/statuses';
import { TRANSPORT_LABELS, isTransportType } from '#app/domain/bookings/transport';
import { driverTripMessage } from '#app/domain/templates/driver-trip';
import { whatsappLink } from '#app/domain/whatsapp';
import { actorOf, requireStaff } from '#app/server/auth/guard.server';
import { bookingResult } from '#app/server/bookings/booking-action-error.server';
import {
  assignDriver,
  assignLeg,
  bulkReview,
  changeBookingStatus,
  changeLegPlan,
  changeTransportType,
  confirmBooking,
  editBooking,
  rejectBooking,
  sendConfirmation,
  sendReceipt,
  type AssignDriverResult,
} from '#app/server/bookings/staff-booking-actions.server';
import {
  asJson,
  badRequest,
  field,
  guarded,
  readForm,
  respond,
  unreadable,
} from '#app/server/http/action-response.server';
import type { Route } from './+types/booking-actions';
import { LEG_KIND_LABELS } from '#app/domain/rides/legs';

export function loader() {
  return new Response('Nur POST.', { status: 405, headers: { Allow: 'POST' } });
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireStaff(request, context);
  const actor = actorOf(user);
  const { db, logger } = context.services;
  const read = await readForm(request);
  if (!read.ok) return asJson(unreadable('Anfrage abgelehnt', read));
  const form = read.form;
  const rawIntent = form.get('intent');
  if (!isBookingIntent(rawIntent)) return asJson(badRequest('Unbekannte Aktion'));
  const intent: BookingIntent = rawIntent;
  const id = field(form, 'id');
  const ids = form.getAll('ids').map(String);
  // Issue 18: a missing approval is refused unless staff confirmed the warning (field genehmigungTrotzdem=1).
  const approval = { today: berlinDate(), override: field(form, APPROVAL_OVERRIDE_FIELD) === '1' };
  return asJson(await guarded(bookingTexts, intent, logger, () => run(intent)));

  async function run(intent: BookingIntent) {
    const answer = <T, D = null>(
      result: Awaited<ReturnType<typeof bookingResult<T>>>,
      extras?: Parameters<typeof respond<BookingIntent, T, D>>[4],
    ) => respond(bookingTexts, intent, form, result, extras);
    switch (intent) {
      case 'confirm':
        return answer(await bookingResult(confirmBooking(db, actor, id, approval)), {
          describe: (r) => (r.emailTo ? queuedMail(r.emailTo, 'Bestätigung') : r.bookingNumber),
          more: (r) =>
            r.capacityWarning
              ? [{ kind: 'warning', title: 'Zeitfenster ausgelastet', description: r.capacityWarning }]
              : [],
        });
      case 'reject': {
        const grund = stripToPlainText(field(form, 'grund').replace(/\s+/g, ' ')).trim();
        if (grund.length > MAX_REJECT_REASON)
          return answer({
            ok: false,
            code: 'invalid',
            message: REJECT_REASON_TOO_LONG,
            fieldErrors: { grund: REJECT_REASON_TOO_LONG },
          });
        const notify = field(form, 'informieren') === '1';
        return answer(await bookingResult(rejectBooking(db, actor, id, { grund, notify })), {
          describe: (r) => (r.emailTo ? `${r.bookingNumber} · ${queuedMail(r.emailTo, 'Absage')}` : r.bookingNumber),
        });
      }
      case 'status': {
        const status = field(form, 'status');
        return answer(await bookingResult(changeBookingStatus(db, actor, id, status)), {
          describe: () => `Neuer Status: ${isBookingStatus(status) ? STATUS_LABELS[status] : status}`,
        });
      }
      case 'transport': {
        const type = field(form, 'transportart');
        return answer(await bookingResult(changeTransportType(db, actor, id, type)), {
          describe: () =>
            `Die Transportart wurde erfolgreich auf „${isTransportType(type) ? TRANSPORT_LABELS[type] : type}“ geändert.`,
        });
      }
      case 'edit': {
        const validation = validateEditBooking(Object.fromEntries(form));
        // SPEC.md's notice "Validierungsfehler" with the first reason: the dialog shows it inline.
        if (!validation.ok)
          return answer({
            ok: false,
            code: 'invalid',
            message: validation.message,
            fieldErrors: validation.fieldErrors,
          });
        const notify = field(form, 'informieren') === '1';
        return answer(await bookingResult(editBooking(db, actor, id, validation.values, { notify })), {
          describe: (r) =>
            !r.changedFields.length
              ? 'Es gab keine Änderungen.'
              : r.emailTo
                ? queuedMail(r.emailTo, 'Änderungsmitteilung')
                : null,
        });
      }
      case 'assign': {
        const driverId = field(form, 'driverId');
        const targets = ids.length ? [...new Set(ids)] : [id];
        // Every target is checked before any is assigned, so one warning covers the whole selection.
        const warnings = approval.override
          ? []
          : (await Promise.all(targets.map((target) => approvalWarningFor(db, target, approval.today)))).filter(
              Boolean,
            );
        if (warnings.length) {
          const message =
            targets.length === 1
              ? warnings[0]!
              : `${warnings.length} der ausgewählten Fahrten brauchen eine Genehmigung, die nicht vorliegt. Ohne Genehmigung zahlt die Krankenkasse diese Fahrten womöglich nicht.`;
          return answer({ ok: false, code: 'conflict', message, fieldErrors: { [APPROVAL_OVERRIDE_FIELD]: message } });
        }
        const assigned = await bookingResult(
          (async () => {
            const results: AssignDriverResult[] = [];
            for (const target of targets) results.push(await assignDriver(db, actor, target, driverId, approval));
            return results;
          })(),
        );
        return answer(assigned, { toasts: assignedToasts });
      }
      case 'assign-leg': {
        const kind = field(form, 'leg');
        if (kind !== 'hin' && kind !== 'rueck')
          return answer({ ok: false, code: 'invalid', message: 'Unbekannte Fahrt.' });
        const driverId = field(form, 'driverId') || null;
        const vehicleId = form.has('vehicleId') ? field(form, 'vehicleId') || null : undefined;
        return answer(await bookingResult(assignLeg(db, actor, id, kind, { driverId, vehicleId })), {
          toasts: (r) => [
            {
              kind: 'success' as const,
              title: `${LEG_KIND_LABELS[kind]}: ${r.driverName ?? 'kein Fahrer'}${r.vehicleLabel ? `, ${r.vehicleLabel}` : ''}`,
              description: r.changed ? 'Zuweisung gespeichert.' : 'Es gab keine Änderungen.',
              ...(r.whatsappUrl ? { link: { label: 'WhatsApp öffnen', href: r.whatsappUrl } } : {}),
            },
          ],
        });
      }
      case 'cancel-leg':
      case 'restore-leg': {
        const kind = field(form, 'leg');
        if (kind !== 'hin' && kind !== 'rueck')
          return answer({ ok: false, code: 'invalid', message: 'Unbekannte Fahrt.' });
        const what = LEG_KIND_LABELS[kind];
        return answer(
          await bookingResult(changeLegPlan(db, actor, id, kind, intent === 'cancel-leg' ? 'cancel' : 'restore')),
          {
            describe: (r) =>
              `${r.bookingNumber}: ${what} ${intent === 'cancel-leg' ? 'abgesagt, der Fahrer wurde entfernt' : 'wieder eingeplant (ohne Fahrer)'}.`,
          },
        );
      }
      case 'send-receipt':
        return answer(await bookingResult(sendReceipt(db, actor, id)), {
          describe: ({ to }) => `an ${to} (in Warteschlange)`,
        });
      case 'send-confirmation':
        return answer(await bookingResult(sendConfirmation(db, actor, id)), {
          describe: ({ to }) => `an ${to} (in Warteschlange)`,
        });
      case 'bulk-confirm':
      case 'bulk-reject': {
        const which = intent === 'bulk-confirm' ? 'confirm' : 'reject';
        const outcome = await bulkReview(db, actor, ids, which, approval);
        return answer(
          { ok: true, value: outcome },
          {
            okWhen: (o) => o.failed.length === 0 && o.approvalWarnings.length === 0,
            toasts: (o) => [
              ...bulkToasts(which, { done: o.done.length, skipped: o.skipped.length, failed: o.failed.length }),
              ...o.capacityWarnings.map((description) => ({
                kind: 'warning' as const,
                title: 'Zeitfenster ausgelastet',
                description,
              })),
              ...(o.approvalWarnings.length ? [approvalBulkToast(o.approvalWarnings.length)] : []),
            ],
          },
        );
      }
    }
  }
}

/** "An Fahrer senden": one toast naming the driver, with the WhatsApp link of all trips as its button. */
function assignedToasts(results: AssignDriverResult[]): ActionToast[] {
  const first = results[0]!;
  const whatsappUrl =
    results.length === 1
      ? first.whatsappUrl
      : whatsappLink(
          first.driverPhone,
          driverTripMessage(
            first.driverName,
            results.map((r) => r.trip),
          ),
        );
  const mailed = results.filter((r) => r.emailTo).length;
  return [
    {
      kind: 'success',
      title:
        results.length === 1
          ? `Fahrt an ${first.driverName} gesendet`
          : `${results.length} Fahrten an ${first.driverName} gesendet`,
      description: [
        mailed ? queuedMail(first.emailTo!) : 'Keine E-Mail-Adresse beim Fahrer hinterlegt.',
        whatsappUrl ? 'WhatsApp-Nachricht ist vorbereitet.' : 'Die Telefonnummer ist für WhatsApp nicht nutzbar.',
      ].join(' '),
      ...(whatsappUrl ? { link: { label: 'WhatsApp öffnen', href: whatsappUrl } } : {}),
    },
  ];
}
