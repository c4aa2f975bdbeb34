// "Neue Buchung" (issue 17): a dispatcher on the phone picks (or types) the patient, then the ride:
// date, time, return (fixed or "nach Termin"), addresses prefilled from the patient, handling flags,
// status and the optional confirmation e-mail. Keyboard first: the patient search has the focus, arrow
// keys and Enter pick a patient, focus then moves to the date, and Enter in any field submits (selects too).
import { NativeCheckbox } from '#app/ui/native-checkbox';
import { MAX_BEGLEITPERSONEN } from '#app/domain/bookings/companions';
import { UserRound, X } from 'lucide-react';
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link, useFetcher } from 'react-router';
import { berlinDate } from '#app/domain/berlin-time';
import { formatGermanDate, parseGermanDate } from '#app/domain/german-date';
import {
  BOOKING_FLAGS,
  parseStaffTime,
  pastLegWarning,
  type ReturnOption,
} from '#app/domain/bookings/phone-booking-form';
import { TRANSPORT_LABELS, TRANSPORT_TYPES } from '#app/domain/bookings/transport';
import { DUPLICATE_OVERRIDE_FIELD } from '#app/domain/rides/duplicate-rides';
import { HANDLING_FLAG_LABELS } from '#app/domain/patients/patient-form';
import { formatPhoneForDisplay } from '#app/domain/patients/phone';
import { Button } from '#app/ui/button';
import { Field } from '#app/ui/field';
import { Input } from '#app/ui/input';
import { LabelledOptions, NativeSelect } from '#app/ui/native-select';
import { Textarea } from '#app/ui/textarea';
import { actionResultOf, useActionResult } from '#app/staff/actions/use-action-result';
import { SubmitButton, useOpenCreated } from '#app/staff/crud/crud-parts';
import { BackLink } from '#app/staff/crud/page-parts';
import { FieldGroup, PflegegradSelect } from '#app/staff/crud/form-parts';
import { PatientPicker } from './patient-picker';
import type { Route } from '../+types/new-booking';

/** The screen shows what its route's loader returns (the route's generated types). */
type ScreenData = Route.ComponentProps['loaderData'];

/** A patient as the booking takes it over (the loader's, and each of the picker's matches). */
export type BookingPatient = NonNullable<ScreenData['patient']>;

function Check({
  name,
  label,
  defaultChecked = false,
  error,
  onChange,
}: {
  name: string;
  label: ReactNode;
  defaultChecked?: boolean;
  error?: string;
  onChange?: (checked: boolean) => void;
}) {
  const id = `new-booking-${name}`;
  return (
    <div className="grid gap-1 sm:col-span-2">
      <NativeCheckbox
        id={id}
        name={name}
        label={label}
        defaultChecked={defaultChecked}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange?.(event.target.checked)}
      />
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The patient's facts the form starts from. */
function defaultsOf(patient: BookingPatient | null) {
  const flags = patient?.besonderheiten ?? {};
  return {
    vorname: patient?.vorname ?? '',
    nachname: patient?.nachname ?? '',
    telefon: patient?.telefone[0] ? formatPhoneForDisplay(patient.telefone[0]) : '',
    email: patient?.email ?? '',
    abholadresse: patient?.adresse ?? '',
    zieladresse: patient?.orte[0]?.adresse ?? '',
    krankenkasse: patient?.krankenkasse ?? '',
    pflegegrad: patient?.pflegegrad ? String(patient.pflegegrad) : '',
    transportart: patient?.transportart ?? '',
    hinweise: flags.weitereHinweise ?? '',
    treppen: flags.barrierefreiZugang === false,
    flags: Object.fromEntries(BOOKING_FLAGS.map((flag) => [flag, Boolean(flags[flag])])) as Record<
      (typeof BOOKING_FLAGS)[number],
      boolean
    >,
  };
}

/**
 * Enter saves from every field, selects too (issue 37: Tab, n, Enter on "Rückfahrt"): browsers submit a
 * form implicitly only from text fields. An open option list takes its own Enter and never gets here.
 */
function submitOnEnterInSelect(event: KeyboardEvent<HTMLFormElement>) {
  if (event.key !== 'Enter' || !(event.target instanceof HTMLSelectElement) || event.nativeEvent.isComposing) return;
  event.preventDefault();
  event.currentTarget.requestSubmit();
}

/** After saving, the bookings list searched for the new booking's number. */
const openBookingInList = (created: { bookingNumber?: string }) =>
  created.bookingNumber ? `/app/bookings?q=${encodeURIComponent(created.bookingNumber)}` : null;

export function NewBookingScreen({ patient: initial }: ScreenData) {
  const fetcher = useFetcher();
  useOpenCreated(fetcher, openBookingInList);
  const formRef = useRef<HTMLFormElement>(null);
  const dateRef = useRef<HTMLInputElement>(null);
  const [patient, setPatient] = useState<BookingPatient | null>(initial);
  const [datum, setDatum] = useState('');
  const [uhrzeit, setUhrzeit] = useState('');
  const [rueckfahrt, setRueckfahrt] = useState<ReturnOption>('keine');
  const [email, setEmail] = useState(initial?.email ?? '');
  const result = actionResultOf<{ bookingNumber: string }>(fetcher.data);
  const [errors, setErrors] = useState<Record<string, string>>({});
  useActionResult(result, {
    formRef,
    onFailure: (failed) => setErrors(failed.fieldErrors),
  });
  const defaults = defaultsOf(patient);
  const typedDate = parseGermanDate(datum, berlinDate());
  const typedTime = parseStaffTime(uhrzeit);
  const pastWarning = typedDate && typedTime ? pastLegWarning(typedDate, typedTime, new Date()) : null;
  const busy = fetcher.state !== 'idle';

  function choose(next: BookingPatient | null) {
    setPatient(next);
    setEmail(next?.email ?? '');
    setErrors({});
    // The caller is known: the ride comes next.
    if (next) setTimeout(() => dateRef.current?.focus(), 0);
  }

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-4 p-4 sm:p-6">
      <BackLink to="/app/bookings">Zurück zu den Buchungen</BackLink>
      <h1 className="text-2xl font-bold">Neue Buchung</h1>
      <p className="text-muted">
        Telefonische Buchung: Patient wählen, Fahrt eintragen, mit Eingabe speichern. Felder mit * sind Pflichtfelder.
      </p>

      <section aria-label="Patient" className="grid gap-3 rounded-lg border border-border bg-white p-4">
        {patient ? (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="flex items-center gap-2">
              <UserRound aria-hidden="true" className="size-5 text-brand-dark" />
              <span>
                Patient:{' '}
                <Link
                  to={`/app/patients/${patient.id}`}
                  className="font-semibold text-brand-dark underline-offset-4 hover:underline"
                >
                  {patient.nachname}, {patient.vorname}
                </Link>
                {patient.geburtsdatum ? ` (geb. ${formatGermanDate(patient.geburtsdatum)})` : ''}
              </span>
            </p>
            <Button type="button" variant="outline" size="sm" onClick={() => choose(null)}>
              <X aria-hidden="true" />
              Anderen Patienten wählen
            </Button>
          </div>
        ) : (
          <PatientPicker<BookingPatient> searchUrl="/app/bookings/neu" onPick={choose} />
        )}
      </section>

      <fetcher.Form
        method="post"
        ref={formRef}
        noValidate
        className="grid gap-4"
        aria-label="Neue Buchung"
        onKeyDown={submitOnEnterInSelect}
      >
        <input type="hidden" name="intent" value="create" />
        <input type="hidden" name="patientId" value={patient?.id ?? ''} />
        {errors.patientId ? (
          <p role="alert" className="font-medium text-destructive">
            {errors.patientId}
          </p>
        ) : null}

        <FieldGroup onPage legend="Fahrt">
          <Field
            label="Datum"
            required
            error={errors.datum}
            // A short date means its next occurrence (maybe next year): the full date is shown as it will be saved.
            hint={
              typedDate
                ? `Fahrt am ${formatGermanDate(typedDate)}`
                : 'z. B. 25.11.2026 oder 25.11. (der nächste 25.11.)'
            }
          >
            <Input
              ref={dateRef}
              id="new-booking-datum"
              name="datum"
              autoComplete="off"
              inputMode="numeric"
              placeholder="TT.MM.JJJJ"
              onChange={(event) => setDatum(event.target.value)}
            />
          </Field>
          <Field
            label="Uhrzeit (Abholung)"
            required
            error={errors.uhrzeit}
            hint="z. B. 07:10 oder 0710; kein Zeitraster"
          >
            <Input
              id="new-booking-uhrzeit"
              name="uhrzeit"
              autoComplete="off"
              inputMode="numeric"
              placeholder="HH:MM"
              onChange={(event) => setUhrzeit(event.target.value)}
            />
          </Field>
          <Field label="Rückfahrt" error={errors.rueckfahrt}>
            <NativeSelect
              id="new-booking-rueckfahrt"
              name="rueckfahrt"
              value={rueckfahrt}
              onChange={(event) => setRueckfahrt(event.target.value as ReturnOption)}
            >
              <option value="keine">Keine Rückfahrt</option>
              <option value="fest">Feste Uhrzeit</option>
              <option value="nach-termin">Nach Termin (Anruf, wenn fertig)</option>
            </NativeSelect>
          </Field>
          {rueckfahrt === 'fest' ? (
            <Field label="Uhrzeit der Rückfahrt" required error={errors.rueckfahrtZeit}>
              <Input
                id="new-booking-rueckfahrtZeit"
                name="rueckfahrtZeit"
                autoComplete="off"
                inputMode="numeric"
                placeholder="HH:MM"
              />
            </Field>
          ) : null}
          {rueckfahrt !== 'keine' ? (
            <Field label="Datum der Rückfahrt" error={errors.rueckfahrtDatum} hint="Leer: am Tag der Hinfahrt">
              <Input
                id="new-booking-rueckfahrtDatum"
                name="rueckfahrtDatum"
                autoComplete="off"
                inputMode="numeric"
                placeholder="TT.MM.JJJJ"
              />
            </Field>
          ) : null}
          {pastWarning || errors.pastConfirmed ? (
            <Check
              name="pastConfirmed"
              label={<>Fahrt {pastWarning ?? 'heute oder in der Vergangenheit'}: trotzdem anlegen</>}
              error={errors.pastConfirmed}
            />
          ) : null}
          {errors.capacityOverride ? (
            <Check
              name="capacityOverride"
              label="Kapazität überschreiten (Zeitfenster überbuchen)"
              error={errors.capacityOverride}
            />
          ) : null}
          {errors[DUPLICATE_OVERRIDE_FIELD] ? (
            <Check name={DUPLICATE_OVERRIDE_FIELD} label="Trotzdem buchen" error={errors[DUPLICATE_OVERRIDE_FIELD]} />
          ) : null}
        </FieldGroup>

        <div key={patient?.id ?? 'kein-patient'} className="grid gap-4">
          <FieldGroup onPage legend="Adressen">
            <Field label="Abholadresse" required error={errors.abholadresse} className="sm:col-span-2">
              <Input
                id="new-booking-abholadresse"
                name="abholadresse"
                autoComplete="off"
                list="new-booking-places"
                defaultValue={defaults.abholadresse}
              />
            </Field>
            <Field
              label="Zieladresse"
              required
              error={errors.zieladresse}
              className="sm:col-span-2"
              hint={patient?.orte.length ? 'Häufige Ziele des Patienten stehen in der Auswahlliste.' : undefined}
            >
              <Input
                id="new-booking-zieladresse"
                name="zieladresse"
                autoComplete="off"
                list="new-booking-places"
                defaultValue={defaults.zieladresse}
              />
            </Field>
            <datalist id="new-booking-places">
              {patient?.adresse ? <option value={patient.adresse}>Wohnadresse</option> : null}
              {patient?.orte.map((place) => (
                <option key={`${place.label}-${place.adresse}`} value={place.adresse}>
                  {place.label}
                </option>
              ))}
            </datalist>
          </FieldGroup>

          <FieldGroup onPage legend="Fahrgast">
            <Field label="Vorname" required error={errors.vorname}>
              <Input id="new-booking-vorname" name="vorname" autoComplete="off" defaultValue={defaults.vorname} />
            </Field>
            <Field label="Nachname" required error={errors.nachname}>
              <Input id="new-booking-nachname" name="nachname" autoComplete="off" defaultValue={defaults.nachname} />
            </Field>
            <Field label="Telefon" error={errors.telefon}>
              <Input
                id="new-booking-telefon"
                name="telefon"
                type="tel"
                inputMode="tel"
                autoComplete="off"
                defaultValue={defaults.telefon}
              />
            </Field>
            <Field label="E-Mail" error={errors.email}>
              <Input
                id="new-booking-email"
                name="email"
                type="email"
                autoComplete="off"
                defaultValue={defaults.email}
                onChange={(event) => setEmail(event.target.value)}
              />
            </Field>
            <Field label="Krankenkasse" error={errors.krankenkasse}>
              <Input
                id="new-booking-krankenkasse"
                name="krankenkasse"
                autoComplete="off"
                defaultValue={defaults.krankenkasse}
              />
            </Field>
            <Field label="Pflegegrad" error={errors.pflegegrad}>
              <PflegegradSelect id="new-booking-pflegegrad" name="pflegegrad" defaultValue={defaults.pflegegrad} />
            </Field>
            {patient ? null : <Check name="savePatient" label="Als neuen Patienten speichern (Stammdaten)" />}
          </FieldGroup>

          <FieldGroup onPage legend="Transport und Hinweise">
            <Field label="Transportart" error={errors.transportart}>
              <NativeSelect id="new-booking-transportart" name="transportart" defaultValue={defaults.transportart}>
                <option value="">nicht festgelegt</option>
                <LabelledOptions values={TRANSPORT_TYPES} labels={TRANSPORT_LABELS} />
              </NativeSelect>
            </Field>
            <Field
              label="Begleitpersonen"
              error={errors.begleitpersonen}
              hint={`Fahren mit, 0 bis ${MAX_BEGLEITPERSONEN}; zählen bei den Sitzplätzen`}
            >
              <Input
                id="new-booking-begleitpersonen"
                name="begleitpersonen"
                type="number"
                inputMode="numeric"
                min={0}
                max={MAX_BEGLEITPERSONEN}
                step={1}
                defaultValue="0"
              />
            </Field>
            <fieldset className="sm:col-span-2">
              <legend className="font-medium">Besonderheiten</legend>
              <div className="flex flex-wrap gap-x-6">
                {BOOKING_FLAGS.map((flag) => (
                  <NativeCheckbox
                    key={flag}
                    id={`new-booking-flag-${flag}`}
                    name={`flag_${flag}`}
                    label={HANDLING_FLAG_LABELS[flag]}
                    defaultChecked={defaults.flags[flag]}
                  />
                ))}
                <NativeCheckbox
                  id="new-booking-treppen"
                  name="treppen"
                  label="Kein barrierefreier Zugang (Treppen)"
                  defaultChecked={defaults.treppen}
                />
              </div>
            </fieldset>
            <Field label="Hinweise für die Fahrt" error={errors.hinweise} className="sm:col-span-2">
              <Textarea id="new-booking-hinweise" name="hinweise" rows={2} defaultValue={defaults.hinweise} />
            </Field>
          </FieldGroup>
        </div>

        <FieldGroup onPage legend="Abschluss">
          <fieldset className="sm:col-span-2">
            <legend className="font-medium">Status</legend>
            <div className="flex flex-wrap gap-x-6">
              <div className="flex min-h-11 items-center gap-3">
                <input
                  id="new-booking-status-confirmed"
                  name="status"
                  type="radio"
                  value="confirmed"
                  defaultChecked
                  className="size-5 cursor-pointer accent-brand"
                />
                <label htmlFor="new-booking-status-confirmed" className="cursor-pointer">
                  Bestätigt
                </label>
              </div>
              <div className="flex min-h-11 items-center gap-3">
                <input
                  id="new-booking-status-pending"
                  name="status"
                  type="radio"
                  value="pending"
                  className="size-5 cursor-pointer accent-brand"
                />
                <label htmlFor="new-booking-status-pending" className="cursor-pointer">
                  Ausstehend (noch zu prüfen)
                </label>
              </div>
            </div>
            {errors.status ? <p className="text-sm font-medium text-destructive">{errors.status}</p> : null}
          </fieldset>
          <Check
            name="sendEmail"
            label={
              email
                ? `Bestätigung per E-Mail an ${email} senden`
                : 'Bestätigung per E-Mail senden (E-Mail-Adresse nötig)'
            }
          />
          <div className="flex flex-wrap gap-2 sm:col-span-2">
            <SubmitButton busy={busy} busyLabel="Wird angelegt …">
              Buchung anlegen
            </SubmitButton>
            <Button asChild variant="outline">
              <Link to="/app/bookings">Abbrechen</Link>
            </Button>
          </div>
        </FieldGroup>
      </fetcher.Form>
    </div>
  );
}
