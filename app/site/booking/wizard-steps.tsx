// Steps 1, 2 and 4 of the booking wizard (step 3 is the slot picker). Every control is wired to its
// label, hint and German error through Field (aria-describedby, aria-invalid).
import { FileText, LoaderCircle, Pencil, X } from 'lucide-react';
import { useId, useRef, useState, type ReactNode } from 'react';
import { formatGermanDate } from '#app/domain/german-date';
import { emailSuggestionText, suggestEmail } from '#app/domain/email-address';
import { formatFileSize, PRESCRIPTION_ACCEPT } from '#app/domain/booking/prescription';
import {
  CONSENT_TEXT,
  sanitizePhone,
  type FieldErrors,
  type StepNumber,
  type WizardValues,
} from '#app/domain/booking/schemas';
import { Button } from '#app/ui/button';
import { Checkbox } from '#app/ui/checkbox';
import { cn } from '#app/ui/cn';
import { Field } from '#app/ui/field';
import { Input } from '#app/ui/input';
import { Label } from '#app/ui/label';
import { NativeSelect } from '#app/ui/native-select';
import { RadioGroup, RadioGroupItem } from '#app/ui/radio-group';
import { Switch } from '#app/ui/switch';
import { Textarea } from '#app/ui/textarea';
import type { AddressProvider } from './address-autocomplete';
import { AddressInput } from './address-input';
import { preparePrescription } from './prescription-image';
import {
  BARRIER_FREE_LABELS,
  BARRIER_FREE_QUESTION,
  BESONDERHEITEN_LABELS,
  RUECKFAHRT_LABELS,
  STEP_TITLES,
} from './wizard-texts';

export type StepProps = {
  values: WizardValues;
  errors: FieldErrors;
  onChange: <K extends keyof WizardValues>(field: K, value: WizardValues[K]) => void;
};

/** The id of a field's control, so the wizard can focus the first invalid one. */
export const fieldId = (field: keyof WizardValues) => `kf-buchung-${field}`;

function ErrorText({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="text-base font-medium text-destructive">
      {message}
    </p>
  );
}

/**
 * An e-mail field that, once the visitor leaves it, offers the probable address for a typo of a common
 * domain ("Meinten Sie anna@gmail.com?") with a button to take it. Only a hint: the entry stays valid.
 */
function EmailField({
  field,
  label,
  hint,
  values,
  errors,
  onChange,
}: StepProps & { field: 'email' | 'bestaetigungsEmail'; label: string; hint?: string }) {
  const [left, setLeft] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const suggestion = left ? suggestEmail(values[field]) : null;
  const suggestionId = `${fieldId(field)}-suggestion`;
  return (
    <div className="flex flex-col gap-2">
      <Field label={label} required hint={hint} error={errors[field]} id={fieldId(field)}>
        <Input
          ref={inputRef}
          type="email"
          autoComplete="email"
          value={values[field]}
          aria-describedby={suggestion ? suggestionId : undefined}
          onChange={(e) => onChange(field, e.target.value)}
          onFocus={() => setLeft(false)}
          onBlur={(e) => {
            onChange(field, e.target.value.trim());
            setLeft(true);
          }}
        />
      </Field>
      <div aria-live="polite">
        {suggestion ? (
          <p
            id={suggestionId}
            className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md bg-amber-50 px-3 py-2 text-[17px] text-ink"
          >
            <span>{emailSuggestionText(suggestion)}</span>
            <Button
              variant="link"
              className="h-auto min-h-11 px-0 text-[17px]"
              onClick={() => {
                onChange(field, suggestion);
                inputRef.current?.focus();
              }}
            >
              Übernehmen<span className="sr-only">: {suggestion}</span>
            </Button>
          </p>
        ) : null}
      </div>
    </div>
  );
}

/**
 * Step 1. RULE: only native controls here – Input, textarea, NativeSelect (never Radix Select,
 * Checkbox or another widget that keeps its value in React state). Step 1 is server-rendered on
 * /online-buchung and usable before the island hydrates (decision 004); booking-wizard-island.tsx
 * carries what was typed meanwhile over into React by reading the native fields' values
 * (takeTypedEntries), which a custom widget would lose. Checkboxes and radios are not carried over.
 */
export function PatientStep({ values, errors, onChange, provider }: StepProps & { provider: AddressProvider | null }) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Field label="Vorname" required error={errors.vorname} id={fieldId('vorname')}>
        <Input value={values.vorname} autoComplete="given-name" onChange={(e) => onChange('vorname', e.target.value)} />
      </Field>
      <Field label="Nachname" required error={errors.nachname} id={fieldId('nachname')}>
        <Input
          value={values.nachname}
          autoComplete="family-name"
          onChange={(e) => onChange('nachname', e.target.value)}
        />
      </Field>
      <Field
        label="Telefon"
        required
        hint="Nur Ziffern, optional mit + am Anfang"
        error={errors.telefon}
        id={fieldId('telefon')}
      >
        <Input
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={values.telefon}
          onChange={(e) => onChange('telefon', sanitizePhone(e.target.value))}
        />
      </Field>
      <EmailField field="email" label="E-Mail" values={values} errors={errors} onChange={onChange} />
      <Field
        label="Abholadresse"
        required
        hint="Straße, Hausnummer, PLZ und Ort"
        error={errors.abholadresse}
        id={fieldId('abholadresse')}
        className="sm:col-span-2"
      >
        <AddressInput
          provider={provider}
          autofill="address-line1"
          value={values.abholadresse}
          onValueChange={(v) => onChange('abholadresse', v)}
        />
      </Field>
      <Field
        label="Zieladresse"
        required
        hint="z. B. Praxis, Klinik oder Dialysezentrum mit Adresse"
        error={errors.zieladresse}
        id={fieldId('zieladresse')}
        className="sm:col-span-2"
      >
        <AddressInput
          provider={provider}
          autofill="off"
          value={values.zieladresse}
          onValueChange={(v) => onChange('zieladresse', v)}
        />
      </Field>
      <Field label="Krankenkasse (optional)" error={errors.krankenkasse} id={fieldId('krankenkasse')}>
        <Input value={values.krankenkasse} onChange={(e) => onChange('krankenkasse', e.target.value)} />
      </Field>
      <Field label="Pflegegrad (optional)" error={errors.pflegegrad} id={fieldId('pflegegrad')}>
        <NativeSelect
          value={values.pflegegrad}
          onChange={(e) => onChange('pflegegrad', e.target.value as WizardValues['pflegegrad'])}
        >
          <option value="keiner">Kein Pflegegrad</option>
          {(['1', '2', '3', '4', '5'] as const).map((level) => (
            <option key={level} value={level}>
              Pflegegrad {level}
            </option>
          ))}
        </NativeSelect>
      </Field>
    </div>
  );
}

const NEEDS = ['adipositas', 'infektiös', 'rollstuhl', 'sehbeeinträchtigt', 'weitere'] as const;

export function SpecialNeedsStep({ values, errors, onChange }: StepProps) {
  const questionId = useId();
  const errorId = `${fieldId('barrierefreiZugang')}-error`;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-lg text-muted">
        Wählen Sie aus, was auf die Fahrt zutrifft. So planen wir Fahrzeug und Hilfe passend.
      </p>
      <ul className="flex flex-col divide-y divide-border rounded-lg border border-border">
        {NEEDS.map((need) => (
          <li key={need} className="flex min-h-14 items-center justify-between gap-4 px-4 py-2">
            <Label htmlFor={fieldId(need)} className="cursor-pointer text-lg">
              {BESONDERHEITEN_LABELS[need]}
            </Label>
            <Switch id={fieldId(need)} checked={values[need]} onCheckedChange={(checked) => onChange(need, checked)} />
          </li>
        ))}
      </ul>
      {values.weitere ? (
        <Field
          label="Welche weiteren Besonderheiten sollen wir kennen? (optional)"
          error={errors.weitereHinweise}
          id={fieldId('weitereHinweise')}
        >
          <Textarea
            rows={3}
            value={values.weitereHinweise}
            onChange={(e) => onChange('weitereHinweise', e.target.value)}
          />
        </Field>
      ) : null}
      {values.rollstuhl ? (
        <fieldset className="flex flex-col gap-3 rounded-lg border border-border p-4">
          <legend id={questionId} className="px-1 text-lg font-medium">
            {BARRIER_FREE_QUESTION}
            <span aria-hidden="true" className="ml-0.5 text-destructive">
              *
            </span>
          </legend>
          <RadioGroup
            id={fieldId('barrierefreiZugang')}
            aria-labelledby={questionId}
            aria-required
            aria-invalid={errors.barrierefreiZugang ? true : undefined}
            aria-describedby={errors.barrierefreiZugang ? errorId : undefined}
            value={values.barrierefreiZugang}
            onValueChange={(v) => onChange('barrierefreiZugang', v as WizardValues['barrierefreiZugang'])}
          >
            {(['ja', 'nein'] as const).map((answer) => (
              <div key={answer} className="flex min-h-11 items-center gap-3">
                <RadioGroupItem id={`${fieldId('barrierefreiZugang')}-${answer}`} value={answer} />
                <Label htmlFor={`${fieldId('barrierefreiZugang')}-${answer}`} className="cursor-pointer text-lg">
                  {BARRIER_FREE_LABELS[answer]}
                </Label>
              </div>
            ))}
          </RadioGroup>
          <ErrorText id={errorId} message={errors.barrierefreiZugang} />
        </fieldset>
      ) : null}
    </div>
  );
}

function SummarySection({
  step,
  onEdit,
  children,
}: {
  step: StepNumber;
  onEdit: (step: StepNumber) => void;
  children: ReactNode;
}) {
  return (
    <section className="rounded-lg border border-border p-4" aria-labelledby={`kf-summary-${step}`}>
      <div className="flex items-start justify-between gap-3">
        <h3 id={`kf-summary-${step}`} className="text-lg font-semibold">
          {STEP_TITLES[step]}
        </h3>
        <Button variant="outline" size="sm" className="min-h-11" onClick={() => onEdit(step)}>
          <Pencil aria-hidden="true" />
          Ändern<span className="sr-only">: {STEP_TITLES[step]}</span>
        </Button>
      </div>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-[17px] sm:grid-cols-[12rem_1fr]">{children}</dl>
    </section>
  );
}

function Row({ label, value }: { label: string; value: ReactNode }) {
  return (
    <>
      <dt className="font-medium text-muted">{label}</dt>
      <dd className="mb-2 break-words sm:mb-0">{value}</dd>
    </>
  );
}

export function needsSummary(values: WizardValues): string {
  const chosen = NEEDS.filter((need) => values[need]).map((need) => BESONDERHEITEN_LABELS[need]);
  return chosen.length ? chosen.join(', ') : 'Keine';
}

type ConfirmStepProps = StepProps & {
  onEdit: (step: StepNumber) => void;
  file: File | null;
  fileError: string | null;
  onFile: (file: File | null, error: string | null) => void;
};

export function ConfirmStep({ values, errors, onChange, onEdit, file, fileError, onFile }: ConfirmStepProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  const [preparing, setPreparing] = useState(false);
  const consentErrorId = `${fieldId('zustimmung')}-error`;
  return (
    <div className="flex flex-col gap-5">
      <p className="text-lg text-muted">
        Bitte prüfen Sie Ihre Angaben. Mit „Ändern“ kommen Sie zum jeweiligen Schritt zurück.
      </p>
      <SummarySection step={1} onEdit={onEdit}>
        <Row label="Name" value={`${values.vorname} ${values.nachname}`} />
        <Row label="Telefon" value={values.telefon} />
        <Row label="E-Mail" value={values.email} />
        <Row label="Abholadresse" value={values.abholadresse} />
        <Row label="Zieladresse" value={values.zieladresse} />
        <Row label="Krankenkasse" value={values.krankenkasse.trim() || 'Keine Angabe'} />
        <Row
          label="Pflegegrad"
          value={values.pflegegrad === 'keiner' ? 'Kein Pflegegrad' : `Pflegegrad ${values.pflegegrad}`}
        />
      </SummarySection>
      <SummarySection step={2} onEdit={onEdit}>
        <Row label="Besonderheiten" value={needsSummary(values)} />
        {values.weitere && values.weitereHinweise.trim() ? (
          <Row label="Hinweise" value={values.weitereHinweise} />
        ) : null}
        {values.rollstuhl ? (
          <Row
            label="Barrierefreier Zugang"
            value={values.barrierefreiZugang === 'ja' ? 'Ja' : values.barrierefreiZugang === 'nein' ? 'Nein' : '–'}
          />
        ) : null}
      </SummarySection>
      <SummarySection step={3} onEdit={onEdit}>
        <Row label="Termin" value={values.datum ? `${formatGermanDate(values.datum)} um ${values.uhrzeit} Uhr` : '–'} />
        <Row
          label="Rückfahrt"
          value={
            values.rueckfahrt === 'fest' ? `Um ${values.rueckfahrtZeit} Uhr` : RUECKFAHRT_LABELS[values.rueckfahrt]
          }
        />
      </SummarySection>

      <div className="flex flex-col gap-2">
        <Label htmlFor={'kf-buchung-verordnung'} className="text-lg">
          Ärztliche Verordnung hochladen (optional)
        </Label>
        <p id="kf-verordnung-hint" className="text-base text-muted">
          PDF, JPG oder PNG (auch ein Handyfoto, das wir für Sie verkleinern), höchstens 5 MB. Sie können die Verordnung
          auch bei der Fahrt mitgeben.
        </p>
        {file ? (
          <div className="flex items-center justify-between gap-3 rounded-md border border-border bg-surface px-3 py-2">
            <span className="flex min-w-0 items-center gap-2">
              <FileText aria-hidden="true" className="size-5 shrink-0 text-brand" />
              <span className="truncate">{file.name}</span>
              <span className="shrink-0 text-muted">({formatFileSize(file.size)})</span>
            </span>
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Datei ${file.name} entfernen`}
              onClick={() => {
                onFile(null, null);
                if (fileInput.current) fileInput.current.value = '';
              }}
            >
              <X aria-hidden="true" />
            </Button>
          </div>
        ) : null}
        <Input
          ref={fileInput}
          id={'kf-buchung-verordnung'}
          type="file"
          accept={PRESCRIPTION_ACCEPT}
          aria-describedby={cn('kf-verordnung-hint', fileError && 'kf-verordnung-error')}
          aria-invalid={fileError ? true : undefined}
          className={cn('py-2', file && 'sr-only w-px')}
          onChange={(event) => {
            const input = event.target;
            const chosen = input.files?.[0] ?? null;
            if (!chosen) return onFile(null, null);
            // Photos are shrunk (and HEIC converted) to a JPEG first, so a phone photo always fits.
            setPreparing(true);
            void preparePrescription(chosen).then((prepared) => {
              setPreparing(false);
              if (prepared.error) input.value = '';
              onFile(prepared.file, prepared.error);
            });
          }}
        />
        {preparing ? (
          <p className="flex items-center gap-2 text-base text-muted" role="status">
            <LoaderCircle aria-hidden="true" className="size-5 animate-spin" /> Die Datei wird vorbereitet …
          </p>
        ) : null}
        <ErrorText id="kf-verordnung-error" message={fileError ?? undefined} />
      </div>

      <div className="flex items-start gap-3">
        <Checkbox
          id={fieldId('genehmigungVorhanden')}
          className="mt-1"
          checked={values.genehmigungVorhanden}
          onCheckedChange={(checked) => onChange('genehmigungVorhanden', checked === true)}
        />
        <Label htmlFor={fieldId('genehmigungVorhanden')} className="cursor-pointer text-lg">
          Eine Genehmigung der Krankenkasse liegt vor
        </Label>
      </div>

      <div className="flex flex-col gap-1">
        <div className="flex items-start gap-3">
          <Checkbox
            id={fieldId('zustimmung')}
            className="mt-1"
            checked={values.zustimmung}
            aria-required
            aria-invalid={errors.zustimmung ? true : undefined}
            aria-describedby={errors.zustimmung ? consentErrorId : undefined}
            onCheckedChange={(checked) => onChange('zustimmung', checked === true)}
          />
          <Label htmlFor={fieldId('zustimmung')} className="cursor-pointer text-[17px] font-normal">
            {CONSENT_TEXT}
            <span aria-hidden="true" className="ml-0.5 text-destructive">
              *
            </span>
          </Label>
        </div>
        <p className="pl-8 text-base">
          Mehr dazu in der{' '}
          <a href="/datenschutz" className="text-brand underline underline-offset-4">
            Datenschutzerklärung
          </a>
          .
        </p>
        <div className="pl-8">
          <ErrorText id={consentErrorId} message={errors.zustimmung} />
        </div>
      </div>

      <EmailField
        field="bestaetigungsEmail"
        label="E-Mail-Adresse für die Bestätigung"
        hint="Dorthin senden wir die Eingangsbestätigung; sie darf von Ihrer Kontaktadresse abweichen."
        values={values}
        errors={errors}
        onChange={onChange}
      />
    </div>
  );
}
