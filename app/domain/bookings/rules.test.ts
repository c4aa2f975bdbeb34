import { PHONE_MESSAGES } from '../patients/phone';
import { describe, expect, it } from 'vitest';
import { isArchived } from './archive';
import { driverTripText } from './driver-message';
import { growthPercent, growthPeriods } from './growth';
import { containsPattern, listSearchParams, parseListFilters } from './list-filters';
import { dashboardLabel, statusLabel } from './status';
import { DATE_TIME_REQUIRED, NAME_REQUIRED, validateEditBooking } from './edit-booking';
import { MESSAGES } from '../booking/schemas';

describe('status', () => {
  it('labels statuses in German, the dashboard by assignment', () => {
    expect(statusLabel('confirmed')).toBe('Angenommen');
    expect(statusLabel('unbekannt')).toBe('unbekannt');
    expect(dashboardLabel('confirmed', true)).toBe('Zugewiesen');
    expect(dashboardLabel('confirmed', false)).toBe('Unzugewiesen');
    expect(dashboardLabel('rejected', false)).toBe('Abgelehnt');
    expect(dashboardLabel('pending', false)).toBe('Offen');
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
  it('parses the URL forgivingly', () => {
    expect(parseListFilters(new URLSearchParams('status=pending&type=liegend&q=%20Muster%20&page=3&archive=1'))).toEqual({
      status: 'pending',
      type: 'liegend',
      q: 'Muster',
      page: 3,
      archived: true,
    });
    expect(parseListFilters(new URLSearchParams('status=x&type=y&page=-2'))).toEqual({ status: null, type: null, q: '', page: 1, archived: false });
  });
  it('round-trips', () => {
    expect(listSearchParams({ status: 'billed', q: 'a b', page: 1 }).toString()).toBe('status=billed&q=a+b');
  });
  it('escapes LIKE wildcards', () => {
    expect(containsPattern('50%_a\\B')).toBe('%50\\%\\_a\\\\b%');
  });
});

describe('validateEditBooking', () => {
  const valid = {
    transportart: 'sitzend', krankenkasse: 'AOK', datum: '2026-12-01', uhrzeit: '09:15', vorname: 'Erika', nachname: 'Muster',
    telefon: '+49 (0)69 1234567', email: 'e@example.org', abholadresse: 'A-Str. 1', zieladresse: 'B-Str. 2', entfernungKm: '12,5',
  };
  it('asks for both names first, then date and time', () => {
    expect(validateEditBooking({ ...valid, nachname: ' ' })).toMatchObject({ ok: false, title: 'Validierungsfehler', message: NAME_REQUIRED });
    expect(validateEditBooking({ ...valid, uhrzeit: '' })).toMatchObject({ ok: false, title: 'Validierungsfehler', message: DATE_TIME_REQUIRED });
  });
  it('accepts and normalises a valid form', () => {
    const result = validateEditBooking(valid);
    expect(result.ok && result.values).toMatchObject({ entfernungKm: '12.5', telefon: '+49691234567', transportart: 'sitzend' });
    expect(validateEditBooking({ ...valid, telefon: '+49 (69) 123-45/6' })).toMatchObject({ ok: true, values: { telefon: '+4969123456' } });
    const empty = validateEditBooking({ ...valid, transportart: '', email: '', entfernungKm: '' });
    expect(empty.ok && empty.values).toMatchObject({ transportart: null, email: null, entfernungKm: null });
  });
  it('rejects bad formats with German messages', () => {
    // The wizard's rules for e-mail (issue 14); phone numbers go through the phone rules (issue 17).
    for (const email of ['nope', 'a@[127.0.0.1]', 'a@127.0.0.1', 'anna@web.de.', 'a b@example.org']) {
      expect(validateEditBooking({ ...valid, email }), email).toMatchObject({ ok: false, fieldErrors: { email: MESSAGES.email } });
    }
    for (const telefon of ['abc', '12', '0171 12a', '+49+69123']) {
      expect(validateEditBooking({ ...valid, telefon }), telefon).toMatchObject({ ok: false, fieldErrors: { telefon: PHONE_MESSAGES.invalid } });
    }
    expect(validateEditBooking({ ...valid, entfernungKm: '10000.5' })).toMatchObject({ ok: false });
    expect(validateEditBooking({ ...valid, transportart: 'fliegend' })).toMatchObject({ ok: false });
    expect(validateEditBooking({ ...valid, uhrzeit: '25:00' })).toMatchObject({ ok: false });
    expect(validateEditBooking({ ...valid, telefon: '1234567' })).toMatchObject({ ok: false, fieldErrors: { telefon: PHONE_MESSAGES.invalid } });
    const noPhone = validateEditBooking({ ...valid, telefon: ' ' });
    expect(noPhone.ok && noPhone.values.telefon).toBeNull();
  });
});

describe('driver message', () => {
  const trip = {
    bookingNumber: 'KF-2026-00001', datum: '2026-12-01', uhrzeit: '09:15', vorname: 'Erika', nachname: 'Muster', telefon: '0691234',
    abholadresse: 'A-Str. 1', zieladresse: 'B-Str. 2', transportart: 'rollstuhl', rueckfahrt: 'fest', rueckfahrtDatum: null,
    rueckfahrtUhrzeit: '11:00', rueckfahrtZeit: null,
  };
  it('contains the trip and no health data', () => {
    const text = driverTripText(trip, 'Peter');
    expect(text).toContain('01.12.2026 um 09:15 Uhr');
    expect(text).toContain('Rückfahrt: 01.12.2026 um 11:00 Uhr');
    expect(text).not.toMatch(/Pflegegrad|Krankenkasse|infekt/i);
  });
});

describe('describeHistoryEntry', () => {
  it('describes each kind of entry in German', async () => {
    const { describeHistoryEntry } = await import('./history');
    expect(describeHistoryEntry('created', { source: 'online' })).toBe('Online-Buchung eingegangen');
    expect(describeHistoryEntry('status-changed', { from: 'pending', to: 'confirmed', via: 'confirm' })).toBe('Fahrt bestätigt');
    expect(describeHistoryEntry('status-changed', { from: 'confirmed', to: 'billed' })).toBe('Status geändert: Angenommen → Abgerechnet');
    expect(describeHistoryEntry('edited', { changes: { nachname: {}, datum: {} } })).toBe('Buchung bearbeitet: Nachname, Datum');
    expect(describeHistoryEntry('transport-changed', { from: null, to: 'liegend' })).toBe('Transportart geändert: – → Liegend');
    expect(describeHistoryEntry('driver-assigned', { driverName: 'Peter', emailed: true })).toBe('An Fahrer gesendet: Peter (mit E-Mail)');
    expect(describeHistoryEntry('email-requested', { template: 'acceptance', to: 'a@b.de' })).toBe('Buchungsbestätigung angefordert an a@b.de');
  });
});
