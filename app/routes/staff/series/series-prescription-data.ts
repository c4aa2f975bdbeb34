// POST /app/series/:id/verordnungsdaten: save, scan or remove a series' prescription (Serienverordnung,
// decision 211; app/routes/staff/approvals/prescription-handlers.ts).
import { postOnly, prescriptionDataAction } from '#app/routes/staff/approvals/prescription-handlers';

export const loader = postOnly;
export const action = prescriptionDataAction('series');
