import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { buildICalendar, escapeText } from './ical.server';
import type { RideEvent } from './ride-events.server';

const event = (overrides: Partial<RideEvent> = {}): RideEvent => ({
  uid: 'b1@krankenfahrt',
  bookingId: 'b1',
  summary: 'KF-2026-00001 · RS · Frankfurt → Bad Homburg',
  description: 'Fahrt KF-2026-00001\nStatus: Angenommen',
  location: 'Frankfurt',
  start: new Date('2026-12-01T09:00:00Z'),
  end: new Date('2026-12-01T10:00:00Z'),
  tentative: false,
  updatedAt: new Date('2040-01-01T00:00:00Z'),
  revision: 3,
  ...overrides,
});

describe('iCalendar text values (RFC 5545 §3.3.11)', () => {
  it('escapes backslash, semicolon, comma and every line break form; drops other control characters', () => {
    expect(escapeText('a\\b;c,d')).toBe('a\\\\b\\;c\\,d');
    expect(escapeText('1\r\n2\n3\r4')).toBe('1\\n2\\n3\\n4');
    expect(escapeText('a\u0000b\u0007c\u001bd\u007fe\u0085f\u202Eg\u2028h')).toBe('abcdefg\\nh');
  });

  it('keeps hostile values inside their property: no injected component or property survives parsing', () => {
    const hostile =
      'Frankfurt\rBEGIN:VALARM\rTRIGGER:-PT5M\rACTION:DISPLAY\rEND:VALARM\r\nATTENDEE:mailto:x@evil.example\n;X=1,\\';
    const body = buildICalendar([event({ summary: hostile, description: hostile, location: hostile })], {
      calendarName: 'Fahrten',
      now: new Date('2026-11-24T10:00:00Z'),
    });
    expect(body.split('\r\n').every((line) => !/[\r\n]/.test(line))).toBe(true);
    const calendar = new ICAL.Component(ICAL.parse(body));
    const [vevent] = calendar.getAllSubcomponents('vevent');
    expect(vevent!.getAllSubcomponents('valarm')).toEqual([]);
    expect(vevent!.getFirstProperty('attendee')).toBeNull();
    expect(vevent!.getFirstPropertyValue('location')).toBe(
      'Frankfurt\nBEGIN:VALARM\nTRIGGER:-PT5M\nACTION:DISPLAY\nEND:VALARM\nATTENDEE:mailto:x@evil.example\n;X=1,\\',
    );
  });

  it('SEQUENCE is the revision count, not a timestamp (no overflow in 2038 or later)', () => {
    const body = buildICalendar([event()], { calendarName: 'Fahrten' });
    expect(body).toContain('\r\nSEQUENCE:3\r\n');
  });
});
