// @vitest-environment jsdom
import '../../tests/support/ui-dom';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast, Toaster } from './toaster';

afterEach(() => {
  act(() => toast.dismiss());
  vi.useRealTimers();
});

describe('Toaster', () => {
  it('shows toasts bottom right in a German-labelled region with a "Schließen" button', async () => {
    const user = userEvent.setup();
    render(<Toaster />);
    act(() => {
      toast.success('Buchung bestätigt');
    });
    const region = screen.getByRole('region', { name: /^Benachrichtigungen/ });
    const toastElement = await screen.findByText('Buchung bestätigt');
    const list = region.querySelector('[data-sonner-toaster]')!;
    expect(list.getAttribute('data-y-position')).toBe('bottom');
    expect(list.getAttribute('data-x-position')).toBe('right');
    expect(list.getAttribute('data-sonner-theme')).toBe('light');
    expect((list as HTMLElement).style.getPropertyValue('--width')).toBe('356px');
    expect((list as HTMLElement).style.getPropertyValue('--gap')).toBe('14px');
    await user.click(screen.getByRole('button', { name: 'Schließen' }));
    await waitFor(() => expect(toastElement.isConnected).toBe(false));
  });

  it('shows at most three toasts at once', async () => {
    render(<Toaster />);
    act(() => {
      for (const n of [1, 2, 3, 4]) toast(`Meldung ${n}`);
    });
    await screen.findByText('Meldung 4');
    const visible = Array.from(document.querySelectorAll('[data-sonner-toast]')).filter(
      (t) => t.getAttribute('data-visible') === 'true',
    );
    expect(visible.map((t) => t.textContent)).toEqual(['Meldung 4', 'Meldung 3', 'Meldung 2']);
  });

  it('removes a toast after 4000 ms', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    render(<Toaster />);
    act(() => {
      toast('Gespeichert');
    });
    // Sonner adds the toast on the next tick.
    act(() => vi.advanceTimersByTime(0));
    expect(screen.getByText('Gespeichert')).toBeTruthy();
    act(() => vi.advanceTimersByTime(3900));
    expect(screen.queryByText('Gespeichert')).not.toBeNull();
    act(() => vi.advanceTimersByTime(400));
    expect(screen.queryByText('Gespeichert')).toBeNull();
  });
});
