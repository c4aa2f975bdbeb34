import { MAX_SEATS } from '#app/domain/fleet/vehicle-form';
import { Field } from '#app/ui/field';
import { Input } from '#app/ui/input';
import { NativeCheckbox } from '#app/ui/native-checkbox';
import { NamedOptions, NativeSelect } from '#app/ui/native-select';

export type VehicleDefaults = {
  plate?: string;
  model?: string;
  wheelchair?: boolean | string;
  tragestuhl?: boolean | string;
  seats?: number | string | null;
  assignedDriverId?: string | null;
};

export type DriverOption = { id: string; name: string };

/** Kennzeichen, Modell, Rollstuhlgerecht, Tragestuhl (decision 227), Sitzplätze, Fahrer ("– keiner –"), as SPEC.md §2 lists them. */
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
  const ticked = (value: boolean | string | undefined) => value === true || value === 'on';
  return (
    <>
      <Field label="Kennzeichen" required error={errors.plate} hint="Deutsches Kennzeichen, z. B. F-AB 123">
        <Input id={`${idPrefix}-plate`} name="plate" autoComplete="off" autoCapitalize="characters" defaultValue={defaults.plate ?? ''} />
      </Field>
      <Field label="Modell" error={errors.model}>
        <Input id={`${idPrefix}-model`} name="model" autoComplete="off" defaultValue={defaults.model ?? ''} />
      </Field>
      <NativeCheckbox id={`${idPrefix}-wheelchair`} name="wheelchair" label={<span className="text-base font-medium">Rollstuhlgerecht</span>} defaultChecked={ticked(defaults.wheelchair)} />
      <NativeCheckbox
        id={`${idPrefix}-tragestuhl`}
        name="tragestuhl"
        label={<span className="text-base font-medium">Tragestuhl an Bord</span>}
        hint="Für Fahrten mit Tragestuhl (Treppen ohne Aufzug)."
        defaultChecked={ticked(defaults.tragestuhl)}
      />
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
          <NamedOptions items={drivers} />
        </NativeSelect>
      </Field>
    </>
  );
}
