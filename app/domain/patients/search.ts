// The words of a patient search. Lists show "Nachname, Vorname" while people also type "Vorname Nachname",
// so the search matches each word on its own, in any order, and a comma counts as a space.

/** The lower-case words of a search text, split at spaces and commas; empty words dropped. */
export function searchWords(q: string): string[] {
  return q
    .toLowerCase()
    .split(/[\s,;]+/)
    .filter((word) => word !== '');
}
