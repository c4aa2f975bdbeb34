// @vitest-environment jsdom
// The dispatch board in the browser: groups and conflicts as the data says, the conflicts of a planned
// assignment before it is saved, and the assignment posted to the board's action route.
import '../../../../../tests/support/ui-dom';
import { render, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BoardData, BoardLeg } from '#app/domain/dispatch/board';
import { DEFAULT_DISPATCH_SETTINGS } from '#app/domain/dispatch/conflicts';
import { DispatchScreen } from './dispatch-screen';

const day = '2031-03-13';

function leg(overrides: Partial<BoardLeg>): BoardLeg {
  return {
    legId: 'l1',
    bookingId: 'b1',
    bookingNumber: 'KF-2031-00001',
    kind: 'hin',
    datum: day,
    uhrzeit: '08:00',
    patient: 'Rolf Radlmaier',
    nachname: 'Radlmaier',
    telefon: '+4969900091',
    abholadresse: 'Lindenweg 3',
    zieladresse: 'Praxis am Markt',
    transport: 'rollstuhl',
    code: 'RS',
    flags: [{ key: 'rollstuhl', label: 'Rollstuhl' }],
    approval: 'fehlt',
    legStatus: 'geplant',
    missedReason: null,
    planned: true,
    cancellable: true,
    driverId: null,
    vehicleId: null,
    distanceKm: null,
    notes: null,
    begleitpersonen: 0,
    ...overrides,
  };
}

const board: BoardData = {
  range: { view: 'tag', day, from: day, to: day },
  today: '2031-03-12',
  legs: [
    leg({}),
    leg({
      legId: 'l2',
      bookingId: 'b2',
      bookingNumber: 'KF-2031-00002',
      patient: 'Sigrid Sitz',
      nachname: 'Sitz',
      transport: 'sitzend',
      code: 'SI',
      flags: [],
      approval: null,
      driverId: 'd-anna',
      uhrzeit: '07:50',
      legStatus: 'an-bord',
      begleitpersonen: 2,
    }),
  ],
  drivers: [
    { id: 'd-anna', name: 'Anna Autofahrerin', phone: '+4917100000701', email: null, vehicleId: 'v-car', active: true },
    { id: 'd-bruno', name: 'Bruno Busfahrer', phone: '+4917100000702', email: null, vehicleId: 'v-van', active: true },
  ],
  vehicles: [
    {
      id: 'v-car',
      plate: 'F-KF 710',
      model: 'Skoda',
      wheelchair: false,
      tragestuhl: false,
      seats: 5,
      assignedDriverId: 'd-anna',
    },
    {
      id: 'v-van',
      plate: 'F-KF 720',
      model: 'VW Caddy',
      wheelchair: true,
      tragestuhl: true,
      seats: 5,
      assignedDriverId: 'd-bruno',
    },
  ],
  settings: DEFAULT_DISPATCH_SETTINGS,
};

afterEach(() => vi.unstubAllGlobals());

function renderBoard(data: BoardData = board) {
  const posted: FormData[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      posted.push(init.body as FormData);
      return Response.json({
        intent: 'assign-leg',
        token: crypto.randomUUID(),
        ok: true,
        code: null,
        toasts: [],
        fieldErrors: {},
        values: {},
        targetId: null,
        data: null,
      });
    }),
  );
  const Stub = createRoutesStub([{ path: '/app/dispatch', Component: () => <DispatchScreen {...data} /> }]);
  render(<Stub initialEntries={[`/app/dispatch?tag=${day}`]} />);
  return posted;
}

describe('the dispatch board', () => {
  it('groups the legs, shows status, approval and flags', async () => {
    renderBoard();
    const open = await screen.findByRole('region', { name: /^Nicht zugewiesen \(1 Fahrt\)/ });
    expect(within(open).getByText('Rolf Radlmaier')).toBeTruthy();
    expect(within(open).getByText('Genehmigung fehlt')).toBeTruthy();
    expect(within(open).getByText('Rollstuhl')).toBeTruthy();
    const anna = screen.getByRole('region', { name: /^Anna Autofahrerin \(1 Fahrt\)/ });
    expect(within(anna).getByText('Patient an Bord')).toBeTruthy();
    expect(within(anna).getByText(/Fahrzeug: F-KF 710 Skoda/)).toBeTruthy();
    expect(within(anna).getByTestId('begleitpersonen').textContent).toBe(' +2 Begleitpersonen');
    expect(within(open).queryByTestId('begleitpersonen')).toBeNull();
    expect(screen.getByRole('region', { name: /^Bruno Busfahrer \(0 Fahrten\)/ })).toBeTruthy();
    expect(screen.getByText('keine Konflikte')).toBeTruthy();
  });

  it('shows the conflicts of a planned assignment before saving, and posts the chosen driver and vehicle', async () => {
    const user = userEvent.setup();
    const posted = renderBoard();
    const what = 'Hinfahrt KF-2031-00001';
    // The choices come when the dispatcher reaches the ride (here: a click on the select).
    await user.click(await screen.findByRole('combobox', { name: `Fahrer für ${what}` }));
    await user.selectOptions(screen.getByRole('combobox', { name: `Fahrer für ${what}` }), 'Anna Autofahrerin');
    const preview = screen.getByRole('list', { name: `Konflikte der geplanten Zuweisung ${what}` });
    expect(preview.textContent).toContain(
      'Hinfahrt Radlmaier ist eine Rollstuhlfahrt, aber F-KF 710 ist nicht rollstuhlgerecht.',
    );
    expect(preview.textContent).toContain(
      'Überschneidung: Hinfahrt Sitz 07:50–08:35 und Hinfahrt Radlmaier 08:00–08:45.',
    );
    expect(posted).toEqual([]); // nothing saved yet
    await user.selectOptions(screen.getByRole('combobox', { name: `Fahrer für ${what}` }), 'Bruno Busfahrer');
    expect(screen.getByText('Keine Konflikte mit dieser Zuweisung.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: `Zuweisung ${what} speichern` }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(Object.fromEntries(posted[0]!)).toEqual({
      intent: 'assign-leg',
      id: 'b1',
      leg: 'hin',
      driverId: 'd-bruno',
      vehicleId: '',
    });
  });

  it('offers the day plan of a driver with rides only', async () => {
    renderBoard();
    const anna = await screen.findByRole('region', { name: /^Anna Autofahrerin/ });
    expect(
      within(anna)
        .getByRole('link', { name: /Tagesplan Anna Autofahrerin .* drucken/ })
        .getAttribute('href'),
    ).toBe(`/app/dispatch/tagesplan/d-anna?tag=${day}`);
    const bruno = screen.getByRole('region', { name: /^Bruno Busfahrer/ });
    expect(within(bruno).queryByRole('link', { name: /Tagesplan/ })).toBeNull();
  });

  it("renders a ride's choices when the dispatcher reaches it, by keyboard or pointer, showing the stored one before", async () => {
    const user = userEvent.setup();
    renderBoard();
    const options = (name: string) =>
      within(screen.getByRole('combobox', { name }))
        .getAllByRole('option')
        .map((o) => o.textContent);
    await screen.findByRole('combobox', { name: 'Fahrer für Hinfahrt KF-2031-00002' });
    // Before: each select holds its stored choice only, so the row still shows the assignment.
    expect(options('Fahrer für Hinfahrt KF-2031-00001')).toEqual(['Nicht zugewiesen']);
    expect(options('Fahrzeug für Hinfahrt KF-2031-00001')).toEqual(['Fahrzeug des Fahrers']);
    expect(options('Fahrer für Hinfahrt KF-2031-00002')).toEqual(['Anna Autofahrerin']);
    expect(options('Fahrzeug für Hinfahrt KF-2031-00002')).toEqual(['Fahrzeug des Fahrers (F-KF 710)']);
    // Tab into the first ride's form (the unassigned one, first on the board): its choices are there, the other ride's are not.
    while (!screen.getByRole('form', { name: 'Zuweisung Hinfahrt KF-2031-00001' }).contains(document.activeElement))
      await user.tab();
    expect(options('Fahrer für Hinfahrt KF-2031-00001')).toEqual([
      'Nicht zugewiesen',
      'Anna Autofahrerin',
      'Bruno Busfahrer',
    ]);
    expect(options('Fahrzeug für Hinfahrt KF-2031-00001')).toEqual([
      'Fahrzeug des Fahrers',
      'F-KF 710 Skoda',
      'F-KF 720 VW Caddy (Rollstuhl, Tragestuhl)',
    ]);
    expect(options('Fahrer für Hinfahrt KF-2031-00002')).toEqual(['Anna Autofahrerin']);
    // The pointer over the other ride brings its choices, its stored one still selected.
    await user.hover(screen.getByRole('combobox', { name: 'Fahrzeug für Hinfahrt KF-2031-00002' }));
    expect(options('Fahrer für Hinfahrt KF-2031-00002')).toEqual([
      'Nicht zugewiesen',
      'Anna Autofahrerin',
      'Bruno Busfahrer',
    ]);
    expect(options('Fahrzeug für Hinfahrt KF-2031-00002')).toEqual([
      'Fahrzeug des Fahrers (F-KF 710)',
      'F-KF 710 Skoda',
      'F-KF 720 VW Caddy (Rollstuhl, Tragestuhl)',
    ]);
    expect(
      (screen.getByRole('combobox', { name: 'Fahrer für Hinfahrt KF-2031-00002' }) as HTMLSelectElement).value,
    ).toBe('d-anna');
  });

  it("shows the driver's reason of a ride reported as not met", async () => {
    const missedLeg = leg({
      legId: 'l3',
      bookingId: 'b3',
      bookingNumber: 'KF-2031-00003',
      driverId: 'd-bruno',
      legStatus: 'nicht-angetroffen',
      missedReason: 'Patient nicht zu Hause',
      planned: false,
      cancellable: false,
    });
    renderBoard({ ...board, legs: [...board.legs, missedLeg] });
    const missed = await screen.findByRole('region', { name: /^Bruno Busfahrer/ });
    expect(within(missed).getByText('Nicht angetroffen: Patient nicht zu Hause')).toBeTruthy();
    expect(within(missed).getByText('nicht angetroffen')).toBeTruthy();
  });
});

/**
 * A week-sized board: `rides` orders of two legs each among `drivers` drivers (each with a vehicle) and 20
 * vehicles; with `assigned`, every other order's legs go to one of the drivers (no conflicts).
 */
function bigBoard(drivers: number, rides: number, assigned: boolean): BoardData {
  const people = Array.from({ length: drivers }, (_, i) => ({
    id: `d-${i}`,
    name: `Fahrerin Nummer ${i}`,
    phone: '+4917100000701',
    email: null,
    vehicleId: `v-${i % 20}`,
    active: true,
  }));
  const cars = Array.from({ length: 20 }, (_, i) => ({
    id: `v-${i}`,
    plate: `F-KF ${100 + i}`,
    model: 'VW Caddy Maxi',
    wheelchair: true,
    tragestuhl: i % 3 === 0,
    seats: 5,
    assignedDriverId: null,
  }));
  const legs = Array.from({ length: rides }, (_, i) =>
    (['hin', 'rueck'] as const).map((kind) =>
      leg({
        legId: `l-${i}-${kind}`,
        bookingId: `b-${i}`,
        bookingNumber: `KF-2031-${String(i + 1).padStart(5, '0')}`,
        kind,
        uhrzeit: kind === 'hin' ? '08:00' : '12:00',
        driverId: assigned && i % 2 ? people[i % drivers]!.id : null,
      }),
    ),
  ).flat();
  return { ...board, legs, drivers: people, vehicles: cars };
}

function boardHtml(data: BoardData): string {
  const Stub = createRoutesStub([{ path: '/app/dispatch', Component: () => <DispatchScreen {...data} /> }]);
  return renderToString(<Stub initialEntries={[`/app/dispatch?tag=${day}`]} />);
}

describe('the size of the board (issue 37: 413 KB of HTML for a week)', () => {
  it("grows per ride by the ride's own row, whatever the number of drivers and vehicles", () => {
    const perRide = (drivers: number) =>
      (boardHtml(bigBoard(drivers, 50, false)).length - boardHtml(bigBoard(drivers, 5, false)).length) / 45;
    // Every driver and vehicle as options of both legs' selects added about 7.5 KB per ride with 80 drivers.
    expect(Math.abs(perRide(80) - perRide(1))).toBeLessThan(100);
  });

  it('stays small for a week of 50 rides with 80 drivers: two selects per leg, each with its stored choice only', () => {
    const html = boardHtml(bigBoard(80, 50, true));
    expect(html.length).toBeLessThan(500_000); // 890 KB with every choice in every ride
    expect(html.match(/<option/g)).toHaveLength(50 * 2 * 2);
    expect(html).not.toContain('>Fahrerin Nummer 2</option>'); // not assigned to any ride: only her section names her
    expect(html).toContain('>Fahrerin Nummer 1</option>'); // a ride assigned to her shows her
  });
});
