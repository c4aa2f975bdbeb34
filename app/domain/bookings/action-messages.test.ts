import { describe, expect, it } from 'vitest';
import { bulkToasts, failureToast, isBookingIntent } from './action-messages';

describe('failureToast', () => {
  it('uses the SPEC titles per action', () => {
    expect(failureToast('confirm', 'not-pending').title).toBe('Buchung konnte nicht bestätigt werden');
    expect(failureToast('reject', 'unknown').title).toBe('Buchung konnte nicht abgelehnt werden');
    expect(failureToast('status', 'unknown').title).toBe('Status konnte nicht geändert werden');
    expect(failureToast('transport', 'invalid').title).toBe('Transportart konnte nicht geändert werden');
    expect(failureToast('send-receipt', 'unknown')).toEqual({ kind: 'error', title: 'Fehler', description: 'E-Mail konnte nicht versendet werden' });
    expect(failureToast('send-confirmation', 'no-recipient').description).toContain('E-Mail konnte nicht versendet werden');
  });

  it('maps save errors by cause', () => {
    expect(failureToast('edit', 'unknown', 'new row violates check constraint "bookings_transportart"')).toEqual({
      kind: 'error',
      title: 'Fehler beim Speichern',
      description: 'Ungültige Transportart. Bitte wählen Sie eine gültige Option aus.',
    });
    expect(failureToast('edit', 'unknown', 'violates foreign key constraint').description).toBe('Fehler bei der Zuordnung. Bitte überprüfen Sie die Eingaben.');
    expect(failureToast('edit', 'network').description).toBe('Netzwerkfehler. Bitte überprüfen Sie Ihre Internetverbindung.');
    expect(failureToast('edit', 'not-found').description).toBe('Die Buchung wurde nicht gefunden oder Sie haben keine Berechtigung.');
    expect(failureToast('edit', 'unknown', 'timeout').description).toBe('Buchung konnte nicht aktualisiert werden');
  });
});

describe('bulkToasts', () => {
  it('gives one toast per outcome', () => {
    expect(bulkToasts('confirm', { done: 2, skipped: 1, failed: 0 }).map((t) => [t.kind, t.title])).toEqual([
      ['success', 'Buchung bestätigt'],
      ['info', '1 Buchung übersprungen'],
    ]);
    expect(bulkToasts('reject', { done: 0, skipped: 0, failed: 3 }).map((t) => t.title)).toEqual(['Buchung konnte nicht abgelehnt werden']);
    expect(bulkToasts('reject', { done: 1, skipped: 2, failed: 0 })[1]!.description).toBe('Nur offene Buchungen können abgelehnt werden.');
  });
  it('knows its intents', () => {
    expect(isBookingIntent('bulk-confirm')).toBe(true);
    expect(isBookingIntent('delete')).toBe(false);
  });
});
