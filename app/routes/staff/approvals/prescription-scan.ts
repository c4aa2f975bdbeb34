// GET /app/bookings/:id/transportschein: the staff's scan of the Transportschein, for staff only, never cached.
import { prescriptionScanLoader } from './prescription-handlers';

export const loader = prescriptionScanLoader('booking');
