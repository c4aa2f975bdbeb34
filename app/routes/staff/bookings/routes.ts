import { index, route, type RouteConfigEntry } from '@react-router/dev/routes';

/** Dashboard (/app) and Buchungen (/app/bookings), nested in the /app shell. */
export const bookingStaffRoutes: RouteConfigEntry[] = [
  index('routes/staff/bookings/dashboard.tsx'),
  route('bookings', 'routes/staff/bookings/bookings.tsx'),
  route('bookings/neu', 'routes/staff/bookings/new-booking.tsx'),
  // Resource routes (no UI): details for the dialogs, printable trip list, prescription download, the
  // list's map links (a redirect to Google Maps), a leg's proof of service.
  route('bookings/:id/details', 'routes/staff/bookings/booking-details.ts'),
  route('bookings/:id/patient', 'routes/staff/bookings/booking-patient.ts'),
  route('bookings/:id/verordnung', 'routes/staff/bookings/prescription.ts'),
  route('karte/:nr/:ende', 'routes/staff/bookings/booking-map.ts'),
  // A leg's proof of service recorded in the drivers' app (issue 20): signature or Transportschein photo.
  route('bookings/:id/nachweis/:leg/:art', 'routes/staff/bookings/leg-document.ts'),
  route('bookings/fahrtenliste', 'routes/staff/bookings/trip-list.ts'),
  route('bookings/aktionen', 'routes/staff/bookings/booking-actions.ts'),
];
