// Companions (Begleitpersonen, issue 20): people riding with the patient, 0 to 8 per booking. The
// dispatch seat check counts the patient plus these; the board and the drivers' app show "+N …".

export const MAX_BEGLEITPERSONEN = 8;

export const BEGLEITPERSONEN_MESSAGE = `Bitte geben Sie die Zahl der Begleitpersonen als ganze Zahl von 0 bis ${MAX_BEGLEITPERSONEN} ein.`;

/** A form's companions: a whole number 0–8, '' = not given (null); undefined for anything else. */
export function parseCompanions(value: string): number | null | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  if (!/^\d{1,2}$/.test(trimmed) || Number(trimmed) > MAX_BEGLEITPERSONEN) return undefined;
  return Number(trimmed);
}

/** "+1 Begleitperson", "+2 Begleitpersonen", or null without companions. */
export function companionsLabel(begleitpersonen: number): string | null {
  if (!(begleitpersonen > 0)) return null;
  return `+${begleitpersonen} ${begleitpersonen === 1 ? 'Begleitperson' : 'Begleitpersonen'}`;
}
