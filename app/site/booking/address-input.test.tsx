// @vitest-environment jsdom
import '../../../tests/support/ui-dom';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { AddressProvider } from './address-autocomplete';
import { AddressInput } from './address-input';

function Harness({
  provider,
  autofill = 'address-line1',
}: {
  provider: AddressProvider | null;
  autofill?: 'address-line1' | 'off';
}) {
  const [value, setValue] = useState('');
  return (
    <>
      <label htmlFor="a">Abholadresse</label>
      <AddressInput id="a" provider={provider} autofill={autofill} value={value} onValueChange={setValue} />
      <output>{value}</output>
    </>
  );
}

describe('AddressInput', () => {
  it('attaches the provider once, on first focus, and takes a picked address', async () => {
    let pick: ((address: string) => void) | undefined;
    const provider: AddressProvider = {
      attach: vi.fn(async (_input, onPick) => {
        pick = onPick;
        return () => {};
      }),
    };
    render(<Harness provider={provider} />);
    expect(provider.attach).not.toHaveBeenCalled();
    const input = screen.getByLabelText('Abholadresse');
    await userEvent.click(input);
    await userEvent.tab();
    await userEvent.click(input);
    expect(provider.attach).toHaveBeenCalledTimes(1);
    act(() => pick!('Musterstraße 12, 60311 Frankfurt am Main, Deutschland'));
    await waitFor(() =>
      expect((input as HTMLInputElement).value).toBe('Musterstraße 12, 60311 Frankfurt am Main, Deutschland'),
    );
  });

  it('stays a plain input when the provider fails to load, and without a provider', async () => {
    const failing: AddressProvider = { attach: vi.fn(async () => Promise.reject(new Error('blocked'))) };
    const { unmount } = render(<Harness provider={failing} />);
    await userEvent.type(screen.getByLabelText('Abholadresse'), 'Freitext 1');
    expect((screen.getByLabelText('Abholadresse') as HTMLInputElement).value).toBe('Freitext 1');
    unmount();
    render(<Harness provider={null} />);
    const plain = screen.getByLabelText('Abholadresse') as HTMLInputElement;
    // A one-line input: 'street-address' is for multi-line controls (W3C checker, pa11y).
    expect(plain.getAttribute('autocomplete')).toBe('address-line1');
    await userEvent.type(plain, 'Weg 2');
    expect(plain.value).toBe('Weg 2');
  });

  it('does not invite the browser to fill the home address into the destination', () => {
    render(<Harness provider={null} autofill="off" />);
    expect(screen.getByLabelText('Abholadresse').getAttribute('autocomplete')).toBe('off');
  });
});
