// The fields of a patient (Stammdaten, issue 17), grouped as staff read them on the phone: person,
// contact, places, insurance, mobility and handling, contact person, notes. Names as
// `parsePatientForm` reads them; defaults are the form values of `patientFormValues`.
import type { ChangeEvent } from 'react';
import { exemptionCardDefaultStart } from '#app/domain/billing/co-payment';
import { TRANSPORT_LABELS, TRANSPORT_TYPES } from '#app/domain/bookings/transport';
import {
  HANDLING_FLAG_LABELS,
  HANDLING_FLAGS,
  MAX_PHONES,
  MAX_PLACES,
  MERKZEICHEN,
} from '#app/domain/patients/patient-form';
import { formatPhoneForDisplay } from '#app/domain/patients/phone';
import { Field } from '#app/ui/field';
import { Input } from '#app/ui/input';
import { LabelledOptions, NativeSelect } from '#app/ui/native-select';
import { Textarea } from '#app/ui/textarea';
import { FieldGroup, PflegegradSelect } from '#app/staff/crud/form-parts';

type Props = { idPrefix: string; defaults?: Record<string, string>; errors: Record<string, string> };

function CheckboxField({ id, name, label, checked }: { id: string; name: string; label: string; checked: boolean }) {
  return (
    <div className="flex min-h-11 items-center gap-3">
      <input
        id={id}
        name={name}
        type="checkbox"
        defaultChecked={checked}
        className="size-5 shrink-0 cursor-pointer accent-brand"
      />
      <label htmlFor={id} className="cursor-pointer text-base">
        {label}
      </label>
    </div>
  );
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Fills "gültig ab" with 1 January of the card's year once "gültig bis" is entered, while staff have not
 * typed their own first day (a card granted during the year); it follows "bis" as its year is typed.
 */
function proposeCardStart(event: ChangeEvent<HTMLInputElement>) {
  const from = event.currentTarget.form?.elements.namedItem('befreiungAb');
  if (!(from instanceof HTMLInputElement) || (from.value !== '' && from.value !== from.dataset.proposed)) return;
  const until = event.currentTarget.value;
  from.value = from.dataset.proposed = DATE.test(until) ? exemptionCardDefaultStart(until) : '';
}

export function PatientFields({ idPrefix, defaults = {}, errors }: Props) {
  const value = (key: string) => defaults[key] ?? '';
  const phone = (key: string) => (defaults[key] ? formatPhoneForDisplay(defaults[key]) : '');
  const id = (key: string) => `${idPrefix}-${key}`;
  return (
    <div className="grid gap-4">
      <FieldGroup legend="Person">
        <Field label="Vorname" required error={errors.vorname}>
          <Input id={id('vorname')} name="vorname" autoComplete="off" defaultValue={value('vorname')} maxLength={200} />
        </Field>
        <Field label="Nachname" required error={errors.nachname}>
          <Input
            id={id('nachname')}
            name="nachname"
            autoComplete="off"
            defaultValue={value('nachname')}
            maxLength={200}
          />
        </Field>
        <Field label="Geburtsdatum" error={errors.geburtsdatum}>
          <Input id={id('geburtsdatum')} name="geburtsdatum" type="date" defaultValue={value('geburtsdatum')} />
        </Field>
        <Field label="E-Mail" error={errors.email}>
          <Input id={id('email')} name="email" type="email" autoComplete="off" defaultValue={value('email')} />
        </Field>
        {Array.from({ length: MAX_PHONES }, (_, at) => (
          <Field
            key={at}
            label={at === 0 ? 'Telefon' : `Telefon ${at + 1}`}
            error={errors[`telefon${at + 1}`]}
            hint={at === 0 ? 'z. B. 069 1234567 oder +49 171 1234567' : undefined}
          >
            <Input
              id={id(`telefon${at + 1}`)}
              name={`telefon${at + 1}`}
              type="tel"
              inputMode="tel"
              autoComplete="off"
              defaultValue={phone(`telefon${at + 1}`)}
            />
          </Field>
        ))}
        <Field label="Wohnadresse" error={errors.adresse} className="sm:col-span-2">
          <Input id={id('adresse')} name="adresse" autoComplete="off" defaultValue={value('adresse')} />
        </Field>
      </FieldGroup>

      <FieldGroup legend="Häufige Ziele">
        {Array.from({ length: MAX_PLACES }, (_, at) => (
          <div key={at} className="grid gap-4 sm:col-span-2 sm:grid-cols-[minmax(0,12rem)_minmax(0,1fr)]">
            <Field
              label={`Ziel ${at + 1}: Bezeichnung`}
              error={errors[`ort${at + 1}Label`]}
              hint={at === 0 ? 'z. B. Dialyse, Hausarzt' : undefined}
            >
              <Input
                id={id(`ort${at + 1}Label`)}
                name={`ort${at + 1}Label`}
                autoComplete="off"
                defaultValue={value(`ort${at + 1}Label`)}
              />
            </Field>
            <Field label={`Ziel ${at + 1}: Adresse`} error={errors[`ort${at + 1}Adresse`]}>
              <Input
                id={id(`ort${at + 1}Adresse`)}
                name={`ort${at + 1}Adresse`}
                autoComplete="off"
                defaultValue={value(`ort${at + 1}Adresse`)}
              />
            </Field>
          </div>
        ))}
      </FieldGroup>

      <FieldGroup legend="Versicherung">
        <Field label="Krankenkasse" error={errors.krankenkasse}>
          <Input id={id('krankenkasse')} name="krankenkasse" autoComplete="off" defaultValue={value('krankenkasse')} />
        </Field>
        <Field
          label="Versichertennummer (KVNR)"
          error={errors.versichertennummer}
          hint="Ein Buchstabe und neun Ziffern, z. B. A123456780"
        >
          <Input
            id={id('versichertennummer')}
            name="versichertennummer"
            autoComplete="off"
            autoCapitalize="characters"
            defaultValue={value('versichertennummer')}
          />
        </Field>
        <Field
          label="Zuzahlungsbefreiung gültig ab"
          hint="Erster Tag, meist der 1. Januar des Jahres"
          error={errors.befreiungAb}
        >
          <Input id={id('befreiungAb')} name="befreiungAb" type="date" defaultValue={value('befreiungAb')} />
        </Field>
        <Field
          label="Zuzahlungsbefreiung gültig bis"
          hint="Letzter Tag auf dem Befreiungsausweis"
          error={errors.befreiungBis}
        >
          <Input
            id={id('befreiungBis')}
            name="befreiungBis"
            type="date"
            defaultValue={value('befreiungBis')}
            onChange={proposeCardStart}
          />
        </Field>
        <Field label="Pflegegrad" error={errors.pflegegrad}>
          <PflegegradSelect id={id('pflegegrad')} name="pflegegrad" defaultValue={value('pflegegrad')} />
        </Field>
        <fieldset className="sm:col-span-2">
          <legend className="text-base font-medium">Merkzeichen (Schwerbehindertenausweis)</legend>
          <div className="flex flex-wrap gap-x-6">
            {MERKZEICHEN.map((zeichen) => (
              <CheckboxField
                key={zeichen}
                id={id(`merkzeichen-${zeichen}`)}
                name={`merkzeichen_${zeichen}`}
                label={zeichen}
                checked={Boolean(defaults[`merkzeichen_${zeichen}`])}
              />
            ))}
          </div>
        </fieldset>
      </FieldGroup>

      <FieldGroup legend="Mobilität und Hinweise">
        <Field label="Transportart" error={errors.transportart}>
          <NativeSelect id={id('transportart')} name="transportart" defaultValue={value('transportart')}>
            <option value="">nicht festgelegt</option>
            <LabelledOptions values={TRANSPORT_TYPES} labels={TRANSPORT_LABELS} />
          </NativeSelect>
        </Field>
        <fieldset className="sm:col-span-2">
          <legend className="text-base font-medium">Besonderheiten</legend>
          <div className="flex flex-wrap gap-x-6">
            {HANDLING_FLAGS.map((flag) => (
              <CheckboxField
                key={flag}
                id={id(`flag-${flag}`)}
                name={`flag_${flag}`}
                label={HANDLING_FLAG_LABELS[flag]}
                checked={Boolean(defaults[`flag_${flag}`])}
              />
            ))}
            <CheckboxField
              id={id('treppen')}
              name="treppen"
              label="Kein barrierefreier Zugang (Treppen)"
              checked={Boolean(defaults.treppen)}
            />
          </div>
        </fieldset>
        <Field label="Weitere Hinweise für die Fahrt" error={errors.weitereHinweise} className="sm:col-span-2">
          <Textarea
            id={id('weitereHinweise')}
            name="weitereHinweise"
            rows={2}
            defaultValue={value('weitereHinweise')}
          />
        </Field>
      </FieldGroup>

      <FieldGroup legend="Kontaktperson (Angehörige, Betreuung)">
        <Field label="Name" error={errors.kontaktName}>
          <Input id={id('kontaktName')} name="kontaktName" autoComplete="off" defaultValue={value('kontaktName')} />
        </Field>
        <Field label="Beziehung" error={errors.kontaktBeziehung} hint="z. B. Tochter, Betreuer">
          <Input
            id={id('kontaktBeziehung')}
            name="kontaktBeziehung"
            autoComplete="off"
            defaultValue={value('kontaktBeziehung')}
          />
        </Field>
        <Field label="Telefon der Kontaktperson" error={errors.kontaktTelefon}>
          <Input
            id={id('kontaktTelefon')}
            name="kontaktTelefon"
            type="tel"
            inputMode="tel"
            autoComplete="off"
            defaultValue={phone('kontaktTelefon')}
          />
        </Field>
        <Field label="E-Mail der Kontaktperson" error={errors.kontaktEmail}>
          <Input
            id={id('kontaktEmail')}
            name="kontaktEmail"
            type="email"
            autoComplete="off"
            defaultValue={value('kontaktEmail')}
          />
        </Field>
      </FieldGroup>

      <Field label="Notizen" error={errors.notizen} hint="Höchstens 2.000 Zeichen">
        <Textarea id={id('notizen')} name="notizen" rows={3} defaultValue={value('notizen')} />
      </Field>
    </div>
  );
}
