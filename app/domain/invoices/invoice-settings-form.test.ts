import { describe, expect, it } from 'vitest';
import { formatIban, invoiceSettingsSchema, normaliseIban, normaliseSteuernummer } from './invoice-settings-form';

describe('IBAN (ISO 13616 mod 97)', () => {
  it.each([
    ['DE89 3704 0044 0532 0130 00', 'DE89370400440532013000'],
    ['de89370400440532013000', 'DE89370400440532013000'],
    ['AT61 1904 3002 3457 3201', 'AT611904300234573201'],
    ['DE89 3704 0044 0532 0130 01', null],
    ['DE8937040044053201300', null],
    ['DE00 0000 0000 0000 0000 00', null],
    ['', null],
  ])('%s -> %s', (raw, expected) => {
    expect(normaliseIban(raw)).toBe(expected);
  });

  it('groups by four for display', () => {
    expect(formatIban('DE89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
  });
});

describe('Steuernummer (the USt-IdNr. in ust-id.test.ts)', () => {
  it.each([
    ['045 123 45678', '045 123 45678'],
    ['045/123/45678', '045/123/45678'],
    ['04512345678', '04512345678'],
    ['12345', null],
    ['045-123-45678', null],
  ])('Steuernummer %s -> %s', (raw, expected) => {
    expect(normaliseSteuernummer(raw)).toBe(expected);
  });
});

describe('invoiceSettingsSchema', () => {
  const valid = {
    steuernummer: '045 123 45678',
    ustId: '',
    ik: '60 06 1234 0',
    bankName: 'Frankfurter Volksbank',
    iban: 'DE89 3704 0044 0532 0130 00',
    bic: 'cobadeffxxx',
    zahlungszielTage: '14',
  };

  it('normalises a valid form', () => {
    expect(invoiceSettingsSchema.parse(valid)).toEqual({
      steuernummer: '045 123 45678',
      ustId: null,
      ik: '600612340',
      bankName: 'Frankfurter Volksbank',
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
      zahlungszielTage: 14,
      konzession: 'mietwagen', // absent: the legal default (§ 12 Abs. 2 Nr. 10 UStG names taxis only)
      gemeindeName: null,
      gemeindePlz: [],
    });
  });

  it('keeps the licence kind and the municipality of the licence (issue 38)', () => {
    expect(
      invoiceSettingsSchema.parse({
        ...valid,
        konzession: 'taxi',
        gemeindeName: ' Frankfurt am Main ',
        gemeindePlz: '60313, 60311\n60311',
      }),
    ).toMatchObject({ konzession: 'taxi', gemeindeName: 'Frankfurt am Main', gemeindePlz: ['60311', '60313'] });
  });

  it.each([
    ['ik', '600612341', 'Prüfziffer'],
    ['ik', '6006123', 'genau 9 Ziffern'],
    ['bic', 'COBA', '8 oder 11 Zeichen'],
    ['zahlungszielTage', '91', 'zwischen 0 und 90'],
    ['zahlungszielTage', '-1', 'zwischen 0 und 90'],
    ['ustId', 'DE1', 'beginnt mit DE'],
    ['ustId', 'DE000000000', 'Prüfziffer'],
    ['ustId', 'DE123456789', 'Prüfziffer'],
    ['konzession', 'bus', 'Taxi- oder eine Mietwagenkonzession'],
    ['gemeindePlz', '60311, 6031', '„6031“ ist keine gültige Postleitzahl'],
  ])('refuses %s = %s (%s)', (field, value, message) => {
    const parsed = invoiceSettingsSchema.safeParse({ ...valid, [field]: value });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.find((issue) => issue.path[0] === field)?.message).toContain(message);
  });

  it('says only what is wrong with an IK: nine digits with a wrong check digit are not told to have nine digits', () => {
    const parsed = invoiceSettingsSchema.safeParse({ ...valid, ik: '600612341' });
    expect(parsed.error?.issues.find((issue) => issue.path[0] === 'ik')?.message).not.toContain('9 Ziffern');
  });

  it('needs the tax number or the VAT id', () => {
    const parsed = invoiceSettingsSchema.safeParse({ ...valid, steuernummer: '', ustId: '' });
    expect(parsed.error?.issues[0]).toMatchObject({
      path: ['steuernummer'],
      message: expect.stringContaining('Steuernummer oder die USt-IdNr.'),
    });
    expect(invoiceSettingsSchema.parse({ ...valid, steuernummer: '', ustId: 'de 136 695 976' })).toMatchObject({
      steuernummer: null,
      ustId: 'DE136695976',
    });
  });

  it('needs both the name and the postal codes of the municipality, or neither', () => {
    const issue = (values: Record<string, string>, field: string) =>
      invoiceSettingsSchema.safeParse({ ...valid, ...values }).error?.issues.find((i) => i.path[0] === field)?.message;
    expect(issue({ gemeindePlz: '60311' }, 'gemeindeName')).toBe(
      'Bitte geben Sie den Namen der Gemeinde ein, für die die Konzession gilt.',
    );
    expect(issue({ gemeindeName: 'Frankfurt am Main' }, 'gemeindePlz')).toBe(
      'Bitte geben Sie die Postleitzahlen der Gemeinde ein (5 Ziffern, durch Kommas getrennt).',
    );
  });
});
