// @vitest-environment jsdom
import '../../../tests/support/ui-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { EMPTY_VALUES, type WizardValues } from '#app/domain/booking/schemas';
import { PatientStep } from './wizard-steps';

function Harness() {
  const [values, setValues] = useState<WizardValues>(EMPTY_VALUES);
  return (
    <PatientStep
      values={values}
      errors={{}}
      provider={null}
      onChange={(field, value) => setValues((v) => ({ ...v, [field]: value }))}
    />
  );
}

describe('PatientStep', () => {
  it('offers the probable address for a typo of a common domain once the field is left, and takes it on request', async () => {
    render(<Harness />);
    const email = screen.getByLabelText(/^E-Mail/) as HTMLInputElement;
    await userEvent.type(email, 'anna@gmail.con');
    expect(screen.queryByText(/Meinten Sie/)).toBeNull();
    await userEvent.tab();
    expect(screen.getByText('Meinten Sie anna@gmail.com?')).toBeTruthy();
    expect(email.getAttribute('aria-describedby')).toContain('kf-buchung-email-suggestion');
    await userEvent.click(screen.getByRole('button', { name: /Übernehmen/ }));
    expect(email.value).toBe('anna@gmail.com');
    await userEvent.tab();
    expect(screen.queryByText(/Meinten Sie/)).toBeNull();
  });

  it('says nothing for a correct address', async () => {
    render(<Harness />);
    await userEvent.type(screen.getByLabelText(/^E-Mail/), 'anna@web.de');
    await userEvent.tab();
    expect(screen.queryByText(/Meinten Sie/)).toBeNull();
  });

  it('lets the browser fill the pickup from the visitor’s address but not the destination', () => {
    render(<Harness />);
    expect(screen.getByLabelText(/^Abholadresse/).getAttribute('autocomplete')).toBe('address-line1');
    expect(screen.getByLabelText(/^Zieladresse/).getAttribute('autocomplete')).toBe('off');
  });
});
