// Forms that take facts from the patient chosen in them (issue 37): the approvals form's Krankenkasse,
// Neue Serie's addresses and Transportart. Choosing a patient fills a field while it is empty or still
// holds what the previous choice filled in; what the user typed stays.

/** The field's value after the chosen patient changed from one that fills `previousFill` to one that fills `nextFill`. */
export function prefillOnChoice(current: string, previousFill: string, nextFill: string): string {
  return current.trim() === '' || current === previousFill ? nextFill : current;
}

/** What a patient gives Neue Serie: home as the pickup, their only favourite place as the destination, their Transportart. */
export function seriesPrefillOf(
  patient: { adresse: string | null; orte: readonly { adresse: string }[]; transportart: string | null } | undefined,
): {
  abholadresse: string;
  zieladresse: string;
  transportart: string;
} {
  if (!patient) return { abholadresse: '', zieladresse: '', transportart: '' };
  return {
    abholadresse: patient.adresse ?? '',
    // With several favourite places the form offers them; none is chosen for the user.
    zieladresse: patient.orte.length === 1 ? patient.orte[0]!.adresse : '',
    transportart: patient.transportart ?? '',
  };
}
