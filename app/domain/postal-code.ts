// German postal codes (PLZ): the one parser of a PLZ in a free-text address, and of a list of PLZ that
// staff type (issue 38: "within the municipality" for the VAT of taxi rides, § 12 Abs. 2 Nr. 10 UStG).

/** Five digits standing alone ("60311", "D-60311"), not part of a longer number. */
const PLZ_IN_TEXT = /(?<!\d)\d{5}(?!\d)/g;

/**
 * The PLZ of an address ("Zeil 1, 60311 Frankfurt am Main" gives "60311"), or null. Of several
 * five-digit groups the one followed by a town name wins (a five-digit house number does not); of
 * those, the last (the PLZ comes after the street).
 */
export function postalCodeOf(address: string): string | null {
  const matches = [...address.matchAll(PLZ_IN_TEXT)];
  if (!matches.length) return null;
  const beforeTown = matches.filter((m) => /^\s+\p{L}/u.test(address.slice(m.index + 5)));
  const chosen = (beforeTown.length ? beforeTown : matches).at(-1)!;
  return chosen[0];
}

export type PostalCodeList = { ok: true; value: string[] } | { ok: false; message: string };

/** German PLZ run from 01001 to 99998; "00…" does not exist. */
const PLZ = /^(?!00)\d{5}$/;

/**
 * A list of PLZ as typed (separated by commas, semicolons, spaces or new lines), sorted and without
 * repeats; the first wrong entry is named in German.
 */
export function parsePostalCodeList(text: string): PostalCodeList {
  const entries = text.split(/[\s,;]+/).filter(Boolean);
  const wrong = entries.find((entry) => !PLZ.test(entry));
  if (wrong !== undefined)
    return { ok: false, message: `„${wrong}“ ist keine gültige Postleitzahl: Eine PLZ hat 5 Ziffern, z. B. 60311.` };
  return { ok: true, value: [...new Set(entries)].sort() };
}

/** Pickup and drop-off both lie in the list's postal codes (an address without PLZ is not within). */
export function withinPostalCodes(pickup: string, dropOff: string, codes: readonly string[]): boolean {
  const from = postalCodeOf(pickup);
  const to = postalCodeOf(dropOff);
  return from !== null && to !== null && codes.includes(from) && codes.includes(to);
}
