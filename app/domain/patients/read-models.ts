// The shapes in which the server hands patients to the back office; the screens render them.

/** One leg of a patient's bookings on the patient page. */
export type PatientLeg = {
  bookingId: string;
  bookingNumber: string;
  status: string;
  kind: 'hin' | 'rueck';
  timing: 'fest' | 'nach-termin';
  datum: string;
  uhrzeit: string | null;
  abholadresse: string;
  zieladresse: string;
  legStatus: string;
};
