// The fields of an approval (Genehmigung, issue 18): patient, insurer, number, date, validity, legs,
// means and position, status, notes. Native controls, so the create form works without JavaScript.
// Choosing the patient fills the Krankenkasse from the patient unless the user typed one (issue 37).
import { useState, type ReactNode } from 'react';
import { prefillOnChoice } from '#app/domain/patients/prefill';
import { APPROVAL_STATUS_LABELS } from '#app/domain/approvals/approval-form';
import { TRANSPORT_MEANS, TRANSPORT_MEANS_LABELS } from '#app/domain/approvals/classification';
import { APPROVAL_STATUSES } from '#app/domain/approvals/validity';
import { TRANSPORT_LABELS, TRANSPORT_TYPES } from '#app/domain/bookings/transport';
import { Field } from '#app/ui/field';
import { Input } from '#app/ui/input';
import { LabelledOptions, NativeSelect } from '#app/ui/native-select';
import { Textarea } from '#app/ui/textarea';

export type PatientOption = { id: string; name: string; krankenkasse: string | null };

export type ApprovalDefaults = Partial<{
  patientId: string;
  krankenkasse: string;
  nummer: string | null;
  genehmigungsdatum: string | null;
  gueltigVon: string;
  gueltigBis: string | null;
  hinfahrt: boolean | string;
  rueckfahrt: boolean | string;
  befoerderungsmittel: string;
  position: string | null;
  status: string;
  notizen: string | null;
}>;

const isChecked = (value: boolean | string | undefined, fallback: boolean) =>
  value === undefined ? fallback : value === true || value === 'on' || value === 'true';

/** A native checkbox with its label; errors are shown on the group by the caller. */
export function CheckboxRow({
  id,
  name,
  label,
  defaultChecked,
  describedBy,
}: {
  id: string;
  name: string;
  label: ReactNode;
  defaultChecked: boolean;
  describedBy?: string;
}) {
  return (
    <label htmlFor={id} className="flex min-h-11 items-center gap-2 text-sm sm:min-h-0">
      <input
        id={id}
        name={name}
        type="checkbox"
        defaultChecked={defaultChecked}
        aria-describedby={describedBy}
        className="size-5 shrink-0 accent-brand"
      />
      {label}
    </label>
  );
}

/** The legs (Hinfahrt/Rückfahrt) as a group of two checkboxes with one error. */
export function LegChecks({
  idPrefix,
  hin,
  rueck,
  error,
}: {
  idPrefix: string;
  hin: boolean;
  rueck: boolean;
  error?: string;
}) {
  const errorId = `${idPrefix}-legs-error`;
  return (
    <fieldset className="grid gap-1" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 text-sm font-medium">Fahrten</legend>
      <div className="flex flex-wrap gap-x-6">
        <CheckboxRow id={`${idPrefix}-hin`} name="hinfahrt" label="Hinfahrt" defaultChecked={hin} />
        <CheckboxRow id={`${idPrefix}-rueck`} name="rueckfahrt" label="Rückfahrt" defaultChecked={rueck} />
      </div>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

export function ApprovalFields({
  idPrefix,
  defaults = {},
  errors,
  patients,
}: {
  idPrefix: string;
  defaults?: ApprovalDefaults;
  errors: Record<string, string>;
  patients: PatientOption[];
}) {
  const [patientId, setPatientId] = useState(defaults.patientId ?? '');
  const [krankenkasse, setKrankenkasse] = useState(defaults.krankenkasse ?? '');
  const kasseOf = (id: string) => patients.find((p) => p.id === id)?.krankenkasse ?? '';
  const choosePatient = (next: string) => {
    setKrankenkasse((current) => prefillOnChoice(current, kasseOf(patientId), kasseOf(next)));
    setPatientId(next);
  };
  return (
    <>
      <Field label="Patient" required error={errors.patientId}>
        <NativeSelect
          id={`${idPrefix}-patient`}
          name="patientId"
          value={patientId}
          onChange={(event) => choosePatient(event.target.value)}
        >
          <option value="">{patients.length ? 'Bitte wählen' : 'Noch keine Patienten angelegt'}</option>
          {patients.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
              {p.krankenkasse ? ` (${p.krankenkasse})` : ''}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field label="Krankenkasse" required error={errors.krankenkasse}>
        <Input
          id={`${idPrefix}-kasse`}
          name="krankenkasse"
          autoComplete="off"
          value={krankenkasse}
          onChange={(event) => setKrankenkasse(event.target.value)}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Genehmigungsnummer" error={errors.nummer}>
          <Input id={`${idPrefix}-nummer`} name="nummer" autoComplete="off" defaultValue={defaults.nummer ?? ''} />
        </Field>
        <Field label="Genehmigt am" error={errors.genehmigungsdatum}>
          <Input
            id={`${idPrefix}-datum`}
            name="genehmigungsdatum"
            type="date"
            defaultValue={defaults.genehmigungsdatum ?? ''}
          />
        </Field>
        <Field label="Gültig ab" required error={errors.gueltigVon}>
          <Input id={`${idPrefix}-von`} name="gueltigVon" type="date" defaultValue={defaults.gueltigVon ?? ''} />
        </Field>
        <Field label="Gültig bis" hint="Leer = ohne Ende" error={errors.gueltigBis}>
          <Input id={`${idPrefix}-bis`} name="gueltigBis" type="date" defaultValue={defaults.gueltigBis ?? ''} />
        </Field>
      </div>
      <LegChecks
        idPrefix={idPrefix}
        hin={isChecked(defaults.hinfahrt, true)}
        rueck={isChecked(defaults.rueckfahrt, true)}
        error={errors.hinfahrt}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Beförderungsmittel" required error={errors.befoerderungsmittel}>
          <NativeSelect
            id={`${idPrefix}-mittel`}
            name="befoerderungsmittel"
            defaultValue={defaults.befoerderungsmittel ?? 'taxi_mietwagen'}
          >
            <LabelledOptions values={TRANSPORT_MEANS} labels={TRANSPORT_MEANS_LABELS} />
          </NativeSelect>
        </Field>
        <Field label="Beförderungsart" hint="Leer = jede" error={errors.position}>
          <NativeSelect id={`${idPrefix}-position`} name="position" defaultValue={defaults.position ?? ''}>
            <option value="">jede</option>
            <LabelledOptions values={TRANSPORT_TYPES} labels={TRANSPORT_LABELS} />
          </NativeSelect>
        </Field>
      </div>
      <Field label="Status" required error={errors.status}>
        <NativeSelect id={`${idPrefix}-status`} name="status" defaultValue={defaults.status ?? 'beantragt'}>
          <LabelledOptions values={APPROVAL_STATUSES} labels={APPROVAL_STATUS_LABELS} />
        </NativeSelect>
      </Field>
      <Field label="Notizen (optional)" error={errors.notizen}>
        <Textarea id={`${idPrefix}-notizen`} name="notizen" rows={2} defaultValue={defaults.notizen ?? ''} />
      </Field>
    </>
  );
}
