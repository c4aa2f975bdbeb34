import { describe, expect, it } from 'vitest';
import { parseDriverForm } from './driver-form';

describe('driver form', () => {
  it('trims, normalises the phone and turns empty optional fields into null', () => {
    expect(parseDriverForm({ name: '  Peter Fahrmann ', phone: '+49 69 9000-9130', email: ' ', notes: '' })).toEqual({
      success: true,
      data: { name: 'Peter Fahrmann', phone: '+496990009130', email: null, notes: null },
    });
  });

  it.each(['+49 (0)171 2345678', '0171 2345678', '0049 171 234 56 78', '0171/2345678'])(
    'stores the phone %s in E.164',
    (phone) => {
      const result = parseDriverForm({ name: 'A', phone });
      expect(result.success && result.data.phone).toBe('+491712345678');
    },
  );

  it('refuses a number without area code', () => {
    const result = parseDriverForm({ name: 'A', phone: '2345678' });
    expect(!result.success && result.fieldErrors.phone).toMatch(/mit Vorwahl/);
  });

  it('requires name and phone with German reasons', () => {
    const result = parseDriverForm({ name: ' ', phone: '' });
    expect(result).toEqual({
      success: false,
      fieldErrors: {
        name: 'Bitte geben Sie den Namen des Fahrers ein.',
        phone: 'Bitte geben Sie eine Telefonnummer (WhatsApp) ein.',
      },
    });
  });

  it('refuses a phone with letters, a bad e-mail and 10 000-character notes', () => {
    const result = parseDriverForm({ name: 'A', phone: '0171 abc', email: 'kein-at', notes: 'x'.repeat(10_000) });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.fieldErrors.phone).toMatch(/gültige Telefonnummer/);
    expect(result.fieldErrors.email).toBe('Bitte geben Sie eine gültige E-Mail-Adresse ein.');
    expect(result.fieldErrors.notes).toBe('Die Notizen dürfen höchstens 2.000 Zeichen lang sein.');
  });

  it('treats non-string values (crafted requests) as empty', () => {
    const result = parseDriverForm({ name: ['a'], phone: 42 });
    expect(result.success).toBe(false);
  });
});
