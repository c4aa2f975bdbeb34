// POST /app/bookings/:id/verordnungsdaten: save a booking's prescription data or upload its scan
// (prescription-handlers.ts).
import { postOnly, prescriptionDataAction } from './prescription-handlers';

export const loader = postOnly;
export const action = prescriptionDataAction('booking');
