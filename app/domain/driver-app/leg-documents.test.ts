import { describe, expect, it } from 'vitest';
import { isLegDocumentKind, isLegKind, legDocumentFileName, legDocumentUrl } from './leg-documents';

describe('leg documents in the back office', () => {
  it.each([
    ['b1', 'hin', 'unterschrift', false, '/app/bookings/b1/nachweis/hin/unterschrift'],
    ['b1', 'rueck', 'transportschein', false, '/app/bookings/b1/nachweis/rueck/transportschein'],
    ['b1', 'hin', 'transportschein', true, '/app/bookings/b1/nachweis/hin/transportschein?download=1'],
    ['b1', 'hin', 'transportschein-scan', true, '/app/bookings/b1/nachweis/hin/transportschein-scan?download=1'],
    ['a/b', 'hin', 'unterschrift', false, '/app/bookings/a%2Fb/nachweis/hin/unterschrift'],
  ] as const)('url(%s, %s, %s, download %s) = %s', (id, leg, art, download, url) => {
    expect(legDocumentUrl(id, leg, art, download)).toBe(url);
  });

  it.each([
    ['KF-2026-00012', 'hin', 'unterschrift', 'image/png', 'KF-2026-00012-hinfahrt-unterschrift.png'],
    ['KF-2026-00012', 'rueck', 'transportschein', 'image/jpeg', 'KF-2026-00012-rueckfahrt-transportschein.jpg'],
    ['KF 2026/"1"', 'hin', 'transportschein', 'image/png', 'KF_2026__1_-hinfahrt-transportschein.png'],
    ['KF-2026-00001', 'hin', 'unterschrift', 'text/html', 'KF-2026-00001-hinfahrt-unterschrift.bin'],
    [
      'KF-2026-00012',
      'rueck',
      'transportschein-scan',
      'application/pdf',
      'KF-2026-00012-rueckfahrt-transportschein-scan.pdf',
    ],
    ['KF-2026-00012', 'hin', 'transportschein-scan', 'image/jpeg', 'KF-2026-00012-hinfahrt-transportschein-scan.jpg'],
  ] as const)('file name of %s %s %s (%s) is %s', (number, leg, art, mime, name) => {
    expect(legDocumentFileName(number, leg, art, mime)).toBe(name);
  });

  it.each([
    ['hin', true],
    ['rueck', true],
    ['Hin', false],
    ['', false],
    [undefined, false],
  ])('isLegKind(%s) = %s', (value, expected) => {
    expect(isLegKind(value)).toBe(expected);
  });

  it.each([
    ['unterschrift', true],
    ['transportschein', true],
    ['transportschein-scan', true],
    ['Transportschein-Scan', false],
    ['verordnung', false],
    ['../etc/passwd', false],
    [null, false],
  ])('isLegDocumentKind(%s) = %s', (value, expected) => {
    expect(isLegDocumentKind(value)).toBe(expected);
  });
});
