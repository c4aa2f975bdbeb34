// Safety and handling flags of a ride (issue 17): infektiös, adipositas, Rollstuhl, Tragestuhl,
// sehbeeinträchtigt, no barrier-free access (stairs) and the free-text note, derived in one place from
// what the wizard and the staff store (`besonderheiten`, `transportart`). Every place that shows a leg
// to staff or a driver (list, dashboard, trip list, driver message, details) uses this function.
import type { Besonderheiten } from './read-models';

export const HANDLING_FLAG_KEYS = [
  'infektioes',
  'adipositas',
  'rollstuhl',
  'tragestuhl',
  'sehbeeintraechtigt',
  'treppen',
  'hinweis',
] as const;
export type HandlingFlagKey = (typeof HANDLING_FLAG_KEYS)[number];

export type HandlingFlag = { key: HandlingFlagKey; label: string };

export const HANDLING_FLAG_LABELS: Record<Exclude<HandlingFlagKey, 'hinweis'>, string> = {
  infektioes: 'Infektiös',
  adipositas: 'Adipositas',
  rollstuhl: 'Rollstuhl',
  tragestuhl: 'Tragestuhl',
  sehbeeintraechtigt: 'Sehbeeinträchtigt',
  treppen: 'Kein barrierefreier Zugang (Treppen)',
};

export type FlagSource = {
  transportart: string | null | undefined;
  besonderheiten: Besonderheiten | Record<string, unknown> | null | undefined;
};

/** The flags of a ride, most safety-relevant first; the free-text note last, as "Hinweis: …". */
export function handlingFlags({ transportart, besonderheiten }: FlagSource): HandlingFlag[] {
  const b = (besonderheiten ?? {}) as Record<string, unknown>;
  const flags: HandlingFlag[] = [];
  const add = (key: Exclude<HandlingFlagKey, 'hinweis'>) => flags.push({ key, label: HANDLING_FLAG_LABELS[key] });
  if (b['infektiös'] === true) add('infektioes');
  if (b.adipositas === true) add('adipositas');
  const noAccess = b.barrierefreiZugang === false;
  // A wheelchair user without barrier-free access is carried in a carrying chair (transportCode's TS).
  if (transportart === 'tragestuhl' || (!transportart && b.rollstuhl === true && noAccess)) add('tragestuhl');
  else if (transportart === 'rollstuhl' || b.rollstuhl === true) add('rollstuhl');
  if (b['sehbeeinträchtigt'] === true) add('sehbeeintraechtigt');
  if (noAccess) add('treppen');
  const note = typeof b.weitereHinweise === 'string' ? b.weitereHinweise.trim() : '';
  if (note) flags.push({ key: 'hinweis', label: `Hinweis: ${note}` });
  else if (b.weitere === true) flags.push({ key: 'hinweis', label: 'Hinweis: weitere Besonderheiten' });
  return flags;
}

/** One line for texts (trip list, driver message): "Infektiös, Rollstuhl, Hinweis: …", or null. */
export function handlingFlagsText(source: FlagSource): string | null {
  const flags = handlingFlags(source);
  return flags.length ? flags.map((f) => f.label).join(', ') : null;
}
