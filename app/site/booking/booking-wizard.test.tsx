// @vitest-environment jsdom
import '../../../tests/support/ui-dom';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { erikaValues } from '#app/domain/booking/wizard-values.fixtures';
import BookingWizard from './booking-wizard';

// A month ahead: inside the online horizon (12 months) and past the 24-hour lead time, whenever the test runs.
const inAMonth = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

const stored = {
  step: 4,
  idempotencyKey: 'wizard-test-key-0123456789',
  values: { ...erikaValues, datum: inAMonth, uhrzeit: '09:00' },
};

function renderWizard() {
  return render(
    <MemoryRouter>
      <BookingWizard autocompleteKey={null} />
    </MemoryRouter>,
  );
}

beforeEach(() => window.sessionStorage.setItem('kf-online-buchung', JSON.stringify(stored)));
afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

describe('BookingWizard', { timeout: 20_000 }, () => {
  it('keeps every entry after a failed submission and books with the same key on retry', async () => {
    const keys: string[] = [];
    const fetchMock = vi
      .fn()
      .mockImplementationOnce(async (_url: string, init: RequestInit) => {
        keys.push(String((init.body as FormData).get('idempotencyKey')));
        throw new TypeError('Failed to fetch');
      })
      .mockImplementationOnce(async (_url: string, init: RequestInit) => {
        const form = init.body as FormData;
        keys.push(String(form.get('idempotencyKey')));
        expect(form.get('vorname')).toBe('Erika');
        expect(form.get('zustimmung')).toBe('true');
        expect(form.get('website')).toBe('');
        return new Response(JSON.stringify({ ok: true, bookingNumber: 'KF-2099-00001' }));
      });
    vi.stubGlobal('fetch', fetchMock);
    renderWizard();

    expect(await screen.findByText('Erika Muster')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Verbindlich buchen' }));
    // The consent is required first.
    expect(await screen.findByText('Bitte stimmen Sie der Verarbeitung Ihrer Gesundheitsdaten zu.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('checkbox', { name: /Ich willige ein/ }));

    await userEvent.click(screen.getByRole('button', { name: 'Verbindlich buchen' }));
    expect(await screen.findByText(/Die Buchung konnte nicht gesendet werden/)).toBeTruthy();
    expect(screen.getByText('Erika Muster')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: /Ich willige ein/ }).getAttribute('aria-checked')).toBe('true');

    await userEvent.click(screen.getByRole('button', { name: 'Verbindlich buchen' }));
    const thanks = await screen.findByRole('heading', { name: 'Vielen Dank für Ihre Buchung!' });
    expect(screen.getByText('KF-2099-00001')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(thanks));
    expect(keys).toEqual(['wizard-test-key-0123456789', 'wizard-test-key-0123456789']);

    // The form is reset: a new run with a new key, step 1, nothing filled in.
    const saved = JSON.parse(window.sessionStorage.getItem('kf-online-buchung')!);
    expect(saved.step).toBe(1);
    expect(saved.values.vorname).toBe('');
    expect(saved.idempotencyKey).not.toBe('wizard-test-key-0123456789');
    await userEvent.click(screen.getByRole('button', { name: 'Neue Buchung' }));
    expect((screen.getByRole('textbox', { name: 'Vorname' }) as HTMLInputElement).value).toBe('');
  });

  it('goes back to the step the server names, with its messages', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              ok: false,
              step: 1,
              message: 'Bitte prüfen Sie Ihre Angaben in Schritt 1.',
              errors: { telefon: 'Nur Ziffern und optional ein führendes +' },
            }),
            { status: 422 },
          ),
      ),
    );
    window.sessionStorage.setItem(
      'kf-online-buchung',
      JSON.stringify({ ...stored, values: { ...stored.values, zustimmung: true } }),
    );
    renderWizard();
    await userEvent.click(await screen.findByRole('button', { name: 'Verbindlich buchen' }));
    expect(await screen.findByText('Nur Ziffern und optional ein führendes +')).toBeTruthy();
    expect(screen.getByText('Bitte prüfen Sie Ihre Angaben in Schritt 1.')).toBeTruthy();
    const phone = screen.getByRole('textbox', { name: 'Telefon' });
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(phone.getAttribute('aria-describedby')).toContain('kf-buchung-telefon-error');
  });

  it('the wizard\'s own "Zurück" walks the history back, so the browser\'s back button never returns to the later step', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              datum: stored.values.datum,
              slots: ['09:00'],
              next: null,
              earliest: { date: stored.values.datum, time: '09:00' },
              autocompleteKey: null,
            }),
          ),
      ),
    );
    window.sessionStorage.setItem('kf-online-buchung', JSON.stringify({ ...stored, step: 3 }));
    renderWizard();
    const heading = () => document.getElementById('kf-buchung-schritt')!.textContent;
    await waitFor(() => expect(heading()).toContain('Terminwahl'));
    const entries = window.history.length;
    await userEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    await waitFor(() => expect(heading()).toContain('Bestätigung'));
    expect(window.history.length).toBe(entries + 1);
    await userEvent.click(screen.getByRole('button', { name: 'Zurück' }));
    await waitFor(() => expect(heading()).toContain('Terminwahl'));
    // No new entry for the way back: the summary's entry is "forward" now, not "back".
    expect(window.history.length).toBe(entries + 1);
    window.history.forward();
    await waitFor(() => expect(heading()).toContain('Bestätigung'));
  });

  it('"Ändern" opens the step holding the field and returns to the summary with one click; the back button moves one step back', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              datum: stored.values.datum,
              slots: ['09:00'],
              next: null,
              earliest: { date: stored.values.datum, time: '09:00' },
              autocompleteKey: null,
            }),
          ),
      ),
    );
    renderWizard();
    const heading = () => document.getElementById('kf-buchung-schritt')!.textContent;
    await waitFor(() => expect(heading()).toContain('Bestätigung'));
    await userEvent.click(screen.getByRole('button', { name: 'Ändern: Patientendaten' }));
    expect(heading()).toContain('Patientendaten');
    await userEvent.clear(screen.getByRole('textbox', { name: /^Vorname/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /^Vorname/ }), 'Erna');
    await userEvent.click(screen.getByRole('button', { name: 'Zurück zur Übersicht' }));
    expect(heading()).toContain('Bestätigung');
    expect(screen.getByText('Erna Muster')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Ändern: Besonderheiten' }));
    expect(heading()).toContain('Besonderheiten');
    window.history.back();
    await waitFor(() => expect(heading()).toContain('Bestätigung'));
    expect(screen.getByText('Erna Muster')).toBeTruthy();
  });
});
