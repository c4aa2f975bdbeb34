// GET /app/series/:id/transportschein: the scan of a series' prescription, for staff only, never cached.
import { prescriptionScanLoader } from '#app/routes/staff/approvals/prescription-handlers';

export const loader = prescriptionScanLoader('series');
