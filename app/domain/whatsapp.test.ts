import { describe, expect, it } from 'vitest';
import { waNumber, whatsappLink } from './whatsapp';

describe('WhatsApp click-to-chat', () => {
  it('normalises German and international numbers', () => {
    expect(waNumber('0171 2345678')).toBe('491712345678');
    expect(waNumber('+49 (0) 171 2345678')).toBe('491712345678');
    expect(waNumber('0049 171-2345678')).toBe('491712345678');
    expect(waNumber('+49 69 90009130')).toBe('496990009130');
    expect(waNumber('+43 660 1234567')).toBe('436601234567');
    expect(waNumber('keine Nummer')).toBeNull();
    expect(waNumber('123')).toBeNull();
  });

  it('builds a wa.me link, with the text encoded when given', () => {
    expect(whatsappLink('+49 171 2345678', 'Fahrt am 03.12. & zurück?')).toBe(
      'https://wa.me/491712345678?text=Fahrt%20am%2003.12.%20%26%20zur%C3%BCck%3F',
    );
    expect(whatsappLink('0171 1234567')).toBe('https://wa.me/491711234567');
    expect(whatsappLink('abc', 'x')).toBeNull();
  });
});
