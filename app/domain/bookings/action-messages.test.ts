import { describe, expect, it } from 'vitest';
import { ACTION_ERROR_CODES } from '#app/domain/action-result';
import { BOOKING_INTENTS, bookingTexts, bulkToasts, isBookingIntent } from './action-messages';

describe('bookingTexts', () => {
  it('has SPEC.md §8 failure titles per intent and a German text for every code', () => {
    expect(bookingTexts.titles.confirm.failure).toBe('Buchung konnte nicht bestätigt werden');
    expect(bookingTexts.titles.reject.failure).toBe('Buchung konnte nicht abgelehnt werden');
    expect(bookingTexts.titles.status.failure).toBe('Status konnte nicht geändert werden');
    expect(bookingTexts.titles.transport.failure).toBe('Transportart konnte nicht geändert werden');
    expect(bookingTexts.titles['send-receipt']).toMatchObject({
      failure: 'Fehler',
      codes: { internal: 'E-Mail konnte nicht versendet werden' },
    });
    expect(bookingTexts.titles.edit).toMatchObject({
      failure: 'Fehler beim Speichern',
      codes: { internal: 'Buchung konnte nicht aktualisiert werden' },
    });
    for (const intent of BOOKING_INTENTS) expect(bookingTexts.titles[intent].failure).not.toBe('');
    for (const code of ACTION_ERROR_CODES) expect(bookingTexts.codes[code]).toMatch(/[a-zäöü]/);
    expect(bookingTexts.codes['not-found']).toBe('Die Buchung wurde nicht gefunden oder Sie haben keine Berechtigung.');
  });

  it('knows its intents only', () => {
    expect(isBookingIntent('confirm')).toBe(true);
    expect(isBookingIntent('retry-mail')).toBe(false);
    expect(isBookingIntent('toString')).toBe(false);
  });
});

describe('bulkToasts', () => {
  it('reports done, skipped and failed separately', () => {
    expect(bulkToasts('confirm', { done: 2, skipped: 1, failed: 0 }).map((t) => [t.kind, t.title])).toEqual([
      ['success', 'Buchung bestätigt'],
      ['info', '1 Buchung übersprungen'],
    ]);
    expect(bulkToasts('reject', { done: 0, skipped: 0, failed: 3 }).map((t) => t.title)).toEqual([
      'Buchung konnte nicht abgelehnt werden',
    ]);
    expect(bulkToasts('reject', { done: 1, skipped: 2, failed: 0 })[1]!.description).toBe(
      'Nur offene Buchungen können abgelehnt werden.',
    );
  });
});
