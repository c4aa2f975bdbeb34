// Every form schema of the product applies the one plain-text rule: a hostile character in any text
// field gives that field the German message (never a database error later).
import { describe, expect, it } from 'vitest';
import { EMPTY_VALUES, validateStep } from '#app/domain/booking/schemas';
import { validateEditBooking } from '#app/domain/bookings/edit-booking';
import { parseListFilters } from '#app/domain/bookings/list-filters';
import { parseContactForm } from '#app/domain/contact';
import { parseDriverForm } from '#app/domain/fleet/driver-form';
import { parseVehicleForm } from '#app/domain/fleet/vehicle-form';
import { parsePriceRuleForm } from '#app/domain/pricing/price-rule-form';
import { parseSeriesForm } from '#app/domain/series/series-form';
import { seriesFormFields } from '#app/domain/series/series.fixtures';
import { PLAIN_TEXT_MESSAGE } from './plain-text';

const HOSTILE = ['\u0000', '\u001b', '\u202E', '\uD800', '\u0085'];
const inject = (value: string, bad: string) => `${value.slice(0, 2)}${bad}${value.slice(2)}`;

const wizard = {
  ...EMPTY_VALUES,
  vorname: 'Anna',
  nachname: 'Meier',
  telefon: '+4969123456',
  email: 'anna@example.org',
  abholadresse: 'Zeil 1, 60313 Frankfurt',
  zieladresse: 'Uniklinik, Theodor-Stern-Kai 7, Frankfurt',
  krankenkasse: 'AOK Hessen',
  weitereHinweise: 'Bitte klingeln.\nZweiter Stock.',
  bestaetigungsEmail: 'anna@example.org',
};
/** Puts `bad` into each of `fields` in turn; `errorOf` is the message the form gives that field then. */
function expectEachRefused<F extends string, V extends Record<F, string>>(
  valid: V,
  fields: readonly F[],
  bad: string,
  errorOf: (values: V, field: F) => string | false | undefined,
) {
  for (const field of fields) {
    expect(errorOf({ ...valid, [field]: inject(valid[field], bad) }, field), field).toBe(PLAIN_TEXT_MESSAGE);
  }
}

const NOW = new Date('2026-11-24T10:00:00Z');
const HOURS = { opens: '06:00', closes: '20:00' };

describe('the plain-text rule in every schema', () => {
  it.each(HOSTILE)('booking wizard refuses %j in each text field with the field message', (bad) => {
    for (const [step, field] of [
      [1, 'vorname'],
      [1, 'nachname'],
      [1, 'email'],
      [1, 'abholadresse'],
      [1, 'zieladresse'],
      [1, 'krankenkasse'],
      [2, 'weitereHinweise'],
      [4, 'bestaetigungsEmail'],
    ] as const) {
      const values = { ...wizard, [field]: inject(wizard[field], bad) };
      expect(validateStep(step, values, NOW, HOURS)[field], field).toBe(PLAIN_TEXT_MESSAGE);
    }
    expect(validateStep(1, wizard, NOW, HOURS)).toEqual({});
    expect(validateStep(2, wizard, NOW, HOURS)).toEqual({});
  });

  it.each(HOSTILE)('contact form refuses %j; the message keeps its line breaks', (bad) => {
    const valid = {
      name: 'Anna Meier',
      contact: 'anna@example.org',
      message: 'Hallo,\r\nbitte rufen Sie an.\tDanke',
      consent: 'on',
    };
    expect(parseContactForm(valid).success).toBe(true);
    expectEachRefused(valid, ['name', 'contact', 'message'], bad, (values, field) => {
      const result = parseContactForm(values);
      return result.success === false && result.errors[field];
    });
  });

  it.each(HOSTILE)('staff forms refuse %j: edit booking, driver, vehicle, price rule', (bad) => {
    const booking = {
      vorname: 'Anna',
      nachname: 'Meier',
      datum: '2026-12-01',
      uhrzeit: '10:00',
      telefon: '069123456',
      email: 'a@example.org',
      abholadresse: 'Zeil 1',
      zieladresse: 'Klinik 2',
      krankenkasse: 'AOK',
      transportart: '',
      entfernungKm: '',
    };
    expect(validateEditBooking(booking).ok).toBe(true);
    const bookingFields = [
      'vorname',
      'nachname',
      'telefon',
      'email',
      'abholadresse',
      'zieladresse',
      'krankenkasse',
    ] as const;
    expectEachRefused(booking, bookingFields, bad, (values, field) => {
      const result = validateEditBooking(values);
      return result.ok === false && result.fieldErrors[field];
    });
    const driver = {
      name: 'Peter Fahrmann',
      phone: '0171 1234567',
      email: 'peter@example.org',
      notes: 'Nur vormittags.\nKein Rollstuhl.',
    };
    expect(parseDriverForm(driver).success).toBe(true);
    expectEachRefused(driver, ['name', 'email', 'notes'], bad, (values, field) => {
      const result = parseDriverForm(values);
      return result.success === false && result.fieldErrors[field];
    });
    const vehicle = parseVehicleForm({
      plate: 'F-AB 123',
      model: inject('VW Caddy', bad),
      seats: '4',
      assignedDriverId: '',
    });
    expect(vehicle.success === false && vehicle.fieldErrors.model).toBe(PLAIN_TEXT_MESSAGE);
    const rule = parsePriceRuleForm({
      insurer: inject('AOK Hessen', bad),
      mode: 'standard',
      baseFare: '10',
      includedKm: '5',
      perKm: '1',
    });
    expect(rule.success === false && rule.fieldErrors.insurer).toBe(PLAIN_TEXT_MESSAGE);
  });

  it.each(HOSTILE)('the series form refuses %j in its addresses and notes (issue 39)', (bad) => {
    const series = seriesFormFields;
    expect(parseSeriesForm(series, ['MO']).success).toBe(true);
    expectEachRefused(series, ['abholadresse', 'zieladresse', 'hinweise'], bad, (values, field) => {
      const result = parseSeriesForm(values, ['MO']);
      return result.success === false && result.fieldErrors[field];
    });
  });

  it('the bookings search drops such characters instead of refusing (nothing is stored)', () => {
    expect(parseListFilters(new URLSearchParams({ q: 'Mü\u0000ller\u202E' })).q).toBe('Müller');
  });
});
