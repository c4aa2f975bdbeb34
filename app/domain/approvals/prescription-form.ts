// The prescription (Verordnung einer Krankenbeförderung, Muster 4, version 2020) as staff enter it from
// the paper form (issue 18). One schema for browser and server; field names are the form's names.
import { TRANSPORT_TYPES, transportTypeOf, type TransportType } from '#app/domain/bookings/transport';
import { z } from '#app/domain/zod-jitless';
import { TRANSPORT_MEANS, TRIP_REASONS, type TransportMeans, type TripReason } from './classification';
import { LANR_MESSAGES, parseLanr } from './lanr';
import { checkbox, formString, oneOf, optionalDate, optionalText, requiredDate, requiredText } from './form-fields';

export const ACCIDENT_KINDS = ['keiner', 'unfall', 'arbeitsunfall', 'versorgungsleiden'] as const;
export type AccidentKind = (typeof ACCIDENT_KINDS)[number];

export const ACCIDENT_LABELS: Record<AccidentKind, string> = {
  keiner: 'Kein Unfall',
  unfall: 'Unfall, Unfallfolgen',
  arbeitsunfall: 'Arbeitsunfall, Berufskrankheit (BG)',
  versorgungsleiden: 'Versorgungsleiden (z. B. BVG)',
};

/** The LANR (Arztnummer): nine digits with the KBV's check digit (lanr.ts); '' = not given. */
const lanrField = formString.pipe(
  z.string().transform((raw, ctx) => {
    const parsed = parseLanr(raw);
    if (parsed.status === 'ok') return parsed.value;
    if (parsed.status === 'empty') return null;
    ctx.addIssue({ code: 'custom', message: LANR_MESSAGES[parsed.status] });
    return z.NEVER;
  }),
);

/** The BSNR (Betriebsstättennummer) is nine digits (it has no check digit). */
const nineDigits = (label: string) =>
  formString.pipe(
    z.union([
      z.literal('').transform(() => null),
      z
        .string()
        .transform((value) => value.replace(/\s+/g, ''))
        .pipe(z.string().regex(/^\d{9}$/, `Die ${label} besteht aus neun Ziffern.`)),
    ]),
  );

export const prescriptionFormSchema = z
  .object({
    ausstellungsdatum: requiredDate('Bitte geben Sie das Ausstellungsdatum der Verordnung ein.'),
    arztName: requiredText(200, 'Bitte geben Sie den verordnenden Arzt ein.', 'name'),
    lanr: lanrField,
    bsnr: nineDigits('Betriebsstättennummer (BSNR)'),
    zuzahlungsbefreit: checkbox,
    unfall: oneOf(ACCIDENT_KINDS, 'Bitte wählen Sie eine Angabe zum Unfall.'),
    hinfahrt: checkbox,
    rueckfahrt: checkbox,
    grund: oneOf(TRIP_REASONS, 'Bitte wählen Sie den Grund der Beförderung.'),
    befoerderungsmittel: oneOf(TRANSPORT_MEANS, 'Bitte wählen Sie das Beförderungsmittel.'),
    position: oneOf(TRANSPORT_TYPES, 'Bitte wählen Sie, wie der Patient befördert wird.'),
    ktwBegruendung: optionalText(500),
    mobilitaetDauerhaft: checkbox,
    aufnahmedatum: optionalDate,
    entlassungsdatum: optionalDate,
    behandlungsstaette: optionalText(300),
    datumVon: optionalDate,
    datumBis: optionalDate,
    proWoche: formString.pipe(
      z.union([
        z.literal('').transform(() => null),
        z
          .string()
          .regex(/^\d{1,2}$/, 'Bitte geben Sie eine Zahl von 1 bis 14 ein.')
          .transform(Number)
          .pipe(
            z
              .number()
              .int()
              .min(1, 'Bitte geben Sie eine Zahl von 1 bis 14 ein.')
              .max(14, 'Bitte geben Sie eine Zahl von 1 bis 14 ein.'),
          ),
      ]),
    ),
    wartezeit: checkbox,
  })
  .superRefine((value, ctx) => {
    if (!value.hinfahrt && !value.rueckfahrt) {
      ctx.addIssue({
        code: 'custom',
        path: ['hinfahrt'],
        message: 'Bitte kreuzen Sie Hinfahrt, Rückfahrt oder beides an.',
      });
    }
    if (value.befoerderungsmittel === 'ktw' && !value.ktwBegruendung) {
      ctx.addIssue({
        code: 'custom',
        path: ['ktwBegruendung'],
        message: 'Für einen KTW nennt die Verordnung den Grund (medizinisch-fachliche Betreuung).',
      });
    }
    if (value.datumVon && value.datumBis && value.datumBis < value.datumVon) {
      ctx.addIssue({ code: 'custom', path: ['datumBis'], message: 'Das Enddatum liegt vor dem Beginn.' });
    }
    if (value.grund === 'vorstationaer' && !value.aufnahmedatum) {
      ctx.addIssue({
        code: 'custom',
        path: ['aufnahmedatum'],
        message: 'Für eine vorstationäre Behandlung brauchen wir das Aufnahmedatum.',
      });
    }
    if (value.grund === 'nachstationaer' && !value.entlassungsdatum) {
      ctx.addIssue({
        code: 'custom',
        path: ['entlassungsdatum'],
        message: 'Für eine nachstationäre Behandlung brauchen wir das Entlassungsdatum.',
      });
    }
  });

export type PrescriptionInput = z.output<typeof prescriptionFormSchema>;

/**
 * The Beförderungsart (Muster 4: sitzend, Rollstuhl, Tragestuhl, liegend) a new prescription starts with:
 * the booking's transport type (the one mapping, transportTypeOf), else sitzend. A wheelchair booking
 * thus gets a wheelchair prescription unless staff change it to what the paper says.
 */
export function defaultPrescriptionPosition(booking: Parameters<typeof transportTypeOf>[0]): TransportType {
  return transportTypeOf(booking) ?? 'sitzend';
}

/**
 * The legs (Hinfahrt, Rückfahrt) a new prescription for a booking starts with: the legs the booking has,
 * so a booking with a return ("nach Termin" or fixed) starts with both ticked; without legs, Hinfahrt.
 * Staff untick what the paper does not order.
 */
export function defaultPrescriptionLegs(legs: readonly { kind: 'hin' | 'rueck' }[]): {
  hinfahrt: boolean;
  rueckfahrt: boolean;
} {
  const hinfahrt = legs.some((leg) => leg.kind === 'hin');
  const rueckfahrt = legs.some((leg) => leg.kind === 'rueck');
  return hinfahrt || rueckfahrt ? { hinfahrt, rueckfahrt } : { hinfahrt: true, rueckfahrt: false };
}

/** A stored prescription as screens and rules read it. */
export type PrescriptionView = PrescriptionInput & {
  grund: TripReason;
  befoerderungsmittel: TransportMeans;
  position: TransportType;
  hasScan: boolean;
  scanName: string | null;
};
