import { describe, expect, it } from 'vitest';
import { defaultSmtpSecurity, isSmtpSecurity, smtpUrlSecurity } from './smtp-security';

describe('SMTP security modes', () => {
  it.each([
    [465, 'tls'],
    [587, 'starttls'],
    [25, 'starttls'],
    [2525, 'starttls'],
  ] as const)('port %i defaults to %s', (port, mode) => {
    expect(defaultSmtpSecurity(port)).toBe(mode);
  });

  it.each([
    ['smtp://mail.example', 'starttls'],
    ['smtp://mail.example?tls=starttls', 'starttls'],
    ['smtp://mail.example?tls=none', 'none'],
    ['smtp://mail.example?tls=tls', null],
    ['smtp://mail.example?tls=', null],
    ['smtp://mail.example?tls=NONE', null],
    ['smtps://mail.example', 'tls'],
    ['smtps://mail.example?tls=tls', 'tls'],
    ['smtps://mail.example?tls=none', null],
  ] as const)('%s → %s', (url, mode) => {
    expect(smtpUrlSecurity(new URL(url))).toBe(mode);
  });

  it('knows exactly three modes', () => {
    expect(['starttls', 'tls', 'none'].every(isSmtpSecurity)).toBe(true);
    expect(isSmtpSecurity('plain')).toBe(false);
    expect(isSmtpSecurity(undefined)).toBe(false);
  });
});
