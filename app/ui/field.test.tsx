// @vitest-environment jsdom
import '../../tests/support/ui-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Field } from './field';
import { Input } from './input';
import { NativeSelect } from './native-select';
import { Textarea } from './textarea';

describe('Field', () => {
  it('links label, hint and German error to the control', () => {
    render(
      <Field label="Telefon" hint="Für Rückfragen zur Fahrt" error="Bitte geben Sie eine Telefonnummer an." required>
        <Input name="telefon" type="tel" />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: /Telefon/ });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-required')).toBe('true');
    expect(input).toHaveProperty('name', 'telefon');
    const described = (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['Für Rückfragen zur Fahrt', 'Bitte geben Sie eine Telefonnummer an.']);
  });

  it('is valid without an error and keeps the control id it was given', () => {
    render(
      <Field label="Hinweise">
        <Textarea id="hinweise" />
      </Field>,
    );
    const textarea = screen.getByRole('textbox', { name: 'Hinweise' });
    expect(textarea.id).toBe('hinweise');
    expect(textarea.hasAttribute('aria-invalid')).toBe(false);
    expect(textarea.hasAttribute('aria-describedby')).toBe(false);
  });

  it("keeps the control's own description after hint and error", () => {
    render(
      <>
        <p id="format">Format: TT.MM.JJJJ</p>
        <Field label="Datum" hint="Tag der Fahrt" error="Bitte geben Sie ein Datum an.">
          <Input aria-describedby="format" />
        </Field>
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'Datum' });
    expect(
      input
        .getAttribute('aria-describedby')!
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent),
    ).toEqual(['Tag der Fahrt', 'Bitte geben Sie ein Datum an.', 'Format: TT.MM.JJJJ']);
  });

  it('hands the wiring to a render function for compound controls', () => {
    render(
      <Field label="Transportart" error="Bitte wählen Sie eine Transportart.">
        {(control) => (
          <NativeSelect {...control} defaultValue="">
            <option value="">Bitte wählen</option>
            <option value="sitzend">Sitzend</option>
          </NativeSelect>
        )}
      </Field>,
    );
    const select = screen.getByRole('combobox', { name: 'Transportart' });
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(select.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Bitte wählen Sie eine Transportart.',
    );
  });

  it('moves focus to the control when its label is clicked, and Tab goes from control to control', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Field label="Vorname">
          <Input />
        </Field>
        <Field label="Nachname">
          <Input />
        </Field>
      </>,
    );
    await user.click(screen.getByText('Nachname'));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Nachname' }));
    await user.keyboard('Muster');
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Vorname' }));
    expect(screen.getByRole('textbox', { name: 'Nachname' })).toHaveProperty('value', 'Muster');
  });
});

describe('NativeSelect', () => {
  it('selects an option and keeps its accessible name', async () => {
    const user = userEvent.setup();
    render(
      <NativeSelect aria-label="Status" defaultValue="alle">
        <option value="alle">Alle</option>
        <option value="pending">Offen</option>
      </NativeSelect>,
    );
    const select = screen.getByRole('combobox', { name: 'Status' });
    await user.selectOptions(select, 'Offen');
    expect(select).toHaveProperty('value', 'pending');
  });
});
