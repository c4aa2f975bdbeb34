import { MAX_SEATS } from '#app/domain/fleet/vehicle-form';
import { Field } from '#app/ui/field';
import { Input } from '#app/ui/input';
import { NativeSelect } from '#app/ui/native-select';

export type VehicleDefaults = {
  plate?: string;
  model?: string;
  wheelchair?: boolean | string;
  seats?: number | string | null;
  assignedDriverId?: string | null;
};

export type DriverOption = { id: string; name: string };

/** Kennzeichen, Modell, Rollstuhlgerecht, Sitzplätze, Fahrer ("– keiner –"), as SPEC.md §2 lists them. */
export function VehicleFields({
  idPrefix,
  defaults = {},
  errors,
  drivers,
}: {
  idPrefix: string;
  defaults?: VehicleDefaults;
  errors: Record<string, string>;
  drivers: DriverOption[];
}) {
  const wheelchair = defaults.wheelchair === true || defaults.wheelchair === 'on';
  return (
    <>
      <Field label="Kennzeichen" required error={errors.plate} hint="Deutsches Kennzeichen, z. B. F-AB 123">
        <Input id={`${idPrefix}-plate`} name="plate" autoComplete="off" autoCapitalize="characters" defaultValue={defaults.plate ?? ''} />
      </Field>
      <Field label="Modell" error={errors.model}>
        <Input id={`${idPrefix}-model`} name="model" autoComplete="off" defaultValue={defaults.model ?? ''} />
      </Field>
      <div className="flex min-h-11 items-center gap-3">
        <input
          id={`${idPrefix}-wheelchair`}
          name="wheelchair"
          type="checkbox"
          defaultChecked={wheelchair}
          className="size-5 shrink-0 cursor-pointer accent-brand"
        />
        <label htmlFor={`${idPrefix}-wheelchair`} className="cursor-pointer text-base font-medium">
          Rollstuhlgerecht
        </label>
      </div>
      <Field label="Sitzplätze" error={errors.seats} hint={`Ganze Zahl von 1 bis ${MAX_SEATS}`}>
        <Input
          id={`${idPrefix}-seats`}
          name="seats"
          inputMode="numeric"
          autoComplete="off"
          defaultValue={defaults.seats === null || defaults.seats === undefined ? '' : String(defaults.seats)}
        />
      </Field>
      <Field label="Fahrer" error={errors.assignedDriverId} hint="Ein Fahrer ist höchstens einem Fahrzeug zugeordnet.">
        <NativeSelect id={`${idPrefix}-driver`} name="assignedDriverId" defaultValue={defaults.assignedDriverId ?? ''}>
          <option value="">– keiner –</option>
          {drivers.map((driver) => (
            <option key={driver.id} value={driver.id}>
              {driver.name}
            </option>
          ))}
        </NativeSelect>
      </Field>
    </>
  );
}
