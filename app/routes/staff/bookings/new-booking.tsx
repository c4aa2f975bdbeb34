// /app/bookings/neu: "Neue Buchung" for a booking taken on the phone (issue 17). The loader gives the
// chosen patient (?patient=<id>) or the patient picker's matches (?q=…, loaded by a fetcher); the action
// is the list-screen protocol's `crudAction` with one intent (decision 160).
import { data } from 'react-router';
import { berlinDate } from '#app/domain/berlin-time';
import { createdExtras, createdNote, phoneBookingTexts } from '#app/domain/bookings/phone-booking-texts';
import { searchTerm } from '#app/domain/text/plain-text';
import { actorOf, requireStaff } from '#app/server/auth/guard.server';
import { createPhoneBooking } from '#app/server/bookings/phone-booking.server';
import { crudAction, crudHandler } from '#app/server/http/crud-action.server';
import { patientsForBooking } from '#app/server/patients/patients.server';
import { NewBookingScreen } from '#app/routes/staff/bookings/ui/new-booking-screen';
import type { Route } from './+types/new-booking';

const NO_STORE = { 'Cache-Control': 'no-store' };

export const meta: Route.MetaFunction = () => [
  { title: 'Neue Buchung – Verwaltung' },
  { name: 'robots', content: 'noindex' },
];

export function headers() {
  return NO_STORE;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const { db } = context.services;
  const params = new URL(request.url).searchParams;
  const id = params.get('patient');
  const q = searchTerm(params.get('q'), 200);
  const [patient] = id ? await patientsForBooking(db, { id }) : [];
  const matches = q ? await patientsForBooking(db, { q }) : [];
  return data({ patient: patient ?? null, matches, q, today: berlinDate() }, { headers: NO_STORE });
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireStaff(request, context);
  const { db, logger } = context.services;
  return crudAction(request, logger, phoneBookingTexts, {
    create: crudHandler({
      run: (values) => createPhoneBooking(db, actorOf(user), values),
      describe: createdNote,
      more: createdExtras,
      data: (created) => ({ bookingId: created.bookingId, bookingNumber: created.bookingNumber }),
    }),
  });
}

export default function NewBookingRoute({ loaderData }: Route.ComponentProps) {
  return <NewBookingScreen {...loaderData} />;
}
