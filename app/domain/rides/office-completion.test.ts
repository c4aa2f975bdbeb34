// The office completion form (issue 37): every field's edge values and its German message.
import { describe, expect, it } from 'vitest';
import { OFFICE_COMPLETION_MESSAGES as M, parseOfficeCompletion } from './office-completion';

const DRIVER = '0b6f3c1e-2f4a-4c3e-9d1a-5a7e9c2b1f00';
const VEHICLE = '7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f';
const valid = { fahrer: DRIVER, fahrzeug: '', abgeholtUm: '09:10', abgesetztUm: '09:45', km: '12,5', wartezeit: '' };

describe('parseOfficeCompletion', () => {
  it('reads a complete form', () => {
    expect(parseOfficeCompletion({ ...valid, fahrzeug: VEHICLE, wartezeit: '20' })).toEqual({
      success: true,
      data: {
        driverId: DRIVER,
        vehicleId: VEHICLE,
        abgeholtUm: '09:10',
        abgesetztUm: '09:45',
        km: 12.5,
        wartezeitMinuten: 20,
      },
    });
  });

  it.each([
    ['km', '0', 0],
    ['km', '10000', 10000],
    ['km', '63', 63],
    ['km', '7.4 km', 7.4],
    ['abgeholtUm', '9.05', '09:05'],
    ['abgeholtUm', '00:00', '00:00'],
    ['abgesetztUm', '23:59 Uhr', '23:59'],
    ['abgesetztUm', '09:10', '09:10'],
    ['wartezeit', '1440', 1440],
    ['wartezeit', '0', 0],
  ] as const)('%s %j is accepted', (field, raw, expected) => {
    const result = parseOfficeCompletion({ ...valid, [field]: raw });
    expect(result.success).toBe(true);
    if (!result.success) return;
    const key = { km: 'km', abgeholtUm: 'abgeholtUm', abgesetztUm: 'abgesetztUm', wartezeit: 'wartezeitMinuten' }[
      field
    ];
    expect(result.data[key as 'km']).toBe(expected);
  });

  it.each([
    ['fahrer', '', M.driver],
    ['fahrer', 'irgendwer', M.driver],
    ['fahrzeug', 'F-AB 12', M.vehicle],
    ['abgeholtUm', '', M.pickup],
    ['abgeholtUm', '24:00', 'Bitte geben Sie die Uhrzeit als HH:MM ein, z. B. 14:30.'],
    ['abgesetztUm', '', M.dropOff],
    ['abgesetztUm', '09:09', M.order],
    ['abgesetztUm', '9:60', 'Bitte geben Sie die Uhrzeit als HH:MM ein, z. B. 14:30.'],
    ['km', '', M.km],
    ['km', '12,55', 'Bitte geben Sie die Kilometer als Zahl mit höchstens einer Nachkommastelle ein, z. B. 12,5.'],
    ['km', '-3', 'Bitte geben Sie die Kilometer als Zahl mit höchstens einer Nachkommastelle ein, z. B. 12,5.'],
    ['km', '10000,1', 'Die Kilometer dürfen höchstens 10.000 betragen.'],
    ['wartezeit', '1441', 'Die Wartezeit darf höchstens 1440 Minuten betragen.'],
    ['wartezeit', '2,5', 'Bitte geben Sie die Wartezeit in ganzen Minuten ein, z. B. 20.'],
  ] as const)('%s %j is refused: %s', (field, raw, message) => {
    const result = parseOfficeCompletion({ ...valid, [field]: raw });
    expect(result).toEqual({ success: false, fieldErrors: { [field]: message } });
  });

  it('names every missing field at once', () => {
    const result = parseOfficeCompletion({});
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(Object.keys(result.fieldErrors).sort()).toEqual(['abgeholtUm', 'abgesetztUm', 'fahrer', 'km']);
  });
});
