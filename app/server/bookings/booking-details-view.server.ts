// Everything the Buchungsdetails dialog shows (GET /app/bookings/:id/details): the booking with its legs,
// history and e-mails, its one approval picture (the rules' state per leg, issue 18; the booking's own
// statement "Genehmigung liegt vor" only as a note beside it, issue 37), and its price and co-payment per
// leg from the same leg facts and pricing as billing and invoices (driven km when there are any).
import { bookingPriceText } from '#app/domain/billing/leg-co-payments';
import type { BookingDetailsView } from '#app/domain/bookings/read-models';
import { bookingApprovalView } from '#app/server/approvals/booking-approvals.server';
import { bookingCoPayments } from '#app/server/billing/booking-co-payments.server';
import type { DbOrTx } from '#app/server/db/client.server';
import { getBookingDetails } from './booking-details.server';
import { listDriverOptions, listVehicleOptions } from './staff-lookups.server';

/** The dialog's model, or null for an unknown booking. `today` (Berlin) decides expiring approvals and units. */
export async function bookingDetailsView(db: DbOrTx, id: string, today: string): Promise<BookingDetailsView | null> {
  const details = await getBookingDetails(db, id);
  if (!details) return null;
  const view = await bookingApprovalView(db, details.id, today);
  const coPayments = await bookingCoPayments(db, details.id, today);
  // Driver and vehicle options for the per-leg assignment in the details dialog.
  const [driverOptions, vehicleOptions] = [await listDriverOptions(db), await listVehicleOptions(db)];
  return {
    ...details,
    approval: view && { ...view, coPayments },
    price: bookingPriceText(coPayments),
    driverOptions,
    vehicleOptions,
  };
}
