import { describe, expect, it } from 'vitest';
import { buildDriverWhatsAppLink, buildWhatsAppLink, waNumber } from './whatsapp-link';

describe('WhatsApp click-to-chat', () => {
  it('normalises German and international numbers', () => {
    expect(waNumber('0171 2345678')).toBe('491712345678');
    expect(waNumber('+49 (0) 171 2345678')).toBe('491712345678');
    expect(waNumber('0049 171-2345678')).toBe('491712345678');
    expect(waNumber('+43 660 1234567')).toBe('436601234567');
    expect(waNumber('keine Nummer')).toBeNull();
    expect(waNumber('123')).toBeNull();
  });

  it('builds a wa.me link with the text encoded', () => {
    expect(buildWhatsAppLink('+49 171 2345678', 'Fahrt am 03.12. & zurück?')).toBe(
      'https://wa.me/491712345678?text=Fahrt%20am%2003.12.%20%26%20zur%C3%BCck%3F',
    );
    expect(buildWhatsAppLink('abc', 'x')).toBeNull();
  });

  it('prefills the ride for the driver', () => {
    const link = buildDriverWhatsAppLink(
      '0171 2345678',
      {
        bookingNumber: 'KF-2026-00001',
        datum: '2026-12-03',
        uhrzeit: '08:00',
        vorname: 'Erika',
        nachname: 'Musterfrau',
        telefon: null,
        abholadresse: 'A-Straße 1, 60311 Frankfurt am Main',
        zieladresse: 'B-Weg 2, 61348 Bad Homburg',
        transportart: 'sitzend',
        rueckfahrt: 'keine',
        rueckfahrtZeit: null,
        besonderheiten: {},
      },
      'Musterfirma',
    )!;
    const text = decodeURIComponent(new URL(link).searchParams.get('text')!);
    expect(text).toContain('Neuer Fahrtauftrag von Musterfirma:');
    expect(text).toContain('Datum: 03.12.2026, 08:00 Uhr');
    expect(text).toContain('Transportart: Sitzend');
  });
});
