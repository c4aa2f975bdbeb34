// The wizard's values of the booking tests: Erika Muster with phone, e-mail and both addresses, and the
// confirmation e-mail of step 4; date, time and consent are left to each test.
import { EMPTY_VALUES, type WizardValues } from './schemas';

export const erikaValues: WizardValues = {
  ...EMPTY_VALUES,
  vorname: 'Erika',
  nachname: 'Muster',
  telefon: '+49691234567',
  email: 'erika@example.org',
  abholadresse: 'Musterweg 1, Frankfurt',
  zieladresse: 'Klinikstraße 2, Frankfurt',
  bestaetigungsEmail: 'erika@example.org',
};
