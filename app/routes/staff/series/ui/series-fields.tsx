// The fields of a series (issue 19), as `parseSeriesForm` reads them: patient (when creating), weekdays
// or an interval, period, pickup time, return (none, fixed, "nach Termin"), places (the patient's
// favourite places offered), transport type, holidays and the approval the series may not outlast.
// Choosing the patient fills the addresses and the Transportart from the patient (issue 37), also when
// the form was opened without one; what the user typed stays (app/domain/patients/prefill.ts).
import { useState } from 'react';
import { TRANSPORT_LABELS, TRANSPORT_TYPES } from '#app/domain/bookings/transport';
import { formatGermanDate } from '#app/domain/german-date';
import { prefillOnChoice, seriesPrefillOf } from '#app/domain/patients/prefill';
import { WEEKDAY_SHORT_LABELS, WEEKDAYS } from '#app/domain/series/rule';
import { Field } from '#app/ui/field';
import { Input } from '#app/ui/input';
import { LabelledOptions, NamedOptions, NativeSelect } from '#app/ui/native-select';
import { Textarea } from '#app/ui/textarea';
import { FieldGroup } from '#app/staff/crud/form-parts';

export type SeriesPatientOption = {
  id: string;
  name: string;
  places: { label: string; adresse: string }[];
  /** The home address and the favourite places, what choosing the patient fills in. */
  adresse: string | null;
  orte: { label: string; adresse: string }[];
  transportart: string | null;
  approvals: { id: string; nummer: string | null; status: string; gueltigBis: string | null }[];
};

/** The form's values as strings; `tage` is the list of weekdays. */
export type SeriesFieldValues = Record<string, string> & { tage?: string };

const WEEKDAY_NAMES: Record<(typeof WEEKDAYS)[number], string> = {
  MO: 'Montag',
  TU: 'Dienstag',
  WE: 'Mittwoch',
  TH: 'Donnerstag',
  FR: 'Freitag',
  SA: 'Samstag',
  SU: 'Sonntag',
};

function approvalLabel(approval: SeriesPatientOption['approvals'][number]): string {
  const until = approval.gueltigBis ? `gültig bis ${formatGermanDate(approval.gueltigBis)}` : 'ohne Enddatum';
  return `${approval.nummer ? `Nr. ${approval.nummer}` : 'ohne Nummer'}, ${approval.status}, ${until}`;
}

type Props = {
  idPrefix: string;
  defaults: SeriesFieldValues;
  errors: Record<string, string>;
  /** Creating: the patients to choose from. Editing: the one patient (fixed). */
  patients: SeriesPatientOption[];
  fixedPatient?: boolean;
  /** The label of the first date: "Beginn" or "Änderung gilt ab". */
  startLabel: string;
};

export function SeriesFields({ idPrefix, defaults, errors, patients, fixedPatient = false, startLabel }: Props) {
  const id = (key: string) => `${idPrefix}-${key}`;
  const value = (key: string) => defaults[key] ?? '';
  const [patientId, setPatientId] = useState(value('patientId'));
  const [art, setArt] = useState(value('art') || 'wochentage');
  const [back, setBack] = useState(value('rueckfahrt') || 'keine');
  const patient = patients.find((p) => p.id === patientId);
  const [filled, setFilled] = useState(() => {
    const fill = seriesPrefillOf(patient);
    return {
      abholadresse: value('abholadresse') || fill.abholadresse,
      zieladresse: value('zieladresse') || fill.zieladresse,
      transportart: value('transportart') || fill.transportart,
    };
  });
  const choosePatient = (nextId: string) => {
    const previous = seriesPrefillOf(patient);
    const next = seriesPrefillOf(patients.find((p) => p.id === nextId));
    setPatientId(nextId);
    setFilled((current) => ({
      abholadresse: prefillOnChoice(current.abholadresse, previous.abholadresse, next.abholadresse),
      zieladresse: prefillOnChoice(current.zieladresse, previous.zieladresse, next.zieladresse),
      transportart: prefillOnChoice(current.transportart, previous.transportart, next.transportart),
    }));
  };
  const edit = (key: keyof typeof filled) => (event: { target: { value: string } }) =>
    setFilled((current) => ({ ...current, [key]: event.target.value }));
  const chosenDays = (defaults.tage ?? '').split(',').filter(Boolean);
  const placesId = id('orte');

  return (
    <div className="grid gap-4">
      {fixedPatient ? (
        <input type="hidden" name="patientId" value={patientId} />
      ) : (
        <Field label="Patient" required error={errors.patientId}>
          <NativeSelect
            id={id('patientId')}
            name="patientId"
            value={patientId}
            onChange={(event) => choosePatient(event.target.value)}
          >
            <option value="">Bitte wählen …</option>
            <NamedOptions items={patients} />
          </NativeSelect>
        </Field>
      )}

      <FieldGroup legend="Wann">
        <fieldset className="grid gap-2 sm:col-span-2">
          <legend className="text-sm font-medium">Wiederholung</legend>
          <div className="flex flex-wrap gap-x-6 gap-y-1">
            {[
              ['wochentage', 'An Wochentagen'],
              ['intervall', 'Alle paar Tage'],
            ].map(([key, label]) => (
              <label key={key} className="flex min-h-11 cursor-pointer items-center gap-2">
                <input
                  type="radio"
                  name="art"
                  value={key}
                  checked={art === key}
                  onChange={() => setArt(key!)}
                  className="size-5 accent-brand"
                />
                {label}
              </label>
            ))}
          </div>
        </fieldset>
        {art === 'wochentage' ? (
          <>
            <fieldset
              className="grid gap-1 sm:col-span-2"
              aria-describedby={errors.tage ? id('tage-error') : undefined}
            >
              <legend className="text-sm font-medium">
                Wochentage
                <span aria-hidden="true" className="ml-0.5 text-destructive">
                  *
                </span>
              </legend>
              <div className="flex flex-wrap gap-x-4">
                {WEEKDAYS.map((day) => (
                  <label key={day} className="flex min-h-11 min-w-14 cursor-pointer items-center gap-2">
                    <input
                      type="checkbox"
                      name="tage"
                      value={day}
                      defaultChecked={chosenDays.includes(day)}
                      className="size-5 accent-brand"
                      aria-label={WEEKDAY_NAMES[day]}
                    />
                    <span aria-hidden="true">{WEEKDAY_SHORT_LABELS[day]}</span>
                  </label>
                ))}
              </div>
              {errors.tage ? (
                <p id={id('tage-error')} className="text-sm font-medium text-destructive">
                  {errors.tage}
                </p>
              ) : null}
            </fieldset>
            <Field label="Alle … Wochen" error={errors.intervallWochen} hint="1 = jede Woche">
              <Input
                id={id('intervallWochen')}
                name="intervallWochen"
                type="number"
                inputMode="numeric"
                min={1}
                max={52}
                defaultValue={value('intervallWochen') || '1'}
              />
            </Field>
          </>
        ) : (
          <Field label="Alle … Tage" required error={errors.intervallTage} hint="1 = täglich">
            <Input
              id={id('intervallTage')}
              name="intervallTage"
              type="number"
              inputMode="numeric"
              min={1}
              max={31}
              defaultValue={value('intervallTage') || '1'}
            />
          </Field>
        )}
        <Field label={startLabel} required error={errors.start}>
          <Input id={id('start')} name="start" type="date" defaultValue={value('start')} />
        </Field>
        <Field label="Bis (optional)" error={errors.bis} hint="Leer lassen für eine Serie ohne Enddatum">
          <Input id={id('bis')} name="bis" type="date" defaultValue={value('bis')} />
        </Field>
        <Field label="Abholzeit" required error={errors.abholzeit}>
          <Input id={id('abholzeit')} name="abholzeit" type="time" defaultValue={value('abholzeit')} />
        </Field>
        <Field label="Rückfahrt" error={errors.rueckfahrt}>
          <NativeSelect
            id={id('rueckfahrt')}
            name="rueckfahrt"
            value={back}
            onChange={(event) => setBack(event.target.value)}
          >
            <option value="keine">Keine Rückfahrt</option>
            <option value="nach-termin">Nach Termin (Praxis ruft an)</option>
            <option value="fest">Zu fester Uhrzeit</option>
          </NativeSelect>
        </Field>
        {back === 'fest' ? (
          <Field label="Uhrzeit der Rückfahrt" required error={errors.rueckfahrtZeit}>
            <Input id={id('rueckfahrtZeit')} name="rueckfahrtZeit" type="time" defaultValue={value('rueckfahrtZeit')} />
          </Field>
        ) : null}
        <fieldset className="grid gap-1 sm:col-span-2">
          <legend className="text-sm font-medium">An Feiertagen in Hessen</legend>
          <div className="flex flex-wrap gap-x-6">
            {[
              ['auslassen', 'keine Fahrt'],
              ['fahren', 'wie gewohnt fahren'],
            ].map(([key, label]) => (
              <label key={key} className="flex min-h-11 cursor-pointer items-center gap-2">
                <input
                  type="radio"
                  name="feiertage"
                  value={key}
                  defaultChecked={(value('feiertage') || 'auslassen') === key}
                  className="size-5 accent-brand"
                />
                {label}
              </label>
            ))}
          </div>
        </fieldset>
      </FieldGroup>

      <FieldGroup legend="Wohin">
        <Field label="Abholadresse" required error={errors.abholadresse} className="sm:col-span-2">
          <Input
            id={id('abholadresse')}
            name="abholadresse"
            list={placesId}
            autoComplete="off"
            value={filled.abholadresse}
            onChange={edit('abholadresse')}
            maxLength={300}
          />
        </Field>
        <Field
          label="Zieladresse"
          required
          error={errors.zieladresse}
          className="sm:col-span-2"
          hint="Die Rückfahrt führt vom Ziel zurück zur Abholadresse."
        >
          <Input
            id={id('zieladresse')}
            name="zieladresse"
            list={placesId}
            autoComplete="off"
            value={filled.zieladresse}
            onChange={edit('zieladresse')}
            maxLength={300}
          />
        </Field>
        <datalist id={placesId}>
          {(patient?.places ?? []).map((place) => (
            <option key={`${place.label}-${place.adresse}`} value={place.adresse}>
              {place.label}
            </option>
          ))}
        </datalist>
        <Field label="Transportart" error={errors.transportart}>
          <NativeSelect
            id={id('transportart')}
            name="transportart"
            value={filled.transportart}
            onChange={edit('transportart')}
          >
            <option value="">Nicht angegeben</option>
            <LabelledOptions values={TRANSPORT_TYPES} labels={TRANSPORT_LABELS} />
          </NativeSelect>
        </Field>
        <Field
          label="Genehmigung"
          error={errors.approvalId}
          hint="Die Serie plant keine Fahrten über die Gültigkeit hinaus."
        >
          <NativeSelect id={id('approvalId')} name="approvalId" defaultValue={value('approvalId')}>
            <option value="">Keine</option>
            {(patient?.approvals ?? []).map((approval) => (
              <option key={approval.id} value={approval.id}>
                {approvalLabel(approval)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label="Hinweise für die Fahrten (optional)" error={errors.hinweise} className="sm:col-span-2">
          <Textarea id={id('hinweise')} name="hinweise" rows={2} defaultValue={value('hinweise')} maxLength={1000} />
        </Field>
      </FieldGroup>
    </div>
  );
}
