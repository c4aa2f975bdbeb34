// German number plates (Kfz-Kennzeichen): district code of 1-3 letters (umlauts allowed), 1-2
// recognition letters, a 1-4 digit number without leading zero, optional E (electric) or H (historic)
// suffix; at most 8 letters and digits without the suffix. Examples: "F-AB 123", "HG-KF 7", "B-XY 1234E".

const PLATE_PATTERN = /^([A-ZÄÖÜ]{1,3})\s*[-\s]\s*([A-Z]{1,2})\s*-?\s*([1-9][0-9]{0,3})\s*([EH])?$/;

export type ParsedPlate = { district: string; letters: string; number: string; suffix: 'E' | 'H' | null };

/**
 * Parses a plate typed in any common spelling ("f ab 123", "F-AB123", "f-ab-123e"); null if invalid.
 * District and letters must be separated (else "FAB 1" would be ambiguous).
 */
export function parseGermanPlate(input: string): ParsedPlate | null {
  const value = input.trim().toUpperCase().replace(/\s+/g, ' ');
  const match = PLATE_PATTERN.exec(value);
  if (!match) return null;
  const [, district, letters, number, suffix] = match as unknown as [
    string,
    string,
    string,
    string,
    string | undefined,
  ];
  if (district.length + letters.length + number.length > 8) return null;
  return { district, letters, number, suffix: suffix === 'E' || suffix === 'H' ? suffix : null };
}

/** The canonical spelling "F-AB 123" (suffix attached: "B-XY 1234E"); null if not a German plate. */
export function formatGermanPlate(input: string): string | null {
  const plate = parseGermanPlate(input);
  if (!plate) return null;
  return `${plate.district}-${plate.letters} ${plate.number}${plate.suffix ?? ''}`;
}

export function isGermanPlate(input: string): boolean {
  return parseGermanPlate(input) !== null;
}
