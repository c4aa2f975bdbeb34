import { describe, expect, it } from 'vitest';
import { berlinInstant } from '#app/domain/berlin-time';
import { checkPrescriptionFile, mimeFromFileName, PRESCRIPTION_MESSAGES, safeFileName } from './prescription';
import {
  MESSAGES,
  parseBooking,
  returnHoursMessage,
  sanitizePhone,
  step3Schema,
  validateStep,
  valuesFromFormEntries,
} from './schemas';
import { erikaValues } from './wizard-values.fixtures';

const now = berlinInstant('2026-06-10', '12:00');
const hours = { opens: '06:00', closes: '20:00' };
const valid = { ...erikaValues, email: ' erika@example.org ', datum: '2026-06-12', uhrzeit: '09:00', zustimmung: true };

describe('step 1', () => {
  it('accepts a valid step and trims the e-mail', () => {
    expect(validateStep(1, valid, now, hours)).toEqual({});
    const parsed = parseBooking(valid, now, hours);
    expect(parsed.success && parsed.data.step1.email).toBe('erika@example.org');
  });

  it('uses SPEC.md’s messages verbatim (with the non-breaking hyphen in E‑Mail)', () => {
    const errors = validateStep(1, { ...valid, telefon: '069-123', email: 'kein-at' }, now, hours);
    expect(errors.telefon).toBe('Nur Ziffern und optional ein führendes +');
    expect(errors.email).toBe('Bitte geben Sie eine gültige E\u2011Mail-Adresse ein.');
  });

  it('asks for a missing phone number instead of naming the format', () => {
    expect(validateStep(1, { ...valid, telefon: '' }, now, hours).telefon).toBe(
      'Bitte geben Sie eine Telefonnummer ein.',
    );
    expect(validateStep(1, { ...valid, telefon: '   ' }, now, hours).telefon).toBe(
      'Bitte geben Sie eine Telefonnummer ein.',
    );
    expect(validateStep(1, { ...valid, telefon: '+' }, now, hours).telefon).toBe(MESSAGES.telefon);
  });

  it('refuses an address with a trailing dot or an empty domain label, in both address fields', () => {
    expect(validateStep(1, { ...valid, email: 'anna@web.de.' }, now, hours).email).toBe(MESSAGES.email);
    expect(validateStep(1, { ...valid, email: 'anna@web..de' }, now, hours).email).toBe(MESSAGES.email);
    expect(validateStep(4, { ...valid, bestaetigungsEmail: 'anna@web.de.' }, now, hours).bestaetigungsEmail).toBe(
      MESSAGES.email,
    );
    expect(validateStep(1, { ...valid, email: 'anna@web.de' }, now, hours)).toEqual({});
  });

  it('requires names and addresses but not insurer and care level', () => {
    const errors = validateStep(
      1,
      { ...valid, vorname: '  ', nachname: '', abholadresse: '', zieladresse: ' ' },
      now,
      hours,
    );
    expect(errors).toEqual({
      vorname: MESSAGES.vorname,
      nachname: MESSAGES.nachname,
      abholadresse: MESSAGES.abholadresse,
      zieladresse: MESSAGES.zieladresse,
    });
    expect(validateStep(1, { ...valid, pflegegrad: '6' }, now, hours).pflegegrad).toBe(MESSAGES.pflegegrad);
  });

  it('strips everything but digits and a leading + from the phone input', () => {
    expect(sanitizePhone(' +49 (69) 123-45 ')).toBe('+496912345');
    expect(sanitizePhone('0049+69')).toBe('004969');
    expect(sanitizePhone('abc')).toBe('');
  });
});

describe('step 2', () => {
  it('requires the barrier-free answer only with a wheelchair', () => {
    expect(validateStep(2, { ...valid, rollstuhl: true }, now, hours)).toEqual({
      barrierefreiZugang: 'Bitte wählen Sie eine Option aus.',
    });
    expect(validateStep(2, { ...valid, rollstuhl: true, barrierefreiZugang: 'nein' }, now, hours)).toEqual({});
    expect(validateStep(2, { ...valid, rollstuhl: false }, now, hours)).toEqual({});
  });
});

describe('step 3', () => {
  it('requires date and time', () => {
    expect(validateStep(3, { ...valid, datum: '', uhrzeit: '' }, now, hours)).toEqual({
      datum: MESSAGES.datum,
      uhrzeit: MESSAGES.uhrzeit,
    });
  });

  it('rejects a moment before the earliest with the earliest date and time', () => {
    expect(validateStep(3, { ...valid, datum: '2026-06-11', uhrzeit: '11:45' }, now, hours).uhrzeit).toBe(
      'Der früheste buchbare Termin ist der 11.06.2026 um 12:00 Uhr.',
    );
    expect(validateStep(3, { ...valid, datum: '2026-06-11', uhrzeit: '12:00' }, now, hours)).toEqual({});
  });

  it('needs a return time after the outbound time for a fixed return', () => {
    expect(validateStep(3, { ...valid, rueckfahrt: 'fest' }, now, hours).rueckfahrtZeit).toBe(MESSAGES.rueckfahrtZeit);
    expect(validateStep(3, { ...valid, rueckfahrt: 'fest', rueckfahrtZeit: '09:00' }, now, hours).rueckfahrtZeit).toBe(
      MESSAGES.rueckfahrtNachHinfahrt,
    );
    expect(validateStep(3, { ...valid, rueckfahrt: 'fest', rueckfahrtZeit: '11:30' }, now, hours)).toEqual({});
    expect(validateStep(3, { ...valid, rueckfahrt: 'nach-termin' }, now, hours)).toEqual({});
    expect(validateStep(3, { ...valid, rueckfahrt: 'irgendwann' }, now, hours).rueckfahrt).toBe(MESSAGES.option);
  });

  it('keeps a fixed return within the company’s service hours, both ends included', () => {
    const at = (rueckfahrtZeit: string, serviceHours = hours) =>
      validateStep(3, { ...valid, rueckfahrt: 'fest', rueckfahrtZeit }, now, serviceHours).rueckfahrtZeit;
    expect(at('23:30')).toBe('Eine Rückfahrt ist zwischen 06:00 und 20:00 Uhr möglich.');
    expect(at('20:15')).toBe(returnHoursMessage(hours));
    expect(at('20:00')).toBeUndefined();
    expect(at('19:45')).toBeUndefined();
    // Another company's hours come from its configuration.
    expect(at('20:15', { opens: '05:00', closes: '22:00' })).toBeUndefined();
    expect(at('17:00', { opens: '07:00', closes: '16:30' })).toBe(
      'Eine Rückfahrt ist zwischen 07:00 und 16:30 Uhr möglich.',
    );
    // A round-the-clock company: 24:00 as the end.
    expect(at('23:45', { opens: '00:00', closes: '24:00' })).toBeUndefined();
    // The server refuses it the same way, naming step 3.
    const parsed = parseBooking({ ...valid, rueckfahrt: 'fest', rueckfahrtZeit: '23:30' }, now, hours);
    expect(parsed).toEqual({ success: false, step: 3, errors: { rueckfahrtZeit: returnHoursMessage(hours) } });
  });
});

describe('step 4', () => {
  it('requires consent and a valid confirmation address', () => {
    expect(validateStep(4, { ...valid, zustimmung: false, bestaetigungsEmail: 'x@' }, now, hours)).toEqual({
      zustimmung: MESSAGES.zustimmung,
      bestaetigungsEmail: MESSAGES.email,
    });
  });

  it('refuses address literals, bare IP addresses and a trailing dot; accepts ordinary and international addresses', () => {
    for (const address of [
      'a@[127.0.0.1]',
      'a@[IPv6:::1]',
      'a@127.0.0.1',
      'anna@web.de.',
      'a@localhost',
      'a@-x.de',
      'a@x-.de',
      'a@b..de',
      '"a b"@example.org',
    ]) {
      expect(validateStep(4, { ...valid, bestaetigungsEmail: address }, now, hours).bestaetigungsEmail, address).toBe(
        MESSAGES.email,
      );
      expect(validateStep(1, { ...valid, email: address }, now, hours).email, address).toBe(MESSAGES.email);
    }
    for (const address of [
      'erika@example.org',
      'e.muster+fahrt@mail.web.de',
      'jörg@müller-bäder.de',
      'x@t-online.de',
    ]) {
      expect(validateStep(4, { ...valid, bestaetigungsEmail: address }, now, hours), address).toEqual({});
    }
  });
});

describe('form entries', () => {
  it('turns multipart strings into values and names the first invalid step', () => {
    const values = valuesFromFormEntries([
      ['vorname', 'Erika'],
      ['rollstuhl', 'true'],
      ['zustimmung', 'on'],
      ['unknown', 'x'],
    ]);
    expect(values).toMatchObject({ vorname: 'Erika', rollstuhl: true, zustimmung: true, adipositas: false });
    expect(values).not.toHaveProperty('unknown');
    const parsed = parseBooking(values, now, hours);
    expect(parsed.success).toBe(false);
    expect(!parsed.success && parsed.step).toBe(1);
  });
});

describe('prescription file check', () => {
  it('accepts pdf, jpg, jpeg and png up to 5 MB', () => {
    expect(checkPrescriptionFile({ name: 'Verordnung.PDF', size: 1000 })).toBeNull();
    expect(checkPrescriptionFile({ name: 'scan.jpeg', size: 5 * 1024 * 1024 })).toBeNull();
    expect(checkPrescriptionFile({ name: 'scan.png', size: 5 * 1024 * 1024 + 1 })).toBe(PRESCRIPTION_MESSAGES.size);
    expect(checkPrescriptionFile({ name: 'brief.docx', size: 10 })).toBe(PRESCRIPTION_MESSAGES.type);
    expect(mimeFromFileName('a.jpg')).toBe('image/jpeg');
    expect(safeFileName('C:\\Users\\x\\Ver<ord>nung.pdf')).toBe('Ver_ord_nung.pdf');
  });
});

describe('parseBooking step 3 (its fields, then its rules, without building step3Schema per call)', () => {
  it.each([
    ['valid', {}],
    ['no date', { datum: '' }],
    ['not a slot', { uhrzeit: '09:07' }],
    ['before the earliest moment', { datum: '2026-06-10', uhrzeit: '13:00' }],
    ['too far ahead', { datum: '2027-12-01' }],
    ['fixed return without a time', { rueckfahrt: 'fest', rueckfahrtZeit: '' }],
    ['fixed return before the outbound time', { rueckfahrt: 'fest', rueckfahrtZeit: '08:30' }],
    ['fixed return outside the service hours', { rueckfahrt: 'fest', rueckfahrtZeit: '21:00' }],
    ['fixed return at a valid time', { rueckfahrt: 'fest', rueckfahrtZeit: '11:30' }],
    ['unknown return kind', { rueckfahrt: 'später' }],
  ])('%s: decides and words as step3Schema does', (_name, change) => {
    const values = { ...valid, ...change };
    const parsed = parseBooking(values, now, hours);
    const schema = step3Schema(now, hours).safeParse({
      datum: values.datum,
      uhrzeit: values.uhrzeit,
      rueckfahrt: values.rueckfahrt,
      rueckfahrtZeit: values.rueckfahrtZeit,
    });
    expect(parsed.success).toBe(schema.success);
    if (parsed.success && schema.success) expect(parsed.data.step3).toEqual(schema.data);
    if (!parsed.success)
      expect(parsed).toEqual({ success: false, step: 3, errors: validateStep(3, values, now, hours) });
    if (!schema.success) expect(Object.keys(validateStep(3, values, now, hours)).length).toBeGreaterThan(0);
  });
});
