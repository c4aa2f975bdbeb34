// Names and addresses refuse a spreadsheet formula start at input (issue 39): the 'name' text kind in
// plain-text.ts, used by every form's person names, street addresses and insurer names. Phone numbers
// (+49 …) and notes stay allowed: the CSV writer makes their cells inert (formula-start.ts).
import { describe, expect, it } from 'vitest';
import { approvalFormSchema } from '#app/domain/approvals/approval-form';
import { insurerSettingsSchema } from '#app/domain/approvals/insurer-settings-form';
import { prescriptionFormSchema } from '#app/domain/approvals/prescription-form';
import { berlinInstant } from '#app/domain/berlin-time';
import { EMPTY_VALUES, validateStep } from '#app/domain/booking/schemas';
import { validateEditBooking } from '#app/domain/bookings/edit-booking';
import { parsePhoneBookingForm } from '#app/domain/bookings/phone-booking-form';
import { parseContactForm } from '#app/domain/contact';
import { parseDriverForm } from '#app/domain/fleet/driver-form';
import { parseVehicleForm } from '#app/domain/fleet/vehicle-form';
import { createInvoiceSchema } from '#app/domain/invoices/invoice-form';
import { invoiceSettingsSchema } from '#app/domain/invoices/invoice-settings-form';
import { parsePatientForm } from '#app/domain/patients/patient-form';
import { parsePriceRuleForm } from '#app/domain/pricing/price-rule-form';
import { parseSeriesForm } from '#app/domain/series/series-form';
import { seriesFormFields } from '#app/domain/series/series.fixtures';
import type { z } from '#app/domain/zod-jitless';
import { FORMULA_START_MESSAGE } from './formula-start';
import { PLAIN_TEXT_MESSAGE, textError } from './plain-text';

// OWASP "CSV Injection": the first characters a spreadsheet reads as a formula.
const FORMULAS = ['=HYPERLINK("http://x","Klick")', '=DDE("cmd";"/C calc";"A1")', '+1+1', '-1+1', '@SUM(A1)', '＝1+1'];

describe('textError: the name kind', () => {
  it.each([
    ['=HYPERLINK("x")', 'name', FORMULA_START_MESSAGE], // OWASP: =
    ['+49 Müller', 'name', FORMULA_START_MESSAGE], // OWASP: +
    ['-Meier', 'name', FORMULA_START_MESSAGE], // OWASP: -
    ['@Meier', 'name', FORMULA_START_MESSAGE], // OWASP: @
    ['\tMeier', 'name', PLAIN_TEXT_MESSAGE], // a tab is a control character in one line (plain-text rule first)
    ['Müller-Lüdenscheidt', 'name', null], // a hyphen inside a name is fine
    ["O'Brien", 'name', null],
    ['Zeil 1, 60313 Frankfurt', 'name', null],
    ['+49 171 2345678', 'single-line', null], // a phone number is no name
    ['=1+1', 'multi-line', null], // notes are free text: made inert in the CSV instead
    ['', 'name', null],
  ] as const)('%j as %s -> %s', (value, kind, message) => {
    expect(textError(value, kind)).toBe(message);
  });
});

const NOW = new Date('2026-11-24T10:00:00Z');
const HOURS = { opens: '06:00', closes: '20:00' };

/** The message the schema gives `path` for `values` (other fields may be missing). */
function issueAt(schema: z.ZodType, values: Record<string, unknown>, path: string): string | undefined {
  const result = schema.safeParse(values);
  return result.success ? undefined : result.error.issues.find((issue) => issue.path.join('.') === path)?.message;
}

describe.each(FORMULAS)('every name and address field refuses %j', (formula) => {
  it('booking wizard: Vorname, Nachname, addresses, Krankenkasse', () => {
    const wizard = {
      ...EMPTY_VALUES,
      vorname: 'Anna',
      nachname: 'Meier',
      telefon: '+4969123456',
      email: 'anna@example.org',
      abholadresse: 'Zeil 1, 60313 Frankfurt',
      zieladresse: 'Uniklinik, Theodor-Stern-Kai 7, Frankfurt',
      krankenkasse: 'AOK Hessen',
    };
    expect(validateStep(1, wizard, NOW, HOURS)).toEqual({});
    for (const field of ['vorname', 'nachname', 'abholadresse', 'zieladresse', 'krankenkasse'] as const) {
      expect(validateStep(1, { ...wizard, [field]: formula }, NOW, HOURS)[field], field).toBe(FORMULA_START_MESSAGE);
    }
  });

  it('Buchung bearbeiten', () => {
    const booking = {
      vorname: 'Anna',
      nachname: 'Meier',
      datum: '2026-12-01',
      uhrzeit: '10:00',
      telefon: '+49 69 123456',
      email: 'a@example.org',
      abholadresse: 'Zeil 1',
      zieladresse: 'Klinik 2',
      krankenkasse: 'AOK',
      transportart: '',
      entfernungKm: '',
    };
    expect(validateEditBooking(booking).ok).toBe(true);
    for (const field of ['vorname', 'nachname', 'abholadresse', 'zieladresse', 'krankenkasse'] as const) {
      const result = validateEditBooking({ ...booking, [field]: formula });
      expect(result.ok === false && result.fieldErrors[field], field).toBe(FORMULA_START_MESSAGE);
    }
  });

  it('phone booking', () => {
    const now = berlinInstant('2026-11-24', '10:30');
    const base = {
      vorname: 'Erika',
      nachname: 'Muster',
      telefon: '+49 69 1234567',
      abholadresse: 'Zeil 1, Frankfurt',
      zieladresse: 'Dialyse, Hanauer Landstraße 5',
      krankenkasse: 'AOK Hessen',
      hinweise: '=1+1 bleibt als Hinweis erlaubt',
      datum: '2026-11-25',
      uhrzeit: '07:10',
      status: 'confirmed',
    };
    expect(parsePhoneBookingForm(base, now).success).toBe(true);
    for (const field of ['vorname', 'nachname', 'abholadresse', 'zieladresse', 'krankenkasse'] as const) {
      const result = parsePhoneBookingForm({ ...base, [field]: formula }, now);
      expect(result.success === false && result.fieldErrors[field], field).toBe(FORMULA_START_MESSAGE);
    }
  });

  it('patient: names, address, places, Krankenkasse, contact person; phones and notes stay allowed', () => {
    const patient = {
      vorname: 'Erika',
      nachname: 'Muster',
      telefon1: '+49 171 2345678',
      adresse: 'Zeil 1, Frankfurt',
      ort1Adresse: 'Dialysezentrum, Zeil 1',
      krankenkasse: 'AOK Hessen',
      kontaktName: 'Max Muster',
      notizen: '-5 Stufen bis zur Tür',
    };
    expect(parsePatientForm(patient, '2026-06-10').success).toBe(true);
    for (const field of ['vorname', 'nachname', 'adresse', 'ort1Adresse', 'krankenkasse', 'kontaktName'] as const) {
      const result = parsePatientForm({ ...patient, [field]: formula }, '2026-06-10');
      expect(result.success === false && result.fieldErrors[field], field).toBe(FORMULA_START_MESSAGE);
    }
  });

  it('prescription (Arzt), approval and insurer settings (Krankenkasse), price rule (Krankenkasse)', () => {
    expect(issueAt(prescriptionFormSchema, { arztName: formula }, 'arztName')).toBe(FORMULA_START_MESSAGE);
    expect(issueAt(prescriptionFormSchema, { arztName: 'Dr. med. Weber' }, 'arztName')).toBeUndefined();
    expect(issueAt(approvalFormSchema, { krankenkasse: formula }, 'krankenkasse')).toBe(FORMULA_START_MESSAGE);
    expect(issueAt(insurerSettingsSchema, { krankenkasse: formula, seriesRule: 'jede_fahrt' }, 'krankenkasse')).toBe(
      FORMULA_START_MESSAGE,
    );
    const rule = parsePriceRuleForm({
      insurer: formula,
      mode: 'standard',
      baseFare: '10',
      includedKm: '5',
      perKm: '1',
    });
    expect(rule.success === false && rule.fieldErrors.insurer).toBe(FORMULA_START_MESSAGE);
  });

  it('series (Abholadresse, Zieladresse; notes stay free)', () => {
    const series = { ...seriesFormFields, hinweise: formula };
    expect(parseSeriesForm(series, ['MO']).success).toBe(true);
    for (const field of ['abholadresse', 'zieladresse'] as const) {
      const result = parseSeriesForm({ ...series, [field]: formula }, ['MO']);
      expect(result.success === false && result.fieldErrors[field], field).toBe(FORMULA_START_MESSAGE);
    }
  });

  it('driver name (phone and notes stay free), vehicle model', () => {
    const driver = { name: 'Peter Fahrmann', phone: '+49 171 1234567', email: '', notes: formula };
    expect(parseDriverForm(driver).success).toBe(true);
    const refused = parseDriverForm({ ...driver, name: formula });
    expect(refused.success === false && refused.fieldErrors.name).toBe(FORMULA_START_MESSAGE);
    const vehicle = { plate: 'F-AB 123', seats: '4', assignedDriverId: '' };
    expect(parseVehicleForm({ ...vehicle, model: 'VW Caddy' }).success).toBe(true);
    const model = parseVehicleForm({ ...vehicle, model: formula });
    expect(model.success === false && model.fieldErrors.model).toBe(FORMULA_START_MESSAGE);
  });

  it('public contact form: the name (the message stays free)', () => {
    const contact = { name: 'Anna Meier', contact: 'anna@example.org', message: formula, consent: 'on' };
    expect(parseContactForm(contact).success).toBe(true);
    const result = parseContactForm({ ...contact, name: formula });
    expect(result.success === false && result.errors.name).toBe(FORMULA_START_MESSAGE);
  });

  it('invoice recipient (name, address), company billing data (bank, municipality)', () => {
    const invoice = {
      empfaengerName: 'Erika Muster',
      empfaengerAdresse: 'Zeil 1\n60313 Frankfurt',
      legIds: ['6f1c2b1e-8d1a-4a57-9a44-0e9d6a2f3b11'],
    };
    expect(createInvoiceSchema.safeParse(invoice).success).toBe(true);
    expect(issueAt(createInvoiceSchema, { ...invoice, empfaengerName: formula }, 'empfaengerName')).toBe(
      FORMULA_START_MESSAGE,
    );
    const address = `${formula}\n60313 Frankfurt`;
    expect(issueAt(createInvoiceSchema, { ...invoice, empfaengerAdresse: address }, 'empfaengerAdresse')).toBe(
      FORMULA_START_MESSAGE,
    );
    const settings = { steuernummer: '045 123 45678', zahlungszielTage: '14', bankName: 'Frankfurter Volksbank' };
    expect(invoiceSettingsSchema.safeParse(settings).success).toBe(true);
    expect(issueAt(invoiceSettingsSchema, { ...settings, bankName: formula }, 'bankName')).toBe(FORMULA_START_MESSAGE);
    expect(
      issueAt(invoiceSettingsSchema, { ...settings, gemeindeName: formula, gemeindePlz: '60311' }, 'gemeindeName'),
    ).toBe(FORMULA_START_MESSAGE);
  });
});
