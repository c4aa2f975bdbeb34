// Copy that several service pages share, built from the company configuration so that every page
// states the same facts (DESIGN.md: one value per fact, every page says the same thing).
import { company } from '#app/company';
import { formatEuroCompact } from '#app/domain/pricing/money';

/** "Bad Homburg, Frankfurt am Main und Hochtaunuskreis" */
export function joinGerman(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} und ${items[items.length - 1]}`;
}

export const serviceAreaNames = company.serviceAreas.map((area) => area.name);
export const serviceAreaText = joinGerman(serviceAreaNames);

export const longTripText = `Für Fahrten über ${company.longTripApprovalKm} km braucht es immer eine vorherige Genehmigung Ihrer Krankenkasse.`;

/** What patients need for a ride billed to the health insurer (SPEC.md §1 and §9). */
export const insurerRequirements: string[] = [
  'Eine ärztliche „Verordnung einer Krankenbeförderung“ – Ihre Ärztin oder Ihr Arzt stellt sie vor der Fahrt aus.',
  'Die Genehmigung Ihrer Krankenkasse, wenn Ihre Kasse sie für diese Fahrt verlangt. Die Verordnung reichen Sie dafür vorab bei der Kasse ein.',
  `Bei Fahrten über ${company.longTripApprovalKm} km: immer eine Genehmigung der Krankenkasse vor der Fahrt.`,
  'Ihre Versichertenkarte und die Verordnung am Fahrtag griffbereit.',
];

export const directBillingText =
  'Wir sind Partner aller Krankenkassen. Liegen die ärztliche Verordnung und – wo nötig – die Genehmigung Ihrer Krankenkasse vor, rechnen wir die Fahrt direkt mit Ihrer Kasse ab.';

export const copaymentText =
  'Ob für Sie eine gesetzliche Zuzahlung anfällt oder Sie davon befreit sind, erfahren Sie bei Ihrer Krankenkasse. Fragen Sie uns gern – wir erklären Ihnen die Schritte.';

export const privatePriceText = `Ohne Verordnung fahren wir Sie selbstverständlich auch privat: innerhalb von Frankfurt ab ${formatEuroCompact(
  company.prices.baseFromCents,
)}, Wartezeit ${formatEuroCompact(company.prices.waitingPer15MinCents)} je 15 Minuten. ${joinGerman(
  company.prices.onRequest,
)} auf Anfrage.`;

export const returnTripText =
  'Die Rückfahrt buchen Sie gleich mit: zu einer festen Uhrzeit oder so, dass wir Sie nach Ende Ihres Termins abholen.';

/** Things patients tell us when booking (the booking wizard asks for them, SPEC.md §2). */
export const bookingDetailsText =
  'Sagen Sie uns bei der Buchung, ob Sie einen Rollstuhl nutzen, ob es am Abholort Stufen gibt, ob Sie sehbeeinträchtigt sind oder eine ansteckende Erkrankung haben. So planen wir Fahrzeug und Hilfe passend.';

export const qualificationBase: string[] = [
  `${capitalize(company.experience.label)} in der Krankenbeförderung`,
  'Partner aller Krankenkassen – direkte Abrechnung bei Verordnung und Genehmigung',
  `Für Sie da: ${company.openingHours.label}`,
  `Unterwegs in ${serviceAreaText}`,
];

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
