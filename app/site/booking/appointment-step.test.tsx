// @vitest-environment jsdom
import '../../../tests/support/ui-dom';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SlotOfferBody } from '#app/domain/booking/intake';
import { EMPTY_VALUES, type WizardValues } from '#app/domain/booking/schemas';
import { AppointmentStep } from './appointment-step';

const earliest = { date: '2026-06-11', time: '12:00' };

function offer(datum: string, slots: string[], next: SlotOfferBody['next']): SlotOfferBody {
  return { datum, slots, next, earliest, autocompleteKey: null };
}

function mockOffers(byDate: Record<string, SlotOfferBody>) {
  const fetchMock = vi.fn(async (url: string) => {
    const datum = new URL(url, 'http://localhost').searchParams.get('datum') ?? '';
    const body = byDate[datum];
    return body ? new Response(JSON.stringify(body)) : new Response('{}', { status: 500 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const seen: { current: WizardValues } = { current: EMPTY_VALUES };
function Harness({ initial }: { initial: Partial<WizardValues> }) {
  const [values, setValues] = useState<WizardValues>({ ...EMPTY_VALUES, ...initial });
  useEffect(() => {
    seen.current = values;
  });
  return (
    <AppointmentStep
      values={values}
      errors={{}}
      refreshToken={0}
      onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
    />
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('AppointmentStep', { timeout: 20_000 }, () => {
  it('preselects the earliest free date and its first slot on entry', async () => {
    mockOffers({
      '': offer('2026-06-11', ['12:00', '12:15'], { date: '2026-06-11', time: '12:00' }),
      '2026-06-11': offer('2026-06-11', ['12:00', '12:15'], { date: '2026-06-11', time: '12:00' }),
    });
    render(<Harness initial={{}} />);
    expect(await screen.findByRole('radio', { name: '12:00 Uhr' }, { timeout: 5000 })).toBeTruthy();
    await waitFor(() => expect(seen.current).toMatchObject({ datum: '2026-06-11', uhrzeit: '12:00' }), {
      timeout: 5000,
    });
    expect(screen.getByRole('radio', { name: '12:00 Uhr' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByText('Datum: 11.06.2026')).toBeTruthy();
  });

  it('shows SPEC.md’s messages for a full date and takes the suggested date', async () => {
    mockOffers({
      '2026-06-12': offer('2026-06-12', [], { date: '2026-06-15', time: '07:30' }),
      '2026-06-15': offer('2026-06-15', ['07:30', '07:45'], { date: '2026-06-15', time: '07:30' }),
    });
    render(<Harness initial={{ datum: '2026-06-12', uhrzeit: '' }} />);
    expect(await screen.findByText('Keine Zeitslots für dieses Datum verfügbar', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('Nächster verfügbarer Termin: 15.06.2026 um 07:30 Uhr')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Diesen Termin wählen' }));
    await waitFor(() => expect(seen.current).toMatchObject({ datum: '2026-06-15', uhrzeit: '07:30' }), {
      timeout: 5000,
    });
    expect(
      (await screen.findByRole('radio', { name: '07:30 Uhr' }, { timeout: 5000 })).getAttribute('aria-checked'),
    ).toBe('true');
  });

  it('says when nothing is free within 30 days', async () => {
    mockOffers({ '2026-06-12': offer('2026-06-12', [], null) });
    render(<Harness initial={{ datum: '2026-06-12' }} />);
    expect(
      await screen.findByText('Keine verfügbaren Termine in den nächsten 30 Tagen', {}, { timeout: 5000 }),
    ).toBeTruthy();
  });

  it('offers a retry when the slots cannot be loaded, and requires a return time for a fixed return', async () => {
    const fetchMock = mockOffers({});
    render(<Harness initial={{ datum: '2026-06-12', rueckfahrt: 'fest' }} />);
    expect(
      await screen.findByText('Die freien Termine konnten nicht geladen werden.', {}, { timeout: 5000 }),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(screen.getByLabelText(/Uhrzeit der Rückfahrt/)).toBeTruthy();
  });
});
