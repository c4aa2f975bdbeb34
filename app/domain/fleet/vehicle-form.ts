// What staff enter for a vehicle (SPEC.md §3, §5): plate required and checked as a German plate (stored
// in its canonical spelling "F-AB 123"), model optional, wheelchair and carrying-chair flags (decision 227), seats a whole number 1-99 if
// given, driver optional ("– keiner –" = none); the licence it is driven under when it differs from the
// company's (Taxi or Mietwagen, "" = wie das Unternehmen; issue 38, VAT), chosen by the Inhaber only.
import { plainText } from '#app/domain/text/plain-text';
import { z } from '#app/domain/zod-jitless';
import { firstErrors, type FormParseResult } from './driver-form';
import { formatGermanPlate } from './plate';
import { isUuid } from '#app/domain/uuid';
import { LICENCE_KINDS, type LicenceKind } from '#app/domain/billing/vat';

export const MAX_MODEL_LENGTH = 100;
export const MAX_SEATS = 99;
export const NO_DRIVER = '';

export type VehicleField =
  'plate' | 'model' | 'wheelchair' | 'tragestuhl' | 'seats' | 'assignedDriverId' | 'konzession';
export type VehicleInput = {
  plate: string;
  model: string;
  wheelchair: boolean;
  /** Carries a carrying chair (Tragestuhl), a capability of its own (decision 227). */
  tragestuhl: boolean;
  seats: number | null;
  assignedDriverId: string | null;
  /** Taxi or Mietwagen when it differs from the company's licence, null = as the company; absent = not sent (keep). */
  konzession?: LicenceKind | null;
};

/** The form's value of "wie das Unternehmen" (the company's licence). */
export const AS_COMPANY = '';
export const VEHICLE_LICENCE_MESSAGE = 'Bitte wählen Sie Taxi, Mietwagen oder „wie das Unternehmen“.';

const vehicleFormSchema = z.object({
  plate: z
    .string()
    .transform((value) => value.trim())
    .pipe(
      plainText(
        z
          .string()
          .min(1, 'Bitte geben Sie ein Kennzeichen ein.')
          .max(20, 'Bitte geben Sie ein gültiges deutsches Kennzeichen ein, z. B. F-AB 123.'),
      ),
    )
    .transform((value, ctx) => {
      const plate = formatGermanPlate(value);
      if (plate === null) {
        ctx.addIssue({
          code: 'custom',
          message: 'Bitte geben Sie ein gültiges deutsches Kennzeichen ein, z. B. F-AB 123.',
        });
        return z.NEVER;
      }
      return plate;
    }),
  model: z
    .string()
    .transform((value) => value.trim().replace(/\s+/g, ' '))
    .pipe(
      plainText(
        z.string().max(MAX_MODEL_LENGTH, `Das Modell darf höchstens ${MAX_MODEL_LENGTH} Zeichen lang sein.`),
        'name',
      ),
    ),
  wheelchair: z.boolean(),
  tragestuhl: z.boolean(),
  seats: z
    .string()
    .transform((value) => value.trim())
    .transform((value, ctx) => {
      if (value === '') return null;
      if (!/^-?\d+$/.test(value)) {
        ctx.addIssue({
          code: 'custom',
          message: `Bitte geben Sie die Sitzplätze als ganze Zahl von 1 bis ${MAX_SEATS} ein.`,
        });
        return z.NEVER;
      }
      const seats = Number(value);
      if (seats < 1 || seats > MAX_SEATS) {
        ctx.addIssue({ code: 'custom', message: `Ein Fahrzeug hat 1 bis ${MAX_SEATS} Sitzplätze.` });
        return z.NEVER;
      }
      return seats;
    }),
  assignedDriverId: z
    .string()
    .transform((value) => value.trim())
    .refine((value) => value === NO_DRIVER || isUuid(value), 'Bitte wählen Sie einen Fahrer aus der Liste.')
    .transform((value) => (value === NO_DRIVER ? null : value.toLowerCase())),
  konzession: z
    .enum([AS_COMPANY, ...LICENCE_KINDS], VEHICLE_LICENCE_MESSAGE)
    .transform((value) => (value === AS_COMPANY ? null : value))
    .optional(),
});

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** A checkbox submits "on" (or its value) when ticked and nothing when not. */
function checked(value: unknown): boolean {
  return value === 'on' || value === 'true' || value === '1' || value === true;
}

export function parseVehicleForm(values: Record<string, unknown>): FormParseResult<VehicleInput, VehicleField> {
  const result = vehicleFormSchema.safeParse({
    plate: text(values.plate),
    model: text(values.model),
    wheelchair: checked(values.wheelchair),
    tragestuhl: checked(values.tragestuhl),
    seats: text(values.seats),
    assignedDriverId: text(values.assignedDriverId),
    // Only a form that offers the choice sends it (the Inhaber's); absent keeps what is stored.
    konzession: values.konzession === undefined ? undefined : text(values.konzession),
  });
  return result.success
    ? { success: true, data: result.data }
    : { success: false, fieldErrors: firstErrors<VehicleField>(result.error) };
}
