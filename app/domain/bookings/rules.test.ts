import { PHONE_MESSAGES } from '#app/domain/patients/phone';
import { describe, expect, it } from 'vitest';
import { isArchived } from './archive';
import { growthPercent, growthPeriods } from './growth';
import {
  containsPattern,
  effectiveSort,
  isoDateOrNull,
  isOverdue,
  listSearchParams,
  parseListFilters,
  searchDate,
  tripDateRange,
} from './list-filters';
import { statusLabel } from '#app/domain/rides/statuses';
import { BEGLEITPERSONEN_MESSAGE, DATE_TIME_REQUIRED, NAME_REQUIRED, validateEditBooking } from './edit-booking';
import { MESSAGES } from '#app/domain/booking/schemas';
import type { BookingEvent, UnknownBookingEvent } from './history-events';

describe('status', () => {
  it("labels statuses in German (the dashboard's labels: lifecycle.test.ts)", () => {
    expect(statusLabel('confirmed')).toBe('Angenommen');
    expect(statusLabel('unbekannt')).toBe('unbekannt');
  });
});

describe('isArchived', () => {
  const today = '2026-11-22';
  it('archives past closed bookings only', () => {
    expect(isArchived({ datum: '2026-11-21', status: 'completed' }, today)).toBe(true);
    expect(isArchived({ datum: '2026-11-21', status: 'rejected' }, today)).toBe(true);
    expect(isArchived({ datum: '2026-11-21', status: 'billed' }, today)).toBe(true);
    expect(isArchived({ datum: '2026-11-22', status: 'billed' }, today)).toBe(false);
    expect(isArchived({ datum: '2026-11-21', status: 'pending' }, today)).toBe(false);
    expect(isArchived({ datum: '2026-11-21', status: 'confirmed' }, today)).toBe(false);
    expect(isArchived({ datum: '2026-11-21', status: 'forwarded' }, today)).toBe(false);
  });
});

describe('growth', () => {
  it('compares this month so far with the same days of last month', () => {
    expect(growthPeriods('2026-11-22')).toEqual({
      current: { from: '2026-11-01', to: '2026-11-22' },
      previous: { from: '2026-10-01', to: '2026-10-22' },
    });
    expect(growthPeriods('2026-03-31').previous).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(growthPeriods('2026-01-15').previous).toEqual({ from: '2025-12-01', to: '2025-12-15' });
  });
  it('computes percent', () => {
    expect(growthPercent(112, 100)).toBe(12);
    expect(growthPercent(5, 10)).toBe(-50);
    expect(growthPercent(3, 0)).toBeNull();
  });
});

describe('list filters', () => {
  // The date filters: the one date reading with its range 1900-01-01..2100-12-31 (decision 256).
  it.each([
    ['2026-11-29', '2026-11-29'],
    ['1900-01-01', '1900-01-01'],
    ['1899-12-31', null],
    ['2100-12-31', '2100-12-31'],
    ['2101-01-01', null], // the filter took up to 2200 before
    ['2026-02-30', null],
    ['29.11.2026', null], // the URL carries yyyy-MM-dd only
    [null, null],
  ])('reads the date filter %j as %j', (value, expected) => {
    expect(isoDateOrNull(value)).toBe(expected);
  });

  it('parses the URL forgivingly', () => {
    expect(
      parseListFilters(new URLSearchParams('status=pending&type=liegend&q=%20Muster%20&page=3&archive=1')),
    ).toEqual({
      status: 'pending',
      type: 'liegend',
      q: 'Muster',
      page: 3,
      archived: true,
      tag: null,
      von: null,
      bis: null,
      fahrer: null,
      sort: null,
    });
    expect(
      parseListFilters(
        new URLSearchParams('status=x&type=y&page=-2&tag=gestern&von=2030-02-30&bis=morgen&fahrer=x&sort=name'),
      ),
    ).toEqual({
      status: null,
      type: null,
      q: '',
      page: 1,
      archived: false,
      tag: null,
      von: null,
      bis: null,
      fahrer: null,
      sort: null,
    });
    const driver = '0b7d3c5e-1f2a-4b6c-8d9e-0a1b2c3d4e5f';
    expect(
      parseListFilters(new URLSearchParams(`tag=morgen&von=2030-01-02&bis=2030-01-31&fahrer=${driver}&sort=fahrt-ab`)),
    ).toMatchObject({
      tag: 'morgen',
      von: '2030-01-02',
      bis: '2030-01-31',
      fahrer: driver,
      sort: 'fahrt-ab',
    });
    expect(parseListFilters(new URLSearchParams('fahrer=ohne')).fahrer).toBe('ohne');
  });
  it('round-trips', () => {
    expect(listSearchParams({ status: 'billed', q: 'a b', page: 1 }).toString()).toBe('status=billed&q=a+b');
    expect(listSearchParams({ tag: 'woche', fahrer: 'ohne', sort: 'eingang' }).toString()).toBe(
      'tag=woche&fahrer=ohne&sort=eingang',
    );
  });
  it('turns the day presets and Von–Bis into a trip-date range', () => {
    // 2030-06-15 is a Saturday: its week runs from Monday 10th to Sunday 16th.
    expect(tripDateRange({ tag: 'heute' }, '2030-06-15')).toEqual({ from: '2030-06-15', to: '2030-06-15' });
    expect(tripDateRange({ tag: 'morgen' }, '2030-06-30')).toEqual({ from: '2030-07-01', to: '2030-07-01' });
    expect(tripDateRange({ tag: 'woche' }, '2030-06-15')).toEqual({ from: '2030-06-10', to: '2030-06-16' });
    expect(tripDateRange({ tag: 'woche' }, '2030-06-10')).toEqual({ from: '2030-06-10', to: '2030-06-16' });
    expect(tripDateRange({ von: '2030-01-05', bis: null }, '2030-06-15')).toEqual({ from: '2030-01-05', to: null });
    expect(tripDateRange({ von: '2030-02-01', bis: '2030-01-05' }, '2030-06-15')).toEqual({
      from: '2030-01-05',
      to: '2030-02-01',
    });
    expect(tripDateRange({}, '2030-06-15')).toBeNull();
  });
  it('reads a German date in the search', () => {
    expect(searchDate('24.11.2026')).toBe('2026-11-24');
    expect(searchDate(' 1.2.2027 ')).toBe('2027-02-01');
    expect(searchDate('31.02.2027')).toBeNull();
    expect(searchDate('24.11.')).toBeNull();
    expect(searchDate('Müller')).toBeNull();
  });
  it('sorts the active view by trip date and the archive by arrival unless chosen', () => {
    expect(effectiveSort({ archived: false })).toBe('fahrt');
    expect(effectiveSort({ archived: true })).toBe('eingang');
    expect(effectiveSort({ archived: true, sort: 'fahrt-ab' })).toBe('fahrt-ab');
  });
  it('marks pending bookings whose ride has passed as overdue', () => {
    expect(isOverdue({ status: 'pending', datum: '2030-06-14', uhrzeit: '23:00' }, '2030-06-15', '08:00')).toBe(true);
    expect(isOverdue({ status: 'pending', datum: '2030-06-15', uhrzeit: '07:59' }, '2030-06-15', '08:00')).toBe(true);
    expect(isOverdue({ status: 'pending', datum: '2030-06-15', uhrzeit: '08:00' }, '2030-06-15', '08:00')).toBe(false);
    expect(isOverdue({ status: 'confirmed', datum: '2030-06-01', uhrzeit: '08:00' }, '2030-06-15', '08:00')).toBe(
      false,
    );
  });
  it('escapes LIKE wildcards', () => {
    expect(containsPattern('50%_a\\B')).toBe('%50\\%\\_a\\\\b%');
  });
});

describe('validateEditBooking', () => {
  const valid = {
    transportart: 'sitzend',
    krankenkasse: 'AOK',
    datum: '2026-12-01',
    uhrzeit: '09:15',
    vorname: 'Erika',
    nachname: 'Muster',
    telefon: '+49 (0)69 1234567',
    email: 'e@example.org',
    abholadresse: 'A-Str. 1',
    zieladresse: 'B-Str. 2',
    entfernungKm: '12,5',
  };
  it('asks for both names first, then date and time', () => {
    expect(validateEditBooking({ ...valid, nachname: ' ' })).toMatchObject({
      ok: false,
      title: 'Validierungsfehler',
      message: NAME_REQUIRED,
    });
    expect(validateEditBooking({ ...valid, uhrzeit: '' })).toMatchObject({
      ok: false,
      title: 'Validierungsfehler',
      message: DATE_TIME_REQUIRED,
    });
  });
  // The one date reading with its range 1900-01-01..2100-12-31 (calendar-days.ts, decision 256; issue 39:
  // 2026-02-30 answered 500 with SQLSTATE 22008).
  it.each([
    ['2026-02-30', 'datum'],
    ['0000-01-01', 'datum'],
    ['9999-12-31', 'datum'],
    ['2026-12-01\u0000', 'datum'],
  ])('refuses the date %j in German', (datum, field) => {
    const result = validateEditBooking({ ...valid, datum });
    expect(result.ok === false && result.fieldErrors[field]).toBe('Bitte geben Sie ein gültiges Datum ein.');
    const back = validateEditBooking({
      ...valid,
      rueckfahrt: 'nach-termin',
      rueckDatum: datum,
      rueckAbholadresse: 'B-Str. 2',
      rueckZieladresse: 'A-Str. 1',
    });
    expect(back.ok === false && back.fieldErrors.rueckDatum).toBe('Bitte geben Sie das Datum der Rückfahrt ein.');
  });
  it('reads a date typed as dd.MM.yyyy as yyyy-MM-dd', () => {
    const result = validateEditBooking({ ...valid, datum: '01.12.2026' });
    expect(result.ok && result.values.datum).toBe('2026-12-01');
  });
  it('accepts and normalises a valid form', () => {
    const result = validateEditBooking(valid);
    expect(result.ok && result.values).toMatchObject({
      entfernungKm: '12.5',
      telefon: '+49691234567',
      transportart: 'sitzend',
    });
    expect(validateEditBooking({ ...valid, telefon: '+49 (69) 123-45/6' })).toMatchObject({
      ok: true,
      values: { telefon: '+4969123456' },
    });
    const empty = validateEditBooking({ ...valid, transportart: '', email: '', entfernungKm: '' });
    expect(empty.ok && empty.values).toMatchObject({ transportart: null, email: null, entfernungKm: null });
  });
  it('rejects bad formats with German messages', () => {
    // The wizard's rules for e-mail (issue 14); phone numbers go through the phone rules (issue 17).
    for (const email of ['nope', 'a@[127.0.0.1]', 'a@127.0.0.1', 'anna@web.de.', 'a b@example.org']) {
      expect(validateEditBooking({ ...valid, email }), email).toMatchObject({
        ok: false,
        fieldErrors: { email: MESSAGES.email },
      });
    }
    for (const telefon of ['abc', '12', '0171 12a', '+49+69123']) {
      expect(validateEditBooking({ ...valid, telefon }), telefon).toMatchObject({
        ok: false,
        fieldErrors: { telefon: PHONE_MESSAGES.invalid },
      });
    }
    expect(validateEditBooking({ ...valid, entfernungKm: '10000.5' })).toMatchObject({ ok: false });
    expect(validateEditBooking({ ...valid, transportart: 'fliegend' })).toMatchObject({ ok: false });
    expect(validateEditBooking({ ...valid, uhrzeit: '25:00' })).toMatchObject({ ok: false });
    expect(validateEditBooking({ ...valid, telefon: '1234567' })).toMatchObject({
      ok: false,
      fieldErrors: { telefon: PHONE_MESSAGES.invalid },
    });
    const noPhone = validateEditBooking({ ...valid, telefon: ' ' });
    expect(noPhone.ok && noPhone.values.telefon).toBeNull();
  });
  // Companions (issue 20): 0–8 whole; empty or not posted keeps the stored number (undefined).
  it.each([
    ['0', true, 0],
    ['3', true, 3],
    [' 8 ', true, 8],
    ['', true, undefined],
    [undefined, true, undefined],
    ['9', false, null],
    ['-1', false, null],
    ['1,5', false, null],
    ['zwei', false, null],
    ['100', false, null],
  ])('Begleitpersonen %j: ok %s, value %s', (begleitpersonen, ok, value) => {
    const result = validateEditBooking({ ...valid, begleitpersonen });
    if (ok) expect(result).toMatchObject({ ok: true, values: { begleitpersonen: value } });
    else expect(result).toMatchObject({ ok: false, fieldErrors: { begleitpersonen: BEGLEITPERSONEN_MESSAGE } });
  });
});

describe('describeHistoryEntry', () => {
  it('describes each kind of entry in German', async () => {
    const { describeHistoryEntry } = await import('./history');
    const cases: Array<[BookingEvent | UnknownBookingEvent, string]> = [
      [{ type: 'created', data: { status: 'pending', source: 'online' } }, 'Online-Buchung eingegangen'],
      [
        { type: 'created', data: { status: 'confirmed', source: 'telefon', staff: 'Dora Disponentin' } },
        'Buchung angelegt (telefonisch, von Dora Disponentin)',
      ],
      [{ type: 'created', data: { status: 'confirmed' } }, 'Buchung angelegt'],
      // Issue 37: what the dispatcher booked despite the warnings, the way the approval override is named.
      [
        { type: 'created', data: { status: 'confirmed', source: 'telefon', staff: 'Dora', overbooked: true } },
        'Buchung angelegt (telefonisch, von Dora), trotz voller Kapazität gebucht',
      ],
      [
        {
          type: 'created',
          data: { status: 'confirmed', source: 'telefon', staff: 'Dora', duplicateOf: ['KF-2030-00001'] },
        },
        'Buchung angelegt (telefonisch, von Dora), trotz gleichzeitiger Fahrt gebucht (KF-2030-00001)',
      ],
      [
        {
          type: 'created',
          data: {
            status: 'pending',
            source: 'telefon',
            staff: 'Dora',
            overbooked: true,
            duplicateOf: ['KF-2030-00001', 'KF-2030-00002'],
          },
        },
        'Buchung angelegt (telefonisch, von Dora), trotz voller Kapazität gebucht, trotz gleichzeitiger Fahrt gebucht (KF-2030-00001, KF-2030-00002)',
      ],
      [
        {
          type: 'created',
          data: { status: 'confirmed', source: 'telefon', staff: 'Dora', overbooked: false, duplicateOf: [] },
        },
        'Buchung angelegt (telefonisch, von Dora)',
      ],
      [
        { type: 'status-changed', data: { from: 'pending', to: 'confirmed', via: 'confirm', overCapacity: true } },
        'Fahrt bestätigt trotz voller Kapazität',
      ],
      [{ type: 'status-changed', data: { from: 'pending', to: 'confirmed', via: 'confirm' } }, 'Fahrt bestätigt'],
      [{ type: 'status-changed', data: { from: 'pending', to: 'rejected', via: 'reject' } }, 'Fahrt abgelehnt'],
      [
        {
          type: 'status-changed',
          data: { from: 'pending', to: 'rejected', via: 'reject', grund: 'Kein Fahrzeug frei' },
        },
        'Fahrt abgelehnt (Grund: Kein Fahrzeug frei)',
      ],
      [
        { type: 'status-changed', data: { from: 'confirmed', to: 'billed' } },
        'Status geändert: Angenommen → Abgerechnet',
      ],
      [
        {
          type: 'edited',
          data: { changes: { nachname: { from: 'A', to: 'B' }, rueckfahrtDatum: { from: null, to: '2026-12-01' } } },
        },
        'Buchung bearbeitet: Nachname, Datum der Rückfahrt',
      ],
      [{ type: 'transport-changed', data: { from: null, to: 'liegend' } }, 'Transportart geändert: – → Liegend'],
      [
        {
          type: 'driver-assigned',
          data: { driverId: 'd', driverName: 'Peter', previousDriverId: null, emailed: true },
        },
        'An Fahrer gesendet: Peter (mit E-Mail)',
      ],
      [
        { type: 'driver-assigned', data: { driverId: 'd', driverName: 'Peter', previousDriverId: null, leg: 'rueck' } },
        'Rückfahrt an Fahrer gesendet: Peter',
      ],
      [
        { type: 'driver-unassigned', data: { driverId: 'd', driverName: 'Peter', reason: 'driver-deleted' } },
        'Fahrer entfernt: Peter (Fahrer gelöscht)',
      ],
      [
        { type: 'driver-unassigned', data: { driverId: null, driverName: 'Peter', previousDriverId: 'd', leg: 'hin' } },
        'Fahrer der Hinfahrt entfernt: Peter',
      ],
      [
        {
          type: 'vehicle-assigned',
          data: { leg: 'rueck', vehicleId: 'v', vehicleLabel: 'F-KT 101', previousVehicleId: null },
        },
        'Fahrzeug der Rückfahrt zugewiesen: F-KT 101',
      ],
      [
        { type: 'vehicle-assigned', data: { leg: 'hin', vehicleId: null, vehicleLabel: null, previousVehicleId: 'v' } },
        'Fahrzeug der Hinfahrt entfernt',
      ],
      [
        { type: 'email-requested', data: { template: 'acceptance', to: 'a@b.de' } },
        'Buchungsbestätigung angefordert an a@b.de',
      ],
      [{ type: 'email-requested', data: { template: 'rejection', to: 'a@b.de' } }, 'Absage angefordert an a@b.de'],
      [{ type: 'patient-linked', data: { patientId: 'p', previousPatientId: null } }, 'Patient zugeordnet'],
      [{ type: 'patient-linked', data: { patientId: 'p', previousPatientId: 'q' } }, 'Anderem Patienten zugeordnet'],
      [
        { type: 'approval-linked', data: { approvalId: 'a', nummer: 'G-1', status: 'genehmigt', gueltigBis: null } },
        'Genehmigung zugeordnet (Nr. G-1, genehmigt)',
      ],
      [
        { type: 'approval-changed', data: { approvalId: 'a', nummer: null, status: 'beantragt', gueltigBis: null } },
        'Genehmigung geändert (ohne Nummer, beantragt)',
      ],
      [
        { type: 'approval-unlinked', data: { approvalId: 'a', nummer: 'G-1', deleted: true } },
        'Genehmigung gelöscht (Nr. G-1)',
      ],
      [
        { type: 'prescription-saved', data: { created: true, grund: 'dialyse', ausstellungsdatum: '2026-11-20' } },
        'Verordnung erfasst',
      ],
      [{ type: 'prescription-scan', data: { fileName: 'scan.pdf' } }, 'Scan der Verordnung gespeichert'],
      [{ type: 'created', data: { status: 'confirmed', source: 'serie', seriesId: 's' } }, 'Aus einer Serie angelegt'],
      [
        {
          type: 'series-updated',
          data: {
            seriesId: 's',
            datum: '2030-03-04',
            uhrzeit: '08:00',
            previousDatum: '2030-03-04',
            previousUhrzeit: '06:30',
          },
        },
        'Serientermin geändert: 06:30 → 08:00 Uhr',
      ],
      [
        {
          type: 'series-updated',
          data: {
            seriesId: 's',
            datum: '2030-03-05',
            uhrzeit: '08:00',
            previousDatum: '2030-03-04',
            previousUhrzeit: '06:30',
            driverRemoved: true,
          },
        },
        'Serientermin geändert: 04.03.2030 06:30 → 05.03.2030 08:00 Uhr (Fahrer entfernt)',
      ],
      [
        { type: 'series-cancelled', data: { seriesId: 's', grund: 'Pause 11.03.2030 bis 17.03.2030' } },
        'Serientermin entfällt: Pause 11.03.2030 bis 17.03.2030',
      ],
      [{ type: 'unknown', storedType: 'imported' }, 'imported'],
    ];
    for (const [event, text] of cases) expect(describeHistoryEntry(event)).toBe(text);
  });
});
