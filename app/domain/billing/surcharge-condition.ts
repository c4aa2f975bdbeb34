// For which legs a price rule's surcharge counts (issue 21, decision 231): every leg the rule prices
// ("alle Fahrten", the default and what rules stored before conditions existed mean), only legs of one
// transport type, or only legs whose booking carries a handling flag (handling-flags.ts). Stored in the
// rule's surcharge JSON (`bedingung`); the form sends it as one select value ("transport:rollstuhl").
// Pure: billing (leg-billing.ts) asks `surchargeApplies` per leg.
import { HANDLING_FLAG_LABELS, type HandlingFlagKey } from '#app/domain/bookings/handling-flags';
import { TRANSPORT_LABELS, TRANSPORT_TYPES, isTransportType, type TransportType } from '#app/domain/bookings/transport';

/** The handling flags a surcharge can depend on (wheelchair and carrying chair are transport types). */
export const SURCHARGE_FLAGS = [
  'treppen',
  'adipositas',
  'infektioes',
  'sehbeeintraechtigt',
] as const satisfies readonly HandlingFlagKey[];
export type SurchargeFlag = (typeof SURCHARGE_FLAGS)[number];

export type SurchargeCondition =
  { art: 'alle' } | { art: 'transport'; transportart: TransportType } | { art: 'merkmal'; merkmal: SurchargeFlag };

export const ALL_LEGS: SurchargeCondition = { art: 'alle' };

/** What billing knows about a leg to decide: its transport type and its booking's handling flags. */
export type SurchargeLeg = { transportart: TransportType | null; flags: readonly HandlingFlagKey[] };

function isSurchargeFlag(value: unknown): value is SurchargeFlag {
  return typeof value === 'string' && (SURCHARGE_FLAGS as readonly string[]).includes(value);
}

/** A stored condition (JSON) as a checked one; absent means every leg, anything unreadable null. */
export function readCondition(stored: unknown): SurchargeCondition | null {
  if (stored === undefined || stored === null) return ALL_LEGS;
  if (typeof stored !== 'object') return null;
  const c = stored as Record<string, unknown>;
  if (c.art === 'alle') return ALL_LEGS;
  if (c.art === 'transport' && isTransportType(c.transportart))
    return { art: 'transport', transportart: c.transportart };
  if (c.art === 'merkmal' && isSurchargeFlag(c.merkmal)) return { art: 'merkmal', merkmal: c.merkmal };
  return null;
}

/**
 * Whether the surcharge counts for the leg. A condition that cannot be read never applies: billing a
 * surcharge the contract may not cover is worse than leaving it out (staff see it on the rule).
 */
export function surchargeApplies(stored: unknown, leg: SurchargeLeg): boolean {
  const condition = readCondition(stored);
  if (!condition) return false;
  if (condition.art === 'alle') return true;
  if (condition.art === 'transport') return leg.transportart === condition.transportart;
  return leg.flags.includes(condition.merkmal);
}

/** The select's value for a condition: "alle", "transport:<type>", "merkmal:<flag>". */
export function conditionValue(condition: SurchargeCondition): string {
  if (condition.art === 'alle') return 'alle';
  return condition.art === 'transport' ? `transport:${condition.transportart}` : `merkmal:${condition.merkmal}`;
}

/** The select's value back as a condition; empty means every leg, anything else unknown is null. */
export function parseConditionValue(raw: string): SurchargeCondition | null {
  if (raw === '' || raw === 'alle') return ALL_LEGS;
  const [art, value] = raw.split(':');
  if (art === 'transport' && isTransportType(value)) return { art: 'transport', transportart: value };
  if (art === 'merkmal' && isSurchargeFlag(value)) return { art: 'merkmal', merkmal: value };
  return null;
}

export function conditionLabel(condition: SurchargeCondition): string {
  if (condition.art === 'alle') return 'alle Fahrten';
  if (condition.art === 'transport') return `nur Fahrten ${TRANSPORT_LABELS[condition.transportart]}`;
  return `nur Fahrten mit Merkmal „${HANDLING_FLAG_LABELS[condition.merkmal]}“`;
}

/** The select's options, "alle Fahrten" first. */
export const SURCHARGE_CONDITION_OPTIONS: { value: string; label: string }[] = [
  ALL_LEGS,
  ...TRANSPORT_TYPES.map((transportart): SurchargeCondition => ({ art: 'transport', transportart })),
  ...SURCHARGE_FLAGS.map((merkmal): SurchargeCondition => ({ art: 'merkmal', merkmal })),
].map((condition) => ({ value: conditionValue(condition), label: conditionLabel(condition) }));

export const CONDITION_MESSAGES = {
  unknown: 'Bitte wählen Sie, für welche Fahrten der Zuschlag gilt.',
  withoutSurcharge: 'Eine Bedingung gilt nur für einen Zuschlag mit Bezeichnung und Betrag.',
} as const;
