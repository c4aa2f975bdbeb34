import { LICENCE_KIND_LABELS, LICENCE_KINDS, type LicenceKind } from '#app/domain/billing/vat';
import { AS_COMPANY, MAX_SEATS } from '#app/domain/fleet/vehicle-form';
import { Field } from '#app/ui/field';
import { Input } from '#app/ui/input';
import { NativeCheckbox } from '#app/ui/native-checkbox';
import { LabelledOptions, NamedOptions, NativeSelect } from '#app/ui/native-select';

export type VehicleDefaults = {
  plate?: string;
  model?: string;
  wheelchair?: boolean | string;
  tragestuhl?: boolean | string;
  seats?: number | string | null;
  assignedDriverId?: string | null;
  konzession?: string | null;
};

export type DriverOption = { id: string; name: string };

/**
 * Kennzeichen, Modell, Rollstuhlgerecht, Tragestuhl (decision 227), Sitzplätze, Fahrer ("– keiner –"), as
 * SPEC.md §2 lists them; for the Inhaber (`companyLicence` given) the Konzession (Taxi or Mietwagen, VAT).
 */
export function VehicleFields({
  idPrefix,
  defaults = {},
  errors,
  drivers,
  companyLicence = null,
}: {
  idPrefix: string;
  defaults?: VehicleDefaults;
  errors: Record<string, string>;
  drivers: DriverOption[];
  companyLicence?: LicenceKind | null;
}) {
  const ticked = (value: boolean | string | undefined) => value === true || value === 'on';
  return (
    <>
      <Field label="Kennzeichen" required error={errors.plate} hint="Deutsches Kennzeichen, z. B. F-AB 123">
        <Input
          id={`${idPrefix}-plate`}
          name="plate"
          autoComplete="off"
          autoCapitalize="characters"
          defaultValue={defaults.plate ?? ''}
        />
      </Field>
      <Field label="Modell" error={errors.model}>
        <Input id={`${idPrefix}-model`} name="model" autoComplete="off" defaultValue={defaults.model ?? ''} />
      </Field>
      <NativeCheckbox
        id={`${idPrefix}-wheelchair`}
        name="wheelchair"
        label={<span className="text-base font-medium">Rollstuhlgerecht</span>}
        defaultChecked={ticked(defaults.wheelchair)}
      />
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
      {companyLicence ? (
        <Field
          label="Konzession"
          error={errors.konzession}
          hint="Für die Umsatzsteuer: Taxi 7 % innerhalb der Gemeinde oder bis 50 km, Mietwagen 19 % (außer die Preisregel einer Krankenkasse sieht 7 % vor; § 12 Abs. 2 Nr. 10 UStG)."
        >
          <NativeSelect
            id={`${idPrefix}-konzession`}
            name="konzession"
            defaultValue={defaults.konzession ?? AS_COMPANY}
          >
            <option value={AS_COMPANY}>wie das Unternehmen ({LICENCE_KIND_LABELS[companyLicence]})</option>
            <LabelledOptions values={LICENCE_KINDS} labels={LICENCE_KIND_LABELS} />
          </NativeSelect>
        </Field>
      ) : null}
    </>
  );
}
