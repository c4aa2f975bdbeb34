import { describe, expect, it } from 'vitest';
import { parseContactForm } from './contact';
import { CONTACT_LIMITS, CONTACT_MESSAGES } from './contact-fields';

const valid = {
  name: 'Erika Musterfrau',
  contact: 'erika@example.org',
  message: 'Bitte rufen Sie mich zurück.',
  consent: 'on',
};

describe('parseContactForm', () => {
  it('accepts a complete message with an e-mail address and trims the values', () => {
    const result = parseContactForm({ ...valid, name: '  Erika Musterfrau ', message: ' Hallo \r\nWelt ' });
    expect(result).toEqual({
      success: true,
      data: { name: 'Erika Musterfrau', contact: 'erika@example.org', message: 'Hallo \nWelt', consent: true },
    });
  });

  it.each(['+49 (0)69 90009-123', '069 90009123', '0049 69 900 09 123', '(069) 900 091 23'])(
    'accepts the phone number %s and stores it in E.164',
    (contact) => {
      const result = parseContactForm({ ...valid, contact });
      expect(result.success && result.data.contact).toBe('+496990009123');
    },
  );

  it.each([
    ['name', { name: '   ' }, CONTACT_MESSAGES.nameRequired],
    ['name', { name: 'x'.repeat(CONTACT_LIMITS.name + 1) }, CONTACT_MESSAGES.nameTooLong],
    ['contact', { contact: '' }, CONTACT_MESSAGES.contactRequired],
    ['contact', { contact: 'erika@example' }, CONTACT_MESSAGES.email],
    ['contact', { contact: '069 abc' }, CONTACT_MESSAGES.phone],
    ['contact', { contact: '12' }, CONTACT_MESSAGES.phone],
    ['contact', { contact: '1234567' }, CONTACT_MESSAGES.phone],
    ['message', { message: ' ' }, CONTACT_MESSAGES.messageRequired],
    ['message', { message: 'x'.repeat(CONTACT_LIMITS.message + 1) }, CONTACT_MESSAGES.messageTooLong],
    ['consent', { consent: undefined }, CONTACT_MESSAGES.consent],
    ['consent', { consent: 'off' }, CONTACT_MESSAGES.consent],
  ])('rejects a bad %s with its German message', (field, patch, message) => {
    const result = parseContactForm({ ...valid, ...patch });
    expect(result.success).toBe(false);
    if (!result.success) expect(result.errors).toEqual({ [field]: message });
  });

  it('reports every bad field at once and treats non-strings as empty', () => {
    const result = parseContactForm({ name: 42, contact: ['a'], message: null });
    expect(result.success).toBe(false);
    if (!result.success) expect(Object.keys(result.errors).sort()).toEqual(['consent', 'contact', 'message', 'name']);
  });
});
