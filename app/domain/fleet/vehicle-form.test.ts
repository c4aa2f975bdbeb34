import { describe, expect, it } from 'vitest';
import { parseVehicleForm } from './vehicle-form';

const driverId = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('vehicle form', () => {
  it('stores the canonical plate, the seats as a number and the driver', () => {
    expect(
      parseVehicleForm({
        plate: 'f ab 123',
        model: ' VW  Caddy ',
        wheelchair: 'on',
        tragestuhl: 'on',
        seats: '4',
        assignedDriverId: driverId,
      }),
    ).toEqual({
      success: true,
      data: {
        plate: 'F-AB 123',
        model: 'VW Caddy',
        wheelchair: true,
        tragestuhl: true,
        seats: 4,
        assignedDriverId: driverId,
      },
    });
  });

  it('allows an empty model, no seats and "– keiner –"', () => {
    expect(parseVehicleForm({ plate: 'HG-KF 7', assignedDriverId: '' })).toEqual({
      success: true,
      data: { plate: 'HG-KF 7', model: '', wheelchair: false, tragestuhl: false, seats: null, assignedDriverId: null },
    });
  });

  // Decision 227: the carrying chair is its own checkbox, independent of "Rollstuhlgerecht".
  it.each([
    [{ wheelchair: 'on' }, true, false],
    [{ tragestuhl: 'on' }, false, true],
    [{ wheelchair: 'on', tragestuhl: 'on' }, true, true],
    [{ tragestuhl: 'nein' }, false, false],
  ])('checkboxes %j: wheelchair %s, carrying chair %s', (boxes, wheelchair, tragestuhl) => {
    expect(parseVehicleForm({ plate: 'F-AB 1', ...boxes })).toMatchObject({
      success: true,
      data: { wheelchair, tragestuhl },
    });
  });

  it.each([
    [{ plate: '' }, 'plate', 'Bitte geben Sie ein Kennzeichen ein.'],
    [{ plate: 'ABCDEF' }, 'plate', 'Bitte geben Sie ein gültiges deutsches Kennzeichen ein, z. B. F-AB 123.'],
    [{ plate: 'F-AB 1', seats: 'vier' }, 'seats', 'Bitte geben Sie die Sitzplätze als ganze Zahl von 1 bis 99 ein.'],
    [{ plate: 'F-AB 1', seats: '2,5' }, 'seats', 'Bitte geben Sie die Sitzplätze als ganze Zahl von 1 bis 99 ein.'],
    [{ plate: 'F-AB 1', seats: '-3' }, 'seats', 'Ein Fahrzeug hat 1 bis 99 Sitzplätze.'],
    [{ plate: 'F-AB 1', seats: '100000' }, 'seats', 'Ein Fahrzeug hat 1 bis 99 Sitzplätze.'],
    [
      { plate: 'F-AB 1', assignedDriverId: 'robert' },
      'assignedDriverId',
      'Bitte wählen Sie einen Fahrer aus der Liste.',
    ],
    [{ plate: 'F-AB 1', model: 'x'.repeat(101) }, 'model', 'Das Modell darf höchstens 100 Zeichen lang sein.'],
  ])('refuses %j', (values, field, message) => {
    const result = parseVehicleForm(values);
    expect(result).toEqual({ success: false, fieldErrors: { [field]: message } });
  });
});
