// "Im Büro abschließen" (issue 37, decision 252): what staff enter when they complete a ride the drivers'
// app never set down: who drove it with which vehicle, when the patient was picked up and set down, the
// driven km (one decimal) and the waiting time. Whether the leg may be completed is the lifecycle's
// (planOfficeCompletion); the km, minutes and clock times are read by the same parsers as the billing
// screen's entry (app/domain/billing/leg-values-form.ts).
import { parseClockField, parseKmField, parseWaitingField } from '#app/domain/billing/leg-values-form';
import { isUuid } from '#app/domain/uuid';

export type OfficeCompletion = {
  driverId: string;
  /** null: the vehicle the driver drives (the leg keeps it when it is set down). */
  vehicleId: string | null;
  abgeholtUm: string;
  abgesetztUm: string;
  km: number;
  wartezeitMinuten: number | null;
};

export type OfficeCompletionField = 'fahrer' | 'fahrzeug' | 'abgeholtUm' | 'abgesetztUm' | 'km' | 'wartezeit';

export type OfficeCompletionResult =
  | { success: true; data: OfficeCompletion }
  | { success: false; fieldErrors: Partial<Record<OfficeCompletionField, string>> };

export const OFFICE_COMPLETION_MESSAGES = {
  driver: 'Bitte wählen Sie den Fahrer, der die Fahrt gefahren ist.',
  vehicle: 'Das Fahrzeug wurde nicht gefunden. Bitte wählen Sie es erneut.',
  pickup: 'Bitte geben Sie an, wann der Patient abgeholt wurde (HH:MM).',
  dropOff: 'Bitte geben Sie an, wann der Patient abgesetzt wurde (HH:MM).',
  order: 'Die Absetzzeit liegt vor der Abholzeit. Bitte prüfen Sie beide Uhrzeiten.',
  km: 'Bitte geben Sie die gefahrenen Kilometer ein, z. B. 12,5.',
} as const;

/** Reads the completion form; every problem at its field, in German. */
export function parseOfficeCompletion(values: Record<string, unknown>): OfficeCompletionResult {
  const fieldErrors: Partial<Record<OfficeCompletionField, string>> = {};
  const driverId = typeof values.fahrer === 'string' ? values.fahrer.trim() : '';
  if (!isUuid(driverId)) fieldErrors.fahrer = OFFICE_COMPLETION_MESSAGES.driver;
  const rawVehicle = typeof values.fahrzeug === 'string' ? values.fahrzeug.trim() : '';
  if (rawVehicle && !isUuid(rawVehicle)) fieldErrors.fahrzeug = OFFICE_COMPLETION_MESSAGES.vehicle;
  const pickup = parseClockField(values.abgeholtUm);
  const dropOff = parseClockField(values.abgesetztUm);
  if (pickup.error || pickup.value === null) fieldErrors.abgeholtUm = pickup.error ?? OFFICE_COMPLETION_MESSAGES.pickup;
  if (dropOff.error || dropOff.value === null)
    fieldErrors.abgesetztUm = dropOff.error ?? OFFICE_COMPLETION_MESSAGES.dropOff;
  // A ride in the office's records starts and ends on its day (HH:MM compares as text).
  if (pickup.value && dropOff.value && dropOff.value < pickup.value)
    fieldErrors.abgesetztUm = OFFICE_COMPLETION_MESSAGES.order;
  const km = parseKmField(values.km);
  if (km.error || km.value === null) fieldErrors.km = km.error ?? OFFICE_COMPLETION_MESSAGES.km;
  const wait = parseWaitingField(values.wartezeit);
  if (wait.error) fieldErrors.wartezeit = wait.error;
  if (Object.keys(fieldErrors).length) return { success: false, fieldErrors };
  return {
    success: true,
    data: {
      driverId,
      vehicleId: rawVehicle || null,
      abgeholtUm: pickup.value!,
      abgesetztUm: dropOff.value!,
      km: km.value!,
      wartezeitMinuten: wait.value,
    },
  };
}
