// The approval badges staff see (issue 18), apart from the rules that choose them (leg-approvals.ts): the
// bookings list shows a badge per row and loads only these labels, not the approval rules and their date
// library (issue 15: /app/bookings ≤ 150 KiB of JS on first load).

/** The badges, most urgent first (a booking shows its most urgent leg's badge). */
export const APPROVAL_BADGES = [
  'fehlt',
  'abgelehnt',
  'beantragt',
  'laeuft_ab',
  'nicht_verordnet',
  'genehmigt',
  'gilt_als_genehmigt',
  'genehmigungsfrei',
] as const;
export type ApprovalBadgeKind = (typeof APPROVAL_BADGES)[number];

export const APPROVAL_BADGE_LABELS: Record<ApprovalBadgeKind, string> = {
  fehlt: 'Genehmigung fehlt',
  abgelehnt: 'Genehmigung abgelehnt',
  beantragt: 'Genehmigung beantragt',
  laeuft_ab: 'läuft ab',
  nicht_verordnet: 'nicht verordnet',
  genehmigt: 'genehmigt',
  gilt_als_genehmigt: 'gilt als genehmigt',
  genehmigungsfrei: 'genehmigungsfrei',
};
