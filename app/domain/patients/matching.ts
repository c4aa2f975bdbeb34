// Which existing patient an online booking (or a new patient record) probably is. The result is a
// suggestion for the dispatcher to accept or dismiss; nothing here merges or links by itself.
//
// Evidence, strongest first:
//   same name + same date of birth              -> hoch
//   same name + same phone                      -> hoch
//   same phone only (a relative's or a care home's line is shared by several patients), or
//   same phone and date of birth under another name (misspelt, married)                -> mittel
//   same name only, and a date of birth is missing on one side                         -> niedrig
//   same name but a different date of birth     -> no suggestion (a namesake)
// Names compare without case, accents, umlaut spelling (ü = ue = u), ß/ss, hyphens and extra spaces,
// and with first and last name swapped (forms get filled in both orders).
import { toE164 } from './phone';

export type MatchStrength = 'hoch' | 'mittel' | 'niedrig';

export type MatchReason = 'name' | 'geburtsdatum' | 'telefon';

export type PersonForMatching = {
  firstName: string;
  lastName: string;
  /** yyyy-MM-dd, or null when unknown (the public wizard does not ask for it). */
  dateOfBirth: string | null;
  /** As typed or stored, in any notation; compared in E.164. */
  phones: readonly string[];
};

export type PatientMatch = {
  strength: MatchStrength;
  reasons: MatchReason[];
  /** For staff: "Name und Geburtsdatum stimmen überein." */
  message: string;
};

export const MATCH_STRENGTH_LABELS: Record<MatchStrength, string> = {
  hoch: 'Wahrscheinlich dieselbe Person',
  mittel: 'Möglicherweise dieselbe Person',
  niedrig: 'Gleicher Name',
};

const UMLAUTS: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' };

/**
 * A name reduced for comparison: "  Müller-Lüdenscheidt " and "mueller ludenscheidt" both become
 * "muller ludenscheidt". Umlauts are first spelled out, then accents dropped, then "ae/oe/ue" folded
 * to the vowel, so all three German spellings meet.
 */
export function normaliseName(name: string): string {
  return name
    .toLowerCase()
    .replace(/[äöüß]/g, (c) => UMLAUTS[c] ?? c)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/([aou])e/g, '$1')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

function sameName(a: PersonForMatching, b: PersonForMatching): boolean {
  const aFirst = normaliseName(a.firstName);
  const aLast = normaliseName(a.lastName);
  const bFirst = normaliseName(b.firstName);
  const bLast = normaliseName(b.lastName);
  if (aLast === '' || bLast === '') return false;
  return (aFirst === bFirst && aLast === bLast) || (aFirst === bLast && aLast === bFirst);
}

function sharePhone(a: PersonForMatching, b: PersonForMatching): boolean {
  const left = new Set(a.phones.map(toE164).filter((n): n is string => n !== null));
  return b.phones.some((phone) => {
    const e164 = toE164(phone);
    return e164 !== null && left.has(e164);
  });
}

/** How strongly `candidate` (the booking) suggests `patient`; null when nothing points to it. */
export function matchPatient(candidate: PersonForMatching, patient: PersonForMatching): PatientMatch | null {
  const name = sameName(candidate, patient);
  const phone = sharePhone(candidate, patient);
  const bothBirthDates = candidate.dateOfBirth !== null && patient.dateOfBirth !== null;
  const birthDate = bothBirthDates && candidate.dateOfBirth === patient.dateOfBirth;

  if (name && birthDate) {
    return phone
      ? {
          strength: 'hoch',
          reasons: ['name', 'geburtsdatum', 'telefon'],
          message: 'Name, Geburtsdatum und Telefonnummer stimmen überein.',
        }
      : { strength: 'hoch', reasons: ['name', 'geburtsdatum'], message: 'Name und Geburtsdatum stimmen überein.' };
  }
  // A namesake with a different date of birth is another person; only a shared line remains.
  const namesake = name && bothBirthDates;
  if (name && phone && !namesake) {
    return { strength: 'hoch', reasons: ['name', 'telefon'], message: 'Name und Telefonnummer stimmen überein.' };
  }
  if (phone) {
    return birthDate
      ? {
          strength: 'mittel',
          reasons: ['geburtsdatum', 'telefon'],
          message:
            'Geburtsdatum und Telefonnummer stimmen überein, der Name nicht (Schreibweise oder Namensänderung?).',
        }
      : {
          strength: 'mittel',
          reasons: ['telefon'],
          message: 'Die Telefonnummer stimmt überein, der Name nicht (z. B. Angehörige oder Pflegeheim).',
        };
  }
  if (name && !namesake) {
    return {
      strength: 'niedrig',
      reasons: ['name'],
      message: 'Der Name stimmt überein; das Geburtsdatum fehlt zum Vergleich.',
    };
  }
  return null;
}

const ORDER: Record<MatchStrength, number> = { hoch: 0, mittel: 1, niedrig: 2 };

/** The suggestions for a booking among `patients`, strongest first; each patient at most once. */
export function suggestPatients<P extends PersonForMatching>(
  candidate: PersonForMatching,
  patients: readonly P[],
): { patient: P; match: PatientMatch }[] {
  return patients
    .map((patient) => ({ patient, match: matchPatient(candidate, patient) }))
    .filter((entry): entry is { patient: P; match: PatientMatch } => entry.match !== null)
    .sort(
      (a, b) => ORDER[a.match.strength] - ORDER[b.match.strength] || b.match.reasons.length - a.match.reasons.length,
    );
}
