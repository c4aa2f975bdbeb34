import { describe, expect, it } from 'vitest';
import { emailSuggestionText, isEmailAddress, suggestEmail } from './email-address';

describe('isEmailAddress', () => {
  it.each(['anna@web.de', 'anna.maria+fahrt@t-online.de', 'jörg@müller-fahrten.de', 'a@b.co', 'x_y@sub.example.org'])(
    'accepts %s',
    (value) => {
      expect(isEmailAddress(value)).toBe(true);
    },
  );

  it.each([
    'anna@web.de.',
    'anna@web..de',
    'anna@.web.de',
    'anna@web',
    'anna@web.d',
    'anna web@web.de',
    '@web.de',
    'anna@',
    'anna@@web.de',
    '.anna@web.de',
    'anna.@web.de',
    'anna@-web.de',
    'anna@web.de1',
  ])('refuses %s', (value) => {
    expect(isEmailAddress(value)).toBe(false);
  });

  it('refuses addresses over 254 characters', () => {
    expect(isEmailAddress(`${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.de`)).toBe(false);
  });
});

describe('suggestEmail', () => {
  it.each([
    ['anna@gmail.con', 'anna@gmail.com'],
    ['anna@web.de.', 'anna@web.de'],
    ['anna@gmx.dee', 'anna@gmx.de'],
    ['anna@gmial.com', 'anna@gmail.com'],
    ['anna@GMAIL.COM', 'anna@gmail.com'],
    ['anna@web,de', 'anna@web.de'],
    ['anna@t-onlin.de', 'anna@t-online.de'],
    ['anna@hotmial.de', 'anna@hotmail.de'],
    ['anna@yahoo.dee', 'anna@yahoo.de'],
    ['anna@outlook.co', 'anna@outlook.com'],
  ])('suggests for %s', (typed, meant) => {
    expect(suggestEmail(typed)).toBe(meant);
  });

  it.each([
    'anna@web.de',
    'anna@gmail.com',
    'anna@gmx.com',
    'anna@mail.com',
    'anna@praxis-dr-weber.de',
    'anna@gmx.ne',
    'anna',
    'anna@',
    '@web.de',
  ])('leaves %s alone', (typed) => {
    expect(suggestEmail(typed)).toBeNull();
  });

  it('words the hint as a question', () => {
    expect(emailSuggestionText('anna@gmail.com')).toBe('Meinten Sie anna@gmail.com?');
  });
});
