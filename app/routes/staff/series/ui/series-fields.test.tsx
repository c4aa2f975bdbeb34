// @vitest-environment jsdom
import '../../../../../tests/support/ui-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SeriesFields, type SeriesPatientOption } from './series-fields';

const option = (id: string, name: string, values: Partial<SeriesPatientOption>): SeriesPatientOption => ({
  id,
  name,
  places: [],
  adresse: null,
  orte: [],
  transportart: null,
  approvals: [],
  ...values,
});
const patients = [
  option('p-1', 'Dialysefahrt, Dieter', {
    adresse: 'Lindenweg 3, Frankfurt',
    orte: [{ label: 'Dialyse', adresse: 'Dialyse Nord, Friedberg' }],
    transportart: 'rollstuhl',
  }),
  option('p-2', 'Strahl, Sabine', {
    adresse: 'Am Hang 1, Bad Homburg',
    orte: [
      { label: 'Praxis', adresse: 'A' },
      { label: 'Klinik', adresse: 'B' },
    ],
    transportart: 'liegend',
  }),
];

function renderForm(patientId = '') {
  render(
    <form>
      <SeriesFields idPrefix="t" defaults={{ patientId }} errors={{}} patients={patients} startLabel="Beginn" />
    </form>,
  );
  return {
    patient: screen.getByLabelText(/^Patient/) as HTMLSelectElement,
    pickup: screen.getByLabelText(/^Abholadresse/) as HTMLInputElement,
    destination: screen.getByLabelText(/^Zieladresse/) as HTMLInputElement,
    transport: screen.getByLabelText(/^Transportart/) as HTMLSelectElement,
  };
}

describe("Neue Serie takes the chosen patient's addresses and Transportart", () => {
  it('fills them when the patient is chosen in the form, and follows another choice', async () => {
    const user = userEvent.setup();
    const form = renderForm();
    expect([form.pickup.value, form.destination.value, form.transport.value]).toEqual(['', '', '']);
    await user.selectOptions(form.patient, 'p-1');
    expect([form.pickup.value, form.destination.value, form.transport.value]).toEqual([
      'Lindenweg 3, Frankfurt',
      'Dialyse Nord, Friedberg',
      'rollstuhl',
    ]);
    // Another patient with two favourite places: the destination filled for the first patient is emptied.
    await user.selectOptions(form.patient, 'p-2');
    expect([form.pickup.value, form.destination.value, form.transport.value]).toEqual([
      'Am Hang 1, Bad Homburg',
      '',
      'liegend',
    ]);
  });

  it('keeps what the user typed or chose', async () => {
    const user = userEvent.setup();
    const form = renderForm();
    await user.type(form.pickup, 'Zeil 5, Frankfurt');
    await user.selectOptions(form.transport, 'sitzend');
    await user.selectOptions(form.patient, 'p-1');
    expect([form.pickup.value, form.destination.value, form.transport.value]).toEqual([
      'Zeil 5, Frankfurt',
      'Dialyse Nord, Friedberg',
      'sitzend',
    ]);
  });

  it('is filled at once when opened for a patient (from the patient page)', () => {
    const form = renderForm('p-1');
    expect([form.pickup.value, form.destination.value, form.transport.value]).toEqual([
      'Lindenweg 3, Frankfurt',
      'Dialyse Nord, Friedberg',
      'rollstuhl',
    ]);
  });
});
