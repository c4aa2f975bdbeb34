// @vitest-environment jsdom
import '../../tests/support/ui-dom';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './checkbox';
import { Label } from './label';
import { RadioGroup, RadioGroupItem } from './radio-group';
import { Select, SelectContent, SelectGroup, SelectItem, SelectLabel, SelectTrigger, SelectValue } from './select';
import { Switch } from './switch';

function formValues(form: HTMLFormElement) {
  return Object.fromEntries(new FormData(form).entries());
}

describe('Checkbox', () => {
  it('toggles with Space, is named by its label and submits with its form', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <form>
        <Checkbox id="datenschutz" name="datenschutz" />
        <Label htmlFor="datenschutz">Ich stimme der Datenschutzerklärung zu</Label>
      </form>,
    );
    const checkbox = screen.getByRole('checkbox', { name: 'Ich stimme der Datenschutzerklärung zu' });
    await user.tab();
    expect(document.activeElement).toBe(checkbox);
    await user.keyboard(' ');
    expect(checkbox.getAttribute('aria-checked')).toBe('true');
    expect(formValues(container.querySelector('form')!)).toEqual({ datenschutz: 'on' });
    await user.keyboard(' ');
    expect(checkbox.getAttribute('aria-checked')).toBe('false');
    expect(formValues(container.querySelector('form')!)).toEqual({});
  });

  it('shows the mixed state for "select all" with some rows selected', () => {
    render(<Checkbox aria-label="Alle auswählen" checked="indeterminate" />);
    expect(screen.getByRole('checkbox', { name: 'Alle auswählen' }).getAttribute('aria-checked')).toBe('mixed');
  });
});

describe('Switch', () => {
  it('toggles with Space and Enter', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    render(<Switch aria-label="WhatsApp aktiv" onCheckedChange={onCheckedChange} />);
    const toggle = screen.getByRole('switch', { name: 'WhatsApp aktiv' });
    await user.tab();
    expect(document.activeElement).toBe(toggle);
    await user.keyboard(' ');
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    await user.keyboard('{Enter}');
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(onCheckedChange.mock.calls).toEqual([[true], [false]]);
  });
});

describe('RadioGroup', () => {
  it('is one tab stop; arrow keys move and select, the value is submitted', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <form>
        <RadioGroup name="rueckfahrt" defaultValue="keine" aria-label="Rückfahrt">
          {[
            ['keine', 'Keine Rückfahrt'],
            ['fest', 'Feste Uhrzeit'],
            ['nach-termin', 'Nach dem Termin'],
          ].map(([value, label]) => (
            <div key={value} className="flex items-center gap-2">
              <RadioGroupItem id={`r-${value}`} value={value!} />
              <Label htmlFor={`r-${value}`}>{label}</Label>
            </div>
          ))}
        </RadioGroup>
        <button type="button">Weiter</button>
      </form>,
    );
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Keine Rückfahrt' }));
    // Keys are held as a person does: Radix selects on focus while an arrow key is down.
    const arrow = async (key: 'ArrowDown' | 'ArrowUp') => {
      await user.keyboard(`{${key}>}`);
      await user.keyboard(`{/${key}}`);
    };
    await arrow('ArrowDown');
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Feste Uhrzeit' }));
    expect(screen.getByRole('radio', { name: 'Feste Uhrzeit' }).getAttribute('aria-checked')).toBe('true');
    await arrow('ArrowDown');
    await arrow('ArrowDown');
    // Wraps around to the first option.
    expect(screen.getByRole('radio', { name: 'Keine Rückfahrt' }).getAttribute('aria-checked')).toBe('true');
    await arrow('ArrowUp');
    expect(formValues(container.querySelector('form')!)).toEqual({ rueckfahrt: 'nach-termin' });
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Weiter' }));
  });
});

describe('Select', () => {
  function StatusSelect({ onValueChange }: { onValueChange?: (value: string) => void }) {
    return (
      <>
        <Label htmlFor="status">Status</Label>
        <Select name="status" onValueChange={onValueChange}>
          <SelectTrigger id="status">
            <SelectValue placeholder="Bitte wählen" />
          </SelectTrigger>
          <SelectContent>
            <SelectGroup>
              <SelectLabel>Buchungsstatus</SelectLabel>
              <SelectItem value="pending">Offen</SelectItem>
              <SelectItem value="confirmed">Angenommen</SelectItem>
              <SelectItem value="rejected">Abgelehnt</SelectItem>
            </SelectGroup>
          </SelectContent>
        </Select>
      </>
    );
  }

  it('opens with the keyboard, moves with the arrow keys and chooses with Enter', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<StatusSelect onValueChange={onValueChange} />);
    const trigger = screen.getByRole('combobox', { name: 'Status' });
    expect(trigger.textContent).toContain('Bitte wählen');
    await user.tab();
    expect(document.activeElement).toBe(trigger);
    await user.keyboard('{Enter}');
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Offen', 'Angenommen', 'Abgelehnt']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onValueChange).toHaveBeenCalledWith('confirmed');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(document.activeElement).toBe(trigger);
    expect(trigger.textContent).toContain('Angenommen');
  });

  it('closes with Escape without changing the value and returns focus to the trigger', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<StatusSelect onValueChange={onValueChange} />);
    await user.tab();
    await user.keyboard(' ');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(onValueChange).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Status' }));
  });
});
