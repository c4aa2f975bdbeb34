// @vitest-environment jsdom
import '../../../../../tests/support/ui-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApprovalFields, type PatientOption } from './approval-fields';

const patients: PatientOption[] = [
  { id: 'p-1', name: 'Dialysepatient, Dieter', krankenkasse: 'AOK Hessen' },
  { id: 'p-2', name: 'Strahl, Sabine', krankenkasse: 'TK' },
  { id: 'p-3', name: 'Ohne, Otto', krankenkasse: null },
];

function renderForm() {
  render(
    <form>
      <ApprovalFields idPrefix="t" errors={{}} patients={patients} />
    </form>,
  );
  return {
    patient: screen.getByLabelText(/^Patient/) as HTMLSelectElement,
    kasse: screen.getByLabelText(/^Krankenkasse/) as HTMLInputElement,
  };
}

describe("the approval form takes the chosen patient's Krankenkasse", () => {
  it('fills it on the choice and follows another choice', async () => {
    const user = userEvent.setup();
    const { patient, kasse } = renderForm();
    await user.selectOptions(patient, 'p-1');
    expect(kasse.value).toBe('AOK Hessen');
    await user.selectOptions(patient, 'p-2');
    expect(kasse.value).toBe('TK');
    await user.selectOptions(patient, 'p-3');
    expect(kasse.value).toBe('');
  });

  it('keeps a Krankenkasse the user typed', async () => {
    const user = userEvent.setup();
    const { patient, kasse } = renderForm();
    await user.type(kasse, 'Barmer');
    await user.selectOptions(patient, 'p-1');
    expect(kasse.value).toBe('Barmer');
  });
});
