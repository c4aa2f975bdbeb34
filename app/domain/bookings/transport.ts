// Transport types and the short code shown in lists (SPEC.md §3, §9).

export const TRANSPORT_TYPES = ['sitzend', 'rollstuhl', 'tragestuhl', 'liegend'] as const;
export type TransportType = (typeof TRANSPORT_TYPES)[number];
export type TransportCode = 'TS' | 'RS' | 'SI' | 'LI';

export const TRANSPORT_LABELS: Record<TransportType, string> = {
  sitzend: 'Sitzend',
  rollstuhl: 'Rollstuhl',
  tragestuhl: 'Tragestuhl',
  liegend: 'Liegend',
};

export const TRANSPORT_CODES: Record<TransportType, TransportCode> = {
  sitzend: 'SI',
  rollstuhl: 'RS',
  tragestuhl: 'TS',
  liegend: 'LI',
};

/** The colour legend, in SPEC.md's order: TS blue, RS green, SI yellow, LI purple. */
export const TRANSPORT_LEGEND: {
  code: TransportCode;
  label: string;
  colour: 'blue' | 'green' | 'yellow' | 'purple';
}[] = [
  { code: 'TS', label: TRANSPORT_LABELS.tragestuhl, colour: 'blue' },
  { code: 'RS', label: TRANSPORT_LABELS.rollstuhl, colour: 'green' },
  { code: 'SI', label: TRANSPORT_LABELS.sitzend, colour: 'yellow' },
  { code: 'LI', label: TRANSPORT_LABELS.liegend, colour: 'purple' },
];

export function isTransportType(value: unknown): value is TransportType {
  return typeof value === 'string' && (TRANSPORT_TYPES as readonly string[]).includes(value);
}

export function transportLabel(value: string | null | undefined): string | null {
  return isTransportType(value) ? TRANSPORT_LABELS[value] : null;
}

type CodeInput = {
  transportart: string | null | undefined;
  besonderheiten: { rollstuhl?: boolean; barrierefreiZugang?: boolean } | null | undefined;
};

/**
 * The list code of a booking: from its transport type; when that is empty, derived from the special
 * needs: a wheelchair gives RS, or TS (carrying chair) when the access is not barrier-free. Else none.
 */
export function transportCode({ transportart, besonderheiten }: CodeInput): TransportCode | null {
  if (isTransportType(transportart)) return TRANSPORT_CODES[transportart];
  if (besonderheiten?.rollstuhl) return besonderheiten.barrierefreiZugang === false ? 'TS' : 'RS';
  return null;
}

const TYPE_BY_CODE = Object.fromEntries(TRANSPORT_TYPES.map((type) => [TRANSPORT_CODES[type], type])) as Record<
  TransportCode,
  TransportType
>;

/**
 * The transport type a booking is driven as: its Transportart, else the type its special needs give
 * (wheelchair → Rollstuhl, without barrier-free access → Tragestuhl), else null. The one mapping for the
 * price rule of its legs and the Beförderungsart its prescription starts with.
 */
export function transportTypeOf(input: CodeInput): TransportType | null {
  const code = transportCode(input);
  return code ? TYPE_BY_CODE[code] : null;
}

export const TRANSPORT_NOT_SET = 'Nicht festgelegt';

/**
 * The transport type as the details show it, saying where it comes from, so the details and the list
 * never seem to disagree (issue 22): the type staff set ("Rollstuhl"); else the type the list derives
 * from the wizard's answers, marked as such ("Rollstuhl (RS), aus den Angaben der Buchung"); else
 * "Nicht festgelegt".
 */
export function transportDescription(input: CodeInput): { text: string; derived: boolean } {
  const set = transportLabel(input.transportart);
  if (set) return { text: set, derived: false };
  const code = transportCode(input);
  if (!code) return { text: TRANSPORT_NOT_SET, derived: false };
  const label = TRANSPORT_LEGEND.find((entry) => entry.code === code)!.label;
  return { text: `${label} (${code}), aus den Angaben der Buchung`, derived: true };
}
