// @vitest-environment jsdom
// The Serienverordnung's form on the series page (issue 37): a new prescription's Beförderungsart starts at
// the series' Transportart (the loader's prescriptionDefaultPosition, the booking's mapping), not at Sitzend.
import '../../../../../tests/support/ui-dom';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { TransportType } from '#app/domain/bookings/transport';
import { SeriesDetailScreen } from './series-detail-screen';

const SERIES_ID = '00000000-0000-4000-8000-0000000000a1';

function props(defaultPosition: TransportType): Parameters<typeof SeriesDetailScreen>[0] {
  return {
    item: {
      id: SERIES_ID,
      patientId: '00000000-0000-4000-8000-000000000001',
      patientName: 'Dialyse, Erika',
      words: 'Mo, Mi, Fr um 06:30, Rückfahrt nach Termin',
      period: 'ab 04.03.2030',
      state: { kind: 'aktiv', text: 'Aktiv' },
      approval: { kind: 'keine', text: 'Keine Genehmigung verknüpft' },
      prescription: { kind: 'fehlt', text: 'Verordnung fehlt' },
      nextDates: [],
      holidays: [],
      abholadresse: 'Hauptstr. 1, 60311 Frankfurt',
      zieladresse: 'Dialysezentrum, Zeil 1, 60313 Frankfurt',
    },
    fields: {
      patientId: '00000000-0000-4000-8000-000000000001',
      start: '2030-03-04',
      until: null,
      recurrence: { kind: 'weekly', weekdays: ['MO', 'WE', 'FR'], intervalWeeks: 1 },
      pickupTime: '06:30',
      back: { mode: 'nach-termin' },
      holidays: 'auslassen',
      abholadresse: 'Hauptstr. 1, 60311 Frankfurt',
      zieladresse: 'Dialysezentrum, Zeil 1, 60313 Frankfurt',
      transportart: defaultPosition,
      approvalId: null,
      hinweise: null,
    },
    pauses: [],
    rides: [],
    skipped: [],
    history: [],
    approvals: [],
    predecessorId: null,
    successorId: null,
    patientEmail: null,
    today: '2030-03-04',
    prescription: null,
    prescriptionDefaultPosition: defaultPosition,
  };
}

function renderScreen(
  defaultPosition: TransportType,
  history: Parameters<typeof SeriesDetailScreen>[0]['history'] = [],
) {
  const Stub = createRoutesStub([
    {
      path: '/app/series/:id',
      HydrateFallback: () => null,
      Component: () => <SeriesDetailScreen {...props(defaultPosition)} history={history} />,
    },
  ]);
  render(<Stub initialEntries={[`/app/series/${SERIES_ID}`]} />);
}

describe('Serienverordnung erfassen', { timeout: 30_000 }, () => {
  it.each([
    ['rollstuhl', 'Rollstuhl'],
    ['liegend', 'Liegend'],
    ['sitzend', 'Sitzend'],
  ] as const)('a %s series starts the Beförderungsart at %s', async (position, label) => {
    const user = userEvent.setup();
    renderScreen(position);
    await user.click(await screen.findByRole('button', { name: 'Serienverordnung erfassen' }));
    const form = screen.getByRole('form', { name: 'Verordnung erfassen' });
    const select = within(form).getByLabelText(/Beförderungsart/) as HTMLSelectElement;
    expect(select.value).toBe(position);
    expect(select.selectedOptions[0]!.textContent).toBe(label);
  });
});

describe('Verlauf', { timeout: 30_000 }, () => {
  it('shows each entry with the one German date format, four-digit year, Berlin time (issue 39)', async () => {
    renderScreen('sitzend', [{ id: 1, at: '2026-11-29T01:57:00Z', actor: 'Ina Inhaber', text: 'Serie angelegt.' }]);
    const history = await screen.findByRole('region', { name: 'Verlauf' });
    // SPEC.md §9: dd.MM.yyyy, HH:mm (was "29.11.26, 02:57").
    expect(history.textContent).toContain('29.11.2026, 02:57, Ina Inhaber:');
  });
});
