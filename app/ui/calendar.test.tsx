// @vitest-environment jsdom
import '../../tests/support/ui-dom';
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Calendar } from './calendar';

function Picker({ onSelect, disabled }: { onSelect?: (date: Date | undefined) => void; disabled?: { before: Date } }) {
  const [selected, setSelected] = useState<Date | undefined>();
  return (
    <Calendar
      mode="single"
      defaultMonth={new Date(2026, 2, 1)}
      selected={selected}
      disabled={disabled}
      onSelect={(date) => {
        setSelected(date);
        onSelect?.(date);
      }}
    />
  );
}

// Role queries over a whole month are slow in jsdom; buttons are found by their aria-label.
function dayButton(label: RegExp): HTMLButtonElement {
  const matches = Array.from(document.querySelectorAll<HTMLButtonElement>('button[aria-label]')).filter((b) =>
    label.test(b.getAttribute('aria-label')!),
  );
  if (matches.length !== 1) throw new Error(`${matches.length} day buttons match ${label}`);
  return matches[0]!;
}

function grid(): HTMLElement {
  return document.querySelector('[role="grid"]')!;
}

describe('Calendar', () => {
  it('is German and starts the week on Monday', () => {
    render(<Picker />);
    expect(grid().getAttribute('aria-label')).toBe('März 2026');
    const weekdays = Array.from(grid().querySelectorAll('th'), (header) => header.getAttribute('aria-label'));
    expect(weekdays).toEqual(['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag']);
    // 1 March 2026 is a Sunday: the first row starts with Monday 23 February.
    const firstRow = grid().querySelector('tbody tr')!;
    expect(firstRow.querySelector('td')!.textContent).toBe('23');
    expect(dayButton(/^Zum nächsten Monat$/).tagName).toBe('BUTTON');
    expect(dayButton(/^Zum vorherigen Monat$/).tagName).toBe('BUTTON');
  });

  it('moves by day and week with the arrow keys and selects with Enter', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<Picker onSelect={onSelect} />);
    const day = dayButton;
    act(() => day(/Montag, 9\. März 2026/).focus());
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(day(/Dienstag, 10\. März 2026/));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(day(/Dienstag, 17\. März 2026/));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(day(/Montag, 16\. März 2026/));
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledTimes(1);
    const picked = onSelect.mock.calls[0]![0] as Date;
    expect([picked.getFullYear(), picked.getMonth(), picked.getDate()]).toEqual([2026, 2, 16]);
    expect(day(/16\. März 2026/).getAttribute('aria-label')).toMatch(/ausgewählt/);
  });

  it('goes to the next month with PageDown', async () => {
    const user = userEvent.setup();
    render(<Picker />);
    act(() => dayButton(/Dienstag, 31\. März 2026/).focus());
    await user.keyboard('{PageDown}');
    expect(grid().getAttribute('aria-label')).toBe('April 2026');
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(/30\. April 2026/);
  });

  it('does not select disabled days', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<Picker onSelect={onSelect} disabled={{ before: new Date(2026, 2, 10) }} />);
    const disabledDay = dayButton(/, 9\. März 2026/);
    expect(disabledDay).toHaveProperty('disabled', true);
    await user.click(disabledDay);
    expect(onSelect).not.toHaveBeenCalled();
  });
});
