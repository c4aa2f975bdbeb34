// POST /app/bookings/aktionen: every dispatcher action on bookings (intent-based). A resource route that
// answers JSON with the toasts to show, so the screen can run several actions at once and stays in
// charge of revalidating its list.
import { failureToast, bulkToasts, isBookingIntent, type BookingActionResult, type BookingIntent } from '../../../domain/bookings/action-messages';
import { whatsappLink } from '../../../domain/whatsapp';
import { validateEditBooking } from '../../../domain/bookings/edit-booking';
import { STATUS_LABELS, isBookingStatus } from '../../../domain/bookings/status';
import { TRANSPORT_LABELS, isTransportType } from '../../../domain/bookings/transport';
import { actorOf, requireStaff } from '../../../server/auth/guard.server';
import { BookingActionError } from '../../../server/bookings/booking-action-error.server';
import {
  assignDriver,
  bulkReview,
  changeBookingStatus,
  changeTransportType,
  confirmBooking,
  editBooking,
  rejectBooking,
  sendConfirmation,
  sendReceipt,
  type AssignDriverResult,
} from '../../../server/bookings/staff-booking-actions.server';
import { BODY_LIMITS, readBoundedForm } from '../../../server/http/bounded-body.server';
import { retryJob, retryReasonMessages } from '../../../server/mail/booking-messages.server';
import type { Route } from './+types/booking-actions';

const NO_STORE = { 'Cache-Control': 'no-store' };

export function loader() {
  return new Response('Nur POST.', { status: 405, headers: { ...NO_STORE, Allow: 'POST' } });
}

const reply = (result: BookingActionResult, status = 200) => Response.json(result, { status, headers: NO_STORE });

function statusOf(code: string): number {
  if (code === 'not-found' || code === 'driver-not-found') return 404;
  if (code === 'not-pending') return 409;
  return 400;
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireStaff(request, context);
  const actor = actorOf(user);
  const { db, logger } = context.services;
  const read = await readBoundedForm(request, BODY_LIMITS.staffForm);
  if (!read.ok) return reply({ intent: null, ok: false, toasts: [{ kind: 'error', title: 'Anfrage abgelehnt', description: read.message }] }, read.status);
  const form = read.form;
  const rawIntent = form.get('intent');
  if (!isBookingIntent(rawIntent)) {
    return reply({ intent: null, ok: false, toasts: [{ kind: 'error', title: 'Unbekannte Aktion' }] }, 400);
  }
  const intent: BookingIntent = rawIntent;
  const id = String(form.get('id') ?? '');
  const ids = form.getAll('ids').map(String);
  try {
    switch (intent) {
      case 'confirm': {
        const result = await confirmBooking(db, actor, id);
        return reply({
          intent,
          ok: true,
          toasts: [
            { kind: 'success', title: 'Buchung bestätigt', description: result.emailTo ? `Bestätigung an ${result.emailTo} wird versendet.` : result.bookingNumber },
            ...(result.capacityWarning ? [{ kind: 'warning' as const, title: 'Zeitfenster ausgelastet', description: result.capacityWarning }] : []),
          ],
        });
      }
      case 'reject': {
        const result = await rejectBooking(db, actor, id);
        return reply({ intent, ok: true, toasts: [{ kind: 'success', title: 'Buchung abgelehnt', description: result.bookingNumber }] });
      }
      case 'status': {
        const status = String(form.get('status') ?? '');
        await changeBookingStatus(db, actor, id, status);
        const label = isBookingStatus(status) ? STATUS_LABELS[status] : status;
        return reply({ intent, ok: true, toasts: [{ kind: 'success', title: 'Status geändert', description: `Neuer Status: ${label}` }] });
      }
      case 'transport': {
        const type = String(form.get('transportart') ?? '');
        await changeTransportType(db, actor, id, type);
        const label = isTransportType(type) ? TRANSPORT_LABELS[type] : type;
        return reply({
          intent,
          ok: true,
          toasts: [{ kind: 'success', title: 'Transportart geändert', description: `Die Transportart wurde erfolgreich auf „${label}“ geändert.` }],
        });
      }
      case 'edit': {
        const validation = validateEditBooking(Object.fromEntries(form));
        if (!validation.ok) {
          const { title, message, fieldErrors } = validation;
          return reply({ intent, ok: false, toasts: [], validation: { title, message, fieldErrors } }, 400);
        }
        const { changedFields } = await editBooking(db, actor, id, validation.values);
        return reply({
          intent,
          ok: true,
          toasts: [{ kind: 'success', title: 'Buchung aktualisiert', description: changedFields.length ? undefined : 'Es gab keine Änderungen.' }],
        });
      }
      case 'assign': {
        const driverId = String(form.get('driverId') ?? '');
        const targets = ids.length ? [...new Set(ids)] : [id];
        const results: AssignDriverResult[] = [];
        for (const target of targets) results.push(await assignDriver(db, actor, target, driverId));
        const first = results[0]!;
        const whatsappUrl =
          results.length === 1 ? first.whatsappUrl : whatsappLink(first.driverPhone, results.map((r) => r.tripText).join('\n\n'));
        const mailed = results.filter((r) => r.emailTo).length;
        return reply({
          intent,
          ok: true,
          whatsappUrl,
          toasts: [
            {
              kind: 'success',
              title: results.length === 1 ? `Fahrt an ${first.driverName} gesendet` : `${results.length} Fahrten an ${first.driverName} gesendet`,
              description: [
                mailed ? `E-Mail an ${first.emailTo} wird versendet.` : 'Keine E-Mail-Adresse beim Fahrer hinterlegt.',
                whatsappUrl ? 'WhatsApp-Nachricht ist vorbereitet.' : 'Die Telefonnummer ist für WhatsApp nicht nutzbar.',
              ].join(' '),
            },
          ],
        });
      }
      case 'send-receipt': {
        const { to } = await sendReceipt(db, actor, id);
        return reply({ intent, ok: true, toasts: [{ kind: 'success', title: 'Buchungseingang versendet', description: `an ${to}` }] });
      }
      case 'send-confirmation': {
        const { to } = await sendConfirmation(db, actor, id);
        return reply({ intent, ok: true, toasts: [{ kind: 'success', title: 'Buchungsbestätigung versendet', description: `an ${to}` }] });
      }
      case 'bulk-confirm':
      case 'bulk-reject': {
        const which = intent === 'bulk-confirm' ? 'confirm' : 'reject';
        const outcome = await bulkReview(db, actor, ids, which);
        return reply({
          intent,
          ok: outcome.failed.length === 0,
          toasts: [
            ...bulkToasts(which, { done: outcome.done.length, skipped: outcome.skipped.length, failed: outcome.failed.length }),
            ...outcome.capacityWarnings.map((description) => ({ kind: 'warning' as const, title: 'Zeitfenster ausgelastet', description })),
          ],
        });
      }
      case 'retry-mail': {
        const result = await retryJob(db, Number(form.get('jobId')));
        if (!result.ok) return reply({ intent, ok: false, toasts: [failureToast(intent, 'unknown', retryReasonMessages[result.reason])] }, 409);
        return reply({ intent, ok: true, toasts: [{ kind: 'success', title: 'E-Mail wird erneut versendet' }] });
      }
    }
  } catch (error) {
    if (error instanceof BookingActionError) return reply({ intent, ok: false, toasts: [failureToast(intent, error.code)] }, statusOf(error.code));
    // Database errors may quote row data: log the kind of failure only, never the message.
    const code = (error as { code?: unknown }).code;
    logger.error({ intent, errorName: (error as Error)?.name, code: typeof code === 'string' ? code : undefined }, 'booking action failed');
    const message = error instanceof Error ? error.message : '';
    // Constraint violations (class 23) come from the data sent; everything else is ours.
    const status = typeof code === 'string' && code.startsWith('23') ? 422 : 500;
    return reply({ intent, ok: false, toasts: [failureToast(intent, 'unknown', message)] }, status);
  }
}

