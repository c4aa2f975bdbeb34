// The dispatch board on both backends (issue 20): the board of a day and a week with flags, approval
// badge, leg status and the stored setting; assigning a leg through the board's action (conflict warnings
// in the answer, the history), the day plan printed, e-mailed through the outbox and offered as a
// WhatsApp text without health data, and the default duration on the Einstellungen screen.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createDriverSession,
  createStaffSession,
  type StaffSessionForTest,
} from '../../../../tests/support/staff-session';
import { createTestDb, type TestDb } from '../../../../tests/support/test-db';
import type { ActionResult } from '#app/domain/action-result';
import { addCalendarDays, berlinDate } from '#app/domain/berlin-time';
import { boardRange } from '#app/domain/dispatch/board';
import { action as dispatchAction } from './dispatch-actions';
import { loader as dayPlanLoader } from './day-plan';
import { loader as boardLoader } from './dispatch';
import { action as settingsAction, loader as settingsLoader } from '#app/routes/staff/settings/settings';
import { createBooking, createDriver } from '#app/server/bookings/staff-bookings.fixtures';
import { changeLegPlan } from '#app/server/bookings/staff-booking-actions.server';
import { reportLegStatus } from '#app/server/driver-app/driver-reports.server';
import { readLegs } from '#app/server/rides/trip-legs.server';
import { auditLog, bookingEvents, bookings, outboxJobs, tripLegs, vehicles } from '#app/server/db/schema';
import { renderDayPlanMail } from '#app/server/dispatch/day-plan-mail.server';
import { getDispatchSettings, loadBoard, loadDayPlan } from '#app/server/dispatch/board.server';

let t: TestDb;
let owner: StaffSessionForTest;
let dispatcher: StaffSessionForTest;

const day = '2031-03-13'; // a Thursday
const HOME = 'Lindenweg 3, 60311 Frankfurt am Main';
const CLINIC = 'Dialysezentrum Nord, Kaiserstraße 5, 61169 Friedberg';

let anna: Awaited<ReturnType<typeof createDriver>>;
let carl: Awaited<ReturnType<typeof createDriver>>;
let car: { id: string };
let van: { id: string };
let wheelchair: Awaited<ReturnType<typeof createBooking>>;
let seated: Awaited<ReturnType<typeof createBooking>>;

beforeAll(async () => {
  t = await createTestDb();
  owner = await createStaffSession(t.db, { role: 'inhaber' });
  dispatcher = await createStaffSession(t.db, { role: 'disposition' });
  [car] = (await t.db
    .insert(vehicles)
    .values({ plate: 'F-KF 100', model: 'Skoda Octavia', wheelchair: false, seats: 5 })
    .returning({ id: vehicles.id })) as [{ id: string }];
  [van] = (await t.db
    .insert(vehicles)
    .values({ plate: 'F-KF 300', model: 'VW Caddy', wheelchair: true, seats: 5 })
    .returning({ id: vehicles.id })) as [{ id: string }];
  anna = await createDriver(t.db, {
    name: 'Anna Hinweg',
    phone: '+4917100000001',
    email: 'anna@example.org',
    vehicleId: car.id,
  });
  carl = await createDriver(t.db, { name: 'Carl Ohnemail', phone: '+4917100000003' });
  wheelchair = await createBooking(t.db, {
    status: 'confirmed',
    vorname: 'Rita',
    nachname: 'Rollmann',
    telefon: '+4969900091',
    abholadresse: HOME,
    zieladresse: CLINIC,
    datum: day,
    uhrzeit: '08:30',
    rueckfahrt: 'fest',
    rueckfahrtDatum: day,
    rueckfahrtUhrzeit: '12:15',
    transportart: 'rollstuhl',
    krankenkasse: 'AOK Hessen',
    hinweise: 'Dialyse, Shunt links',
    besonderheiten: { infektiös: true, rollstuhl: true, weitere: true, weitereHinweise: 'Hund im Haus' },
  });
  seated = await createBooking(t.db, {
    status: 'pending',
    nachname: 'Sitzmann',
    datum: day,
    uhrzeit: '08:40',
    entfernungKm: '10',
  });
  await createBooking(t.db, { status: 'rejected', nachname: 'Abgelehnt', datum: day, uhrzeit: '09:00' });
  await createBooking(t.db, {
    status: 'confirmed',
    nachname: 'Nächstewoche',
    datum: addCalendarDays(day, 4),
    uhrzeit: '09:00',
  });
});
afterAll(async () => t?.close());

type Answer = ActionResult<unknown>;

async function post(fields: Record<string, string>, session = dispatcher): Promise<{ status: number; body: Answer }> {
  const response = (await dispatchAction({
    request: session.request('/app/dispatch/aktionen', { method: 'POST', body: new URLSearchParams(fields) }),
    context: session.context,
    params: {},
  } as never)) as Response;
  return { status: response.status, body: (await response.json()) as Answer };
}

describe('the board', () => {
  it('shows the day’s legs of every booking that is not rejected, with flags, status and the drivers and vehicles', async () => {
    const board = (await boardLoader({
      request: dispatcher.request(`/app/dispatch?tag=${day}`),
      context: dispatcher.context,
      params: {},
    } as never)) as Awaited<ReturnType<typeof loadBoard>>;
    expect(board.range).toEqual({ view: 'tag', day, from: day, to: day });
    expect(board.legs.map((l) => [l.bookingNumber, l.kind, l.uhrzeit])).toEqual([
      [wheelchair.bookingNumber, 'hin', '08:30'],
      [seated.bookingNumber, 'hin', '08:40'],
      [wheelchair.bookingNumber, 'rueck', '12:15'],
    ]);
    const hin = board.legs[0]!;
    expect(hin).toMatchObject({
      transport: 'rollstuhl',
      code: 'RS',
      legStatus: 'geplant',
      driverId: null,
      patient: 'Rita Rollmann',
    });
    expect(hin.flags.map((f) => f.key)).toEqual(['infektioes', 'rollstuhl', 'hinweis']);
    expect(board.legs[1]!.distanceKm).toBe(10);
    // The raw answers, the insurer and the notes stay on the server.
    expect(JSON.stringify(board)).not.toMatch(/AOK|Shunt|besonderheiten|krankenkasse/);
    expect(board.drivers.map((d) => d.name)).toEqual(['Anna Hinweg', 'Carl Ohnemail']);
    expect(board.vehicles.map((v) => v.plate)).toEqual(['F-KF 100', 'F-KF 300']);
    expect(board.settings.defaultDurationMinutes).toBe(45);
  });

  it('shows a week from Monday to Sunday', async () => {
    const board = await loadBoard(t.db, boardRange(new URLSearchParams(`tag=${day}&ansicht=woche`), day), day);
    expect(board.range).toMatchObject({ from: '2031-03-10', to: '2031-03-16' });
    expect(board.legs.map((l) => l.datum)).toEqual([day, day, day]); // the 17th is the next week's Monday
    const next = await loadBoard(
      t.db,
      boardRange(new URLSearchParams(`tag=${addCalendarDays(day, 4)}&ansicht=woche`), day),
      day,
    );
    expect(next.legs.map((l) => l.patient)).toEqual(['Erika Nächstewoche']);
  });

  it('shows a leg status a driver reported', async () => {
    await t.db.update(tripLegs).set({ status: 'an-bord' }).where(eq(tripLegs.bookingId, seated.id));
    const board = await loadBoard(t.db, boardRange(new URLSearchParams(`tag=${day}`), day), day);
    expect(board.legs.find((l) => l.bookingId === seated.id)!.legStatus).toBe('an-bord');
    await t.db.update(tripLegs).set({ status: 'geplant' }).where(eq(tripLegs.bookingId, seated.id));
  });
});

describe('assigning a leg on the board', () => {
  it('saves driver and vehicle, records the history and warns about the wheelchair on the driver’s car', async () => {
    const { status, body } = await post({
      intent: 'assign-leg',
      id: wheelchair.id,
      leg: 'hin',
      driverId: anna.id,
      vehicleId: '',
    });
    expect(status).toBe(200);
    expect(body.ok).toBe(true);
    expect(body.toasts).toEqual([
      { kind: 'success', title: 'Hinfahrt: Anna Hinweg', description: 'Zuweisung gespeichert.' },
      {
        kind: 'warning',
        title: 'Konflikt in der Planung',
        description: 'Hinfahrt Rollmann ist eine Rollstuhlfahrt, aber F-KF 100 ist nicht rollstuhlgerecht.',
      },
    ]);
    expect((await readLegs(t.db, wheelchair.id))!.hin).toMatchObject({ driverId: anna.id, vehicleId: null });
    const events = await t.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, wheelchair.id));
    expect(events.map((e) => e.type)).toContain('driver-assigned');
  });

  it('resolves the conflict with the wheelchair van and warns about an overlap of the same driver', async () => {
    const fixed = await post({
      intent: 'assign-leg',
      id: wheelchair.id,
      leg: 'hin',
      driverId: anna.id,
      vehicleId: van.id,
    });
    expect(fixed.body.toasts).toEqual([
      { kind: 'success', title: 'Hinfahrt: Anna Hinweg, F-KF 300', description: 'Zuweisung gespeichert.' },
    ]);
    const overlap = await post({ intent: 'assign-leg', id: seated.id, leg: 'hin', driverId: anna.id, vehicleId: '' });
    expect(overlap.body.toasts.slice(1)).toEqual([
      {
        kind: 'warning',
        title: 'Konflikt in der Planung',
        description: 'Überschneidung: Hinfahrt Rollmann 08:30–09:15 und Hinfahrt Sitzmann 08:40–09:15.',
      },
    ]);
    await post({ intent: 'assign-leg', id: seated.id, leg: 'hin', driverId: '', vehicleId: '' });
    expect((await readLegs(t.db, seated.id))!.hin.driverId).toBeNull();
  });

  it.each<[string, Record<string, string>, number, string | null]>([
    ['a malformed booking id', { intent: 'assign-leg', id: 'kein-uuid', leg: 'hin', driverId: '' }, 400, 'bad-request'],
    [
      'an unknown leg kind',
      { intent: 'assign-leg', id: '00000000-0000-4000-8000-000000000000', leg: 'quer', driverId: '' },
      400,
      'bad-request',
    ],
    [
      'an unknown booking',
      { intent: 'assign-leg', id: '00000000-0000-4000-8000-000000000000', leg: 'hin', driverId: '' },
      200,
      'not-found',
    ],
    [
      'an unknown driver',
      { intent: 'assign-leg', id: '', leg: 'hin', driverId: '00000000-0000-4000-8000-000000000000' },
      200,
      'not-found',
    ],
    ['a malformed vehicle', { intent: 'assign-leg', id: '', leg: 'hin', driverId: '', vehicleId: 'x' }, 200, 'invalid'],
    ['an unknown intent', { intent: 'loeschen' }, 400, 'bad-request'],
  ])('refuses %s in German and changes nothing', async (_name, fields, status, code) => {
    const before = await t.db.select().from(tripLegs).orderBy(tripLegs.id);
    const answer = await post({ ...fields, ...(fields.id === '' ? { id: seated.id } : {}) });
    expect(answer.status).toBe(status);
    expect(answer.body).toMatchObject({ ok: false, code });
    expect(answer.body.toasts[0]!.description).toMatch(/[äöüÄÖÜß]|Bitte|nicht|Unbekannt/);
    expect(await t.db.select().from(tripLegs).orderBy(tripLegs.id)).toEqual(before);
  });
});

describe('companions and the carrying chair (migration 0018, decision 227)', () => {
  const later = '2031-03-20';

  it('counts the companions for the seats and checks the carrying chair separately from the ramp', async () => {
    const [ramp] = await t.db
      .insert(vehicles)
      .values({ plate: 'F-KF 400', model: 'Rampe', wheelchair: true, tragestuhl: false, seats: 3 })
      .returning({ id: vehicles.id });
    const [chair] = await t.db
      .insert(vehicles)
      .values({ plate: 'F-KF 500', model: 'Trage', wheelchair: false, tragestuhl: true, seats: 5 })
      .returning({ id: vehicles.id });
    const carried = await createBooking(t.db, {
      status: 'confirmed',
      nachname: 'Trage',
      datum: later,
      uhrzeit: '10:00',
      transportart: 'tragestuhl',
      begleitpersonen: 3,
    });
    const board = await loadBoard(t.db, boardRange(new URLSearchParams(`tag=${later}`), later), later);
    expect(board.legs.map((l) => [l.patient, l.begleitpersonen, l.transport])).toEqual([
      ['Erika Trage', 3, 'tragestuhl'],
    ]);
    expect(board.vehicles.find((v) => v.id === chair!.id)).toMatchObject({ wheelchair: false, tragestuhl: true });

    const onRamp = await post({
      intent: 'assign-leg',
      id: carried.id,
      leg: 'hin',
      driverId: carl.id,
      vehicleId: ramp!.id,
    });
    expect(onRamp.body.toasts.slice(1).map((toast) => toast.description)).toEqual([
      'Hinfahrt Trage ist eine Tragestuhlfahrt, aber F-KF 400 hat keinen Tragestuhl.',
      'Hinfahrt Trage: 4 Sitzplätze nötig, F-KF 400 hat 2 für Fahrgäste.',
    ]);
    const onChair = await post({
      intent: 'assign-leg',
      id: carried.id,
      leg: 'hin',
      driverId: carl.id,
      vehicleId: chair!.id,
    });
    expect(onChair.body.toasts).toHaveLength(1);
    expect(onChair.body.ok).toBe(true);
  });
});

describe('the day plan', () => {
  it('prints both legs with flags, phone numbers and the leg’s notes, without insurer or booking notes', async () => {
    await t.db
      .update(tripLegs)
      .set({ driverId: anna.id, notes: 'Klingel defekt, bitte anrufen' })
      .where(eq(tripLegs.bookingId, wheelchair.id));
    await t.db.update(bookings).set({ begleitpersonen: 2 }).where(eq(bookings.id, wheelchair.id));
    const response = (await dayPlanLoader({
      request: dispatcher.request(`/app/dispatch/tagesplan/${anna.id}?tag=${day}`),
      context: dispatcher.context,
      params: { driverId: anna.id },
    } as never)) as Response;
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Tagesplan Anna Hinweg, 13.03.2031');
    expect(html).toContain('@page{size:A4');
    expect(html.match(/<tr data-leg="/g)).toHaveLength(2);
    for (const text of [
      '08:30 Uhr',
      '12:15 Uhr',
      'Hinfahrt',
      'Rückfahrt',
      'Rita Rollmann',
      '069 900091',
      HOME,
      'Infektiös',
      'Klingel defekt, bitte anrufen',
      'F-KF 100',
      '0171 00000001',
      'Rita Rollmann</strong> +2 Begleitpersonen',
    ]) {
      expect(html).toContain(text);
    }
    expect(html).toMatch(/class="warn">Infektiös/);
    for (const secret of ['AOK', 'Shunt', '+4969900091']) expect(html).not.toContain(secret);
  });

  it('names the vehicle of each ride, and every vehicle of the day in the header, after the board gave one ride the van (issue 37)', async () => {
    // The board (earlier test) gave the Hinfahrt the wheelchair van; the Rückfahrt keeps Anna's car.
    const response = (await dayPlanLoader({
      request: dispatcher.request(`/app/dispatch/tagesplan/${anna.id}?tag=${day}`),
      context: dispatcher.context,
      params: { driverId: anna.id },
    } as never)) as Response;
    const html = await response.text();
    const rows = [...html.matchAll(/<tr data-leg="(\w+)">([\s\S]*?)<\/tr>/g)].map(([, kind, row]) => [
      kind,
      /<td data-vehicle>([^<]*)<\/td>/.exec(row!)?.[1],
    ]);
    expect(rows).toEqual([
      ['hin', 'F-KF 300 VW Caddy (Rollstuhl)'],
      ['rueck', 'F-KF 100 Skoda Octavia'],
    ]);
    expect(html).toContain('Fahrzeuge: F-KF 300 VW Caddy (Rollstuhl), F-KF 100 Skoda Octavia<br>');
    const plan = (await loadDayPlan(t.db, anna.id, day))!;
    expect(plan.legs.map((leg) => leg.vehicle?.plate)).toEqual(['F-KF 300', 'F-KF 100']);
    expect(plan.vehicle?.plate).toBe('F-KF 100');
  });

  it.each<[string, string, number]>([
    ['an impossible date', '?tag=2031-02-30', 400],
    ['no date', '', 400],
  ])('answers %s with a German 4xx', async (_name, query, status) => {
    const response = (await dayPlanLoader({
      request: dispatcher.request(`/app/dispatch/tagesplan/${anna.id}${query}`),
      context: dispatcher.context,
      params: { driverId: anna.id },
    } as never)) as Response;
    expect(response.status).toBe(status);
    expect(await response.text()).toContain('Bitte wählen Sie einen gültigen Tag');
  });

  it('answers an unknown driver with 404', async () => {
    for (const driverId of ['kein-fahrer', '00000000-0000-4000-8000-000000000000']) {
      const response = (await dayPlanLoader({
        request: dispatcher.request(`/app/dispatch/tagesplan/${driverId}?tag=${day}`),
        context: dispatcher.context,
        params: { driverId },
      } as never)) as Response;
      expect(response.status).toBe(404);
    }
  });

  it('is sent: the e-mail through the outbox, a WhatsApp text without names, addresses or health data', async () => {
    await t.db.delete(outboxJobs);
    const { body } = await post({ intent: 'send-plan', driverId: anna.id, datum: day });
    expect(body.ok).toBe(true);
    expect(body.toasts[0]).toMatchObject({
      kind: 'success',
      title: 'Tagesplan an Anna Hinweg (2 Fahrten)',
      link: { label: 'WhatsApp öffnen' },
    });
    const link = body.toasts[0]!.link!.href;
    expect(link).toMatch(/^https:\/\/wa\.me\/4917100000001\?text=/);
    const text = decodeURIComponent(new URL(link).searchParams.get('text')!);
    expect(text).toContain(`08:30 Uhr: Hinfahrt ${wheelchair.bookingNumber}`);
    for (const secret of ['Rollmann', 'Rita', 'Lindenweg', 'Dialyse', 'Infekt', 'Rollstuhl', 'Klingel', 'AOK'])
      expect(text).not.toContain(secret);
    const jobs = await t.db.select().from(outboxJobs);
    expect(jobs.map((j) => [j.kind, j.payload])).toEqual([
      ['driver-day-plan', { to: 'anna@example.org', driverId: anna.id, datum: day }],
    ]);
  });

  it('renders the e-mail with the printed plan’s facts per ride (vehicle, companions, note), handling as instructions, never a condition', async () => {
    const mail = await renderDayPlanMail(t.db, anna.id, day);
    expect(mail.subject).toBe('Tagesplan für den 13.03.2031 (2 Fahrten)');
    const opening =
      'Ihr Tagesplan für den 13.03.2031 (Fahrzeuge: F-KF 300 VW Caddy (Rollstuhl), F-KF 100 Skoda Octavia):';
    const hin = [
      `08:30 Uhr · Hinfahrt · ${wheelchair.bookingNumber}`,
      'Fahrgast: Rita Rollmann +2 Begleitpersonen, Tel. 069 900091',
      `Abholung: ${HOME}`,
      `Ziel: ${CLINIC}`,
      'Transportart: Rollstuhl (RS)',
      'Fahrzeug: F-KF 300 VW Caddy (Rollstuhl)',
      'Hinweise: Rollstuhl verladen; Vor der Fahrt bitte bei der Disposition anrufen',
      'Notiz: Klingel defekt, bitte anrufen',
    ];
    expect(mail.text).toContain(['Hallo Anna Hinweg,', '', opening, '', ...hin, ''].join('\n'));
    expect(mail.text).toContain(
      `12:15 Uhr · Rückfahrt · ${wheelchair.bookingNumber}\nFahrgast: Rita Rollmann +2 Begleitpersonen, Tel. 069 900091`,
    );
    expect(mail.text).toContain('Fahrzeug: F-KF 100 Skoda Octavia\n');
    expect(mail.html).toContain('Notiz: Klingel defekt, bitte anrufen<br>');
    for (const secret of ['Infekt', 'infekt', 'Hund im Haus', 'AOK', 'Shunt', '+4969900091']) {
      expect(mail.text).not.toContain(secret);
      expect(mail.html).not.toContain(secret);
    }
  });

  it('refuses a plan without legs, an unknown driver and a bad date in German', async () => {
    const empty = await post({ intent: 'send-plan', driverId: carl.id, datum: day });
    expect(empty.body).toMatchObject({
      ok: false,
      code: 'not-found',
      toasts: [{ description: 'Dieser Fahrer hat an diesem Tag keine Fahrten.' }],
    });
    const gone = await post({ intent: 'send-plan', driverId: '00000000-0000-4000-8000-000000000000', datum: day });
    expect(gone.body).toMatchObject({ ok: false, code: 'not-found' });
    const badDate = await post({ intent: 'send-plan', driverId: anna.id, datum: '13.03.2031' });
    expect(badDate.body).toMatchObject({
      ok: false,
      code: 'invalid',
      fieldErrors: { datum: 'Bitte wählen Sie einen gültigen Tag.' },
    });
    expect(await loadDayPlan(t.db, 'kein-uuid', day)).toBeNull();
  });
});

describe('the default duration on the Einstellungen screen', () => {
  async function save(value: string, session = owner) {
    const response = await settingsAction({
      request: session.request('/app/settings', {
        method: 'POST',
        body: new URLSearchParams({ intent: 'save-dispatch', defaultDurationMinutes: value }),
      }),
      context: session.context,
      params: {},
    } as never);
    return (response as { data: Answer }).data;
  }

  it('stores a whole number of minutes, records it and shows it; refuses anything else in German', async () => {
    expect(await save('60')).toMatchObject({
      ok: true,
      toasts: [{ title: 'Einstellung gespeichert', description: 'Dauer einer Fahrt ohne Entfernung: 60 Minuten' }],
    });
    expect((await getDispatchSettings(t.db)).defaultDurationMinutes).toBe(60);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, 'settings_changed'));
    expect(audit.map((a) => a.detail)).toContainEqual({ area: 'dispatch', defaultDurationMinutes: 60 });
    const loaded = (await settingsLoader({
      request: owner.request('/app/settings'),
      context: owner.context,
      params: {},
    } as never)) as { defaultDurationMinutes: number };
    expect(loaded.defaultDurationMinutes).toBe(60);
    for (const bad of ['0', '1000', 'viel', '']) {
      expect(await save(bad)).toMatchObject({
        ok: false,
        code: 'invalid',
        fieldErrors: { defaultDurationMinutes: expect.stringContaining('ganze Zahl') },
      });
    }
    expect((await getDispatchSettings(t.db)).defaultDurationMinutes).toBe(60);
    // The board's conflict check uses it.
    expect(
      (await loadBoard(t.db, boardRange(new URLSearchParams(`tag=${day}`), day), day)).settings.defaultDurationMinutes,
    ).toBe(60);
  });

  it('is for the Inhaber only', async () => {
    await expect(save('30', dispatcher)).rejects.toMatchObject({ status: 403 });
    expect((await getDispatchSettings(t.db)).defaultDurationMinutes).toBe(60);
  });
});

describe('a deactivated driver', () => {
  it('is on the board only while they still have legs in the period, and not offered', async () => {
    const otherDay = '2031-04-02';
    const retired = await createDriver(t.db, { name: 'Rudi Rentner', phone: '+4917100000009', active: false });
    const names = async () =>
      (await loadBoard(t.db, boardRange(new URLSearchParams(`tag=${otherDay}`), otherDay), otherDay)).drivers.map(
        (d) => [d.name, d.active],
      );
    expect(await names()).not.toContainEqual(['Rudi Rentner', false]);
    const booking = await createBooking(t.db, { status: 'confirmed', datum: otherDay, uhrzeit: '09:00' });
    await t.db.update(tripLegs).set({ driverId: retired.id }).where(eq(tripLegs.bookingId, booking.id));
    expect(await names()).toContainEqual(['Rudi Rentner', false]);
    expect(await names()).toContainEqual(['Anna Hinweg', true]);
  });
});

describe('a ride the driver reported as "nicht angetroffen" (issue 37)', () => {
  it('shows the driver’s reason on the board, read by the rides core, until the ride is planned again', async () => {
    const today = berlinDate();
    const driver = await createDriverSession(t.db, { name: 'Nina Nachtschicht' });
    const me = {
      userId: driver.user.id,
      driverId: driver.driverId,
      actor: { userId: driver.user.id, label: 'Nina Nachtschicht' },
    };
    const booking = await createBooking(t.db, {
      status: 'confirmed',
      nachname: 'Nichtda',
      datum: today,
      uhrzeit: '09:00',
      rueckfahrt: 'fest',
      rueckfahrtDatum: today,
      rueckfahrtUhrzeit: '11:00',
    });
    await t.db.update(tripLegs).set({ driverId: driver.driverId }).where(eq(tripLegs.bookingId, booking.id));
    const legs = await readLegs(t.db, booking.id);
    const reportedAt = new Date(Date.now() - 60_000).toISOString();
    const report = (grund: string) =>
      reportLegStatus(t.db, me, {
        reportId: randomUUID(),
        legId: legs!.hin.id,
        report: 'nicht-angetroffen',
        grund,
        reportedAt,
      });
    expect(await report('Patient nicht zu Hause')).toMatchObject({ ok: true, value: { status: 'nicht-angetroffen' } });
    const board = async () => {
      const loaded = (await boardLoader({
        request: dispatcher.request(`/app/dispatch?tag=${today}`),
        context: dispatcher.context,
        params: {},
      } as never)) as Awaited<ReturnType<typeof loadBoard>>;
      return loaded.legs.filter((l) => l.bookingId === booking.id).map((l) => [l.kind, l.legStatus, l.missedReason]);
    };
    expect(await board()).toEqual([
      ['hin', 'nicht-angetroffen', 'Patient nicht zu Hause'],
      ['rueck', 'geplant', null],
    ]);
    // Planned again by the office: the old reason no longer belongs to the ride.
    await changeLegPlan(t.db, { userId: dispatcher.user.id, label: 'Disposition' }, booking.id, 'hin', 'restore');
    expect(await board()).toEqual([
      ['hin', 'geplant', null],
      ['rueck', 'geplant', null],
    ]);
  });
});
