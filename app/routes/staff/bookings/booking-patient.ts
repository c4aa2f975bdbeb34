// /app/bookings/:id/patient (issue 17): the booking's patient for the details dialog. GET: the linked
// patient, or the suggestions (name + date of birth, or phone; never linked by itself). POST: accept a
// suggestion ('link') or make a new patient from the booking's data ('create-patient'); the answer is
// the ActionResult as JSON (decision 160).
import { bookingPatientTexts } from '#app/domain/patients/action-texts';
import { actorOf, requireStaff } from '#app/server/auth/guard.server';
import { asJson } from '#app/server/http/action-response.server';
import { crudAction, crudHandler } from '#app/server/http/crud-action.server';
import {
  createPatientFromBooking,
  linkBookingToPatient,
  linkedPatientOf,
  suggestPatientsForBooking,
} from '#app/server/patients/patients.server';
import type { Route } from './+types/booking-patient';

const NO_STORE = { 'Cache-Control': 'no-store' };

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const { db } = context.services;
  const linked = await linkedPatientOf(db, params.id);
  if (!linked.found) return Response.json({ ok: false as const }, { status: 404, headers: NO_STORE });
  const suggestions = linked.patient ? [] : await suggestPatientsForBooking(db, params.id);
  return Response.json({ ok: true as const, linked: linked.patient, suggestions }, { headers: NO_STORE });
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireStaff(request, context);
  const { db, logger } = context.services;
  const answer = await crudAction(request, logger, bookingPatientTexts, {
    link: crudHandler({ run: (values) => linkBookingToPatient(db, actorOf(user), params.id, values.patientId) }),
    'create-patient': crudHandler({
      run: () => createPatientFromBooking(db, actorOf(user), params.id),
      describe: (created) => created.name,
    }),
  });
  return asJson(answer);
}
