// E-mail addresses as people type them on phones: a stricter syntax check than "something@something.x"
// (no trailing dot, no empty label, a top-level domain of letters) and a "Meinten Sie …?" suggestion
// for typos of the common German and international mail domains (gmail.con, web.de., gmx.dee …).

// Letters and digits of any script (jörg@müller-fahrten.de); labels of at most 63 characters that
// neither start nor end with a hyphen; no address literals (a@[127.0.0.1]) or bare IP addresses.
const LABEL = '[\\p{L}\\p{N}](?:[\\p{L}\\p{N}-]{0,61}[\\p{L}\\p{N}])?';
const ATOM = "[\\p{L}\\p{N}!#$%&'*+/=?^_`{|}~-]+";
const EMAIL_PATTERN = new RegExp(`^${ATOM}(?:\\.${ATOM})*@(?:${LABEL}\\.)+\\p{L}{2,63}$`, 'u');

/** A syntactically usable address: "anna@web.de" yes; "anna@web.de.", "anna@web..de", "anna@web" no. */
export function isEmailAddress(value: string): boolean {
  return value.length <= 254 && EMAIL_PATTERN.test(value);
}

/** The mail domains most German households use, in order of preference when two are equally close. */
export const COMMON_EMAIL_DOMAINS = [
  'gmail.com',
  'web.de',
  'gmx.de',
  'gmx.net',
  't-online.de',
  'googlemail.com',
  'yahoo.de',
  'yahoo.com',
  'hotmail.de',
  'hotmail.com',
  'outlook.de',
  'outlook.com',
  'icloud.com',
  'freenet.de',
  'aol.com',
  'arcor.de',
  'posteo.de',
  // Real domains close to a common one: listed so that they are never "corrected".
  'mail.com',
  'gmx.com',
  'gmx.at',
  'aol.de',
  'me.com',
  'mac.com',
] as const;

/** Optimal string alignment distance (Levenshtein plus swapped neighbours: "gmial" → "gmail" is 1). */
function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

/**
 * The address the visitor probably meant, or null when the domain looks right (or is unknown and not
 * close to a common one). Only a hint: an unusual but real domain stays acceptable.
 */
export function suggestEmail(value: string): string | null {
  const trimmed = value.trim();
  const at = trimmed.lastIndexOf('@');
  if (at < 1 || at === trimmed.length - 1) return null;
  const local = trimmed.slice(0, at);
  const typed = trimmed.slice(at + 1);
  // Dots at the ends, commas for dots and spaces are the usual slips of a phone keyboard.
  const domain = typed
    .toLowerCase()
    .replace(/,/g, '.')
    .replace(/\s+/g, '')
    .replace(/\.{2,}/g, '.')
    .replace(/^\.+|\.+$/g, '');
  if (!domain) return null;
  const known = (COMMON_EMAIL_DOMAINS as readonly string[]).includes(domain);
  if (known) return domain === typed ? null : `${local}@${domain}`;
  // Allow one slip for short domains, two for longer ones; never guess between two equally close ones.
  const allowed = domain.length <= 6 ? 1 : 2;
  let best: string | null = null;
  let bestDistance = Infinity;
  let tie = false;
  for (const candidate of COMMON_EMAIL_DOMAINS) {
    const distance = editDistance(domain, candidate);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
      tie = false;
    } else if (distance === bestDistance) tie = true;
  }
  if (!best || bestDistance > allowed || tie) return null;
  return `${local}@${best}`;
}

/** "Meinten Sie anna@gmail.com?" */
export const emailSuggestionText = (suggestion: string) => `Meinten Sie ${suggestion}?`;
