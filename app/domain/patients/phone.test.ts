import { describe, expect, it } from 'vitest';
import { formatPhoneForDisplay, isSamePhone, parsePhone, toE164 } from './phone';

describe('phone numbers: one international form', () => {
  it.each([
    // landline, Frankfurt, in every common spelling
    ['+49 (0)69 1234567', '+49691234567', '069 1234567'],
    ['069 1234567', '+49691234567', '069 1234567'],
    ['0049 69 1234567', '+49691234567', '069 1234567'],
    ['00 49 69 1234567', '+49691234567', '069 1234567'],
    ['+49 0 69 1234567', '+49691234567', '069 1234567'],
    ['(069) 123 45 67', '+49691234567', '069 1234567'],
    ['069/1234567', '+49691234567', '069 1234567'],
    ['069-123 45 67', '+49691234567', '069 1234567'],
    ['+4969 1234567', '+49691234567', '069 1234567'],
    // landline with a five-digit area code and a short subscriber number (Wiesbaden region)
    ['06123 45', '+49612345', '06123 45'],
    // mobile
    ['0171 2345678', '+491712345678', '0171 2345678'],
    ['+49 170 1234567', '+491701234567', '0170 1234567'],
    ['0151 23456789', '+4915123456789', '01512 3456789'],
    // service numbers
    ['0800 1234567', '+498001234567', '0800 1234567'],
    // foreign numbers are shown internationally
    ['+43 1 234567', '+431234567', '+43 1 234567'],
    ['0090 532 123 45 67', '+905321234567', '+90 532 123 45 67'],
  ])('%j -> %s, shown as %j', (input, e164, display) => {
    const result = parsePhone(input);
    expect(result.status).toBe('ok');
    if (result.status !== 'ok') return;
    expect(result.phone.e164).toBe(e164);
    expect(result.phone.display).toBe(display);
  });

  it('knows the country', () => {
    expect(parsePhone('069 1234567')).toMatchObject({ phone: { country: 'DE' } });
    expect(parsePhone('+43 1 234567')).toMatchObject({ phone: { country: 'AT' } });
  });

  it.each([
    ['069 12', 'too short'],
    ['069 12345678901234', 'too long'],
    ['+49 123', 'too short after the country code'],
    ['12345', 'no area code'],
    ['1234567', 'no area code'],
    ['0000000', 'no such number plan'],
    ['069 1234567 ext. 12', 'an extension'],
    ['069 CALL-NOW', 'letters'],
    ['+', 'a plus alone'],
    ['0', 'a zero alone'],
    ['9'.repeat(41), 'absurdly long input'],
  ])('refuses %j (%s)', (input) => {
    expect(parsePhone(input)).toEqual({ status: 'invalid' });
  });

  it('tells empty input apart', () => {
    expect(parsePhone('')).toEqual({ status: 'empty' });
    expect(parsePhone('  \u00a0 ')).toEqual({ status: 'empty' });
  });

  it('compares numbers whatever the spelling', () => {
    expect(isSamePhone('+49 (0)69 1234567', '069 1234567')).toBe(true);
    expect(isSamePhone('0049 69 1234567', '069/123 45 67')).toBe(true);
    expect(isSamePhone('069 1234567', '069 1234568')).toBe(false);
    expect(isSamePhone('12345', '12345')).toBe(false);
    expect(toE164('069 1234567')).toBe('+49691234567');
    expect(toE164('kein Telefon')).toBeNull();
  });

  it('shows stored values in German format and leaves unparseable old values unchanged', () => {
    expect(formatPhoneForDisplay('+49691234567')).toBe('069 1234567');
    expect(formatPhoneForDisplay('12345')).toBe('12345');
  });
});
