// The online booking wizard (SPEC.md §2, §4): four steps with a step indicator, forward only when the
// step is valid, entries kept across steps and reloads of the tab, focus on the step heading, errors
// announced. Submits one multipart POST to /online-buchung (its action is the intake).
import { CircleAlert, CircleCheck, Phone } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { company, telHref } from '#app/company';
import { HONEYPOT_FIELD, IDEMPOTENCY_FIELD, PRESCRIPTION_FIELD, type IntakeBody } from '#app/domain/booking/intake';
import {
  EMPTY_VALUES,
  STEP_FIELDS,
  validateStep,
  type FieldErrors,
  type StepNumber,
  type WizardValues,
} from '#app/domain/booking/schemas';
import { Button } from '#app/ui/button';
import { cn } from '#app/ui/cn';
import { addressProviderFor } from './address-autocomplete';
import { AppointmentStep } from './appointment-step';
import { ConfirmStep, fieldId, PatientStep, SpecialNeedsStep } from './wizard-steps';
import { loadWizard, newIdempotencyKey, saveWizard } from './wizard-storage';
import { CHECK_FIELDS_MESSAGE, CONNECTION_FAILED_MESSAGE, STEP_TITLES } from './wizard-texts';

const STEPS: StepNumber[] = [1, 2, 3, 4];

function StepIndicator({ step }: { step: StepNumber }) {
  return (
    <nav aria-label="Fortschritt der Buchung">
      <ol className="grid grid-cols-4 gap-1 sm:gap-2">
        {STEPS.map((n) => {
          const state = n < step ? 'done' : n === step ? 'current' : 'todo';
          return (
            <li
              key={n}
              aria-current={state === 'current' ? 'step' : undefined}
              className="flex flex-col items-center gap-1 text-center"
            >
              <span
                aria-hidden="true"
                className={cn(
                  'flex size-9 items-center justify-center rounded-full border-2 text-base font-bold',
                  state === 'done' && 'border-brand bg-brand text-brand-foreground',
                  state === 'current' && 'border-brand bg-white text-brand',
                  state === 'todo' && 'border-border bg-white text-muted',
                )}
              >
                {n}
              </span>
              <span
                className={cn(
                  'text-sm leading-tight sm:text-base',
                  // On narrow screens the names do not fit at 17 px: the numbers show the progress and the step
                  // heading right below names the current step; screen readers get every name.
                  'sr-only sm:not-sr-only',
                  state === 'current' ? 'font-semibold text-ink' : 'text-muted',
                )}
              >
                <span className="sr-only">Schritt {n}: </span>
                {STEP_TITLES[n]}
                <span className="sr-only">
                  {state === 'done' ? ' (erledigt)' : state === 'current' ? ' (aktuell)' : ''}
                </span>
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

export type BookingWizardProps = {
  /** Google Maps browser key for address suggestions; null gives plain inputs. */
  autocompleteKey: string | null;
  /** Level of the step heading: 2 on its own page, 3 inside the home page's booking section. */
  headingLevel?: 2 | 3;
};

export default function BookingWizard({ autocompleteKey, headingLevel = 2 }: BookingWizardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const [values, setValues] = useState<WizardValues>(EMPTY_VALUES);
  const [step, setStep] = useState<StepNumber>(1);
  const [idempotencyKey, setIdempotencyKey] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  // The "check the marked fields" message disappears once every marked field is corrected.
  const [messageIsFieldSummary, setMessageIsFieldSummary] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [bookingNumber, setBookingNumber] = useState<string | null>(null);
  const [slotRefresh, setSlotRefresh] = useState(0);
  const [restored, setRestored] = useState(false);
  // Set by "Ändern" in the summary: the edited step offers the way straight back to it.
  const [backToSummary, setBackToSummary] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const thanksRef = useRef<HTMLHeadingElement>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const focusHeading = useRef(false);
  const [sending, setSending] = useState(false);
  const provider = useMemo(() => addressProviderFor(autocompleteKey), [autocompleteKey]);

  // Restore the entries of this tab (after a reload), or start a new run.
  useEffect(() => {
    const stored = loadWizard();
    if (stored) {
      // Browser storage is only readable after hydration: restoring it is a sync with an external system.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setValues(stored.values);
      setStep(stored.step);
      setIdempotencyKey(stored.idempotencyKey);
    } else {
      setIdempotencyKey(newIdempotencyKey());
    }
    setRestored(true);
  }, []);

  useEffect(() => {
    if (restored) saveWizard({ values, step, idempotencyKey });
  }, [restored, values, step, idempotencyKey]);

  // The browser's back button moves one wizard step back: every step change is a history entry of this
  // page (same address); entries are kept either way.
  useEffect(() => {
    if (!restored) return;
    window.history.replaceState({ ...(window.history.state as object | null), kfStep: step }, '');
    const onPop = (event: PopStateEvent) => {
      const target = (event.state as { kfStep?: unknown } | null)?.kfStep;
      if (target !== 1 && target !== 2 && target !== 3 && target !== 4) return;
      focusHeading.current = true;
      setErrors({});
      setMessage(null);
      setStep(target);
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
    // Only once restored: the current step becomes this entry's step, later ones are pushed by goTo.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [restored]);

  useEffect(() => {
    if (!focusHeading.current) return;
    focusHeading.current = false;
    (bookingNumber ? thanksRef : headingRef).current?.focus();
  }, [step, bookingNumber]);

  const onChange = useCallback(<K extends keyof WizardValues>(field: K, value: WizardValues[K]) => {
    setValues((current) => (current[field] === value ? current : { ...current, [field]: value }));
    setErrors((current) => {
      if (!current[field]) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  }, []);

  const goTo = (target: StepNumber) => {
    focusHeading.current = true;
    setErrors({});
    setMessage(null);
    if (target === 4 && !values.bestaetigungsEmail.trim()) onChange('bestaetigungsEmail', values.email.trim());
    if (target === 4) setBackToSummary(false);
    if (target === step) return;
    const entry = window.history.state as { kfFrom?: unknown } | null;
    if (entry?.kfFrom === target) {
      // Back to the step this entry was pushed from: walk the history back (the popstate handler sets
      // the step), so that the browser's back button afterwards never "goes forward" to this step again.
      window.history.back();
      return;
    }
    window.history.pushState({ ...(window.history.state as object | null), kfStep: target, kfFrom: step }, '');
    setStep(target);
  };

  /** "Ändern" in the summary: the step holding the field, with a one-click way back. */
  const edit = (target: StepNumber) => {
    setBackToSummary(true);
    goTo(target);
  };

  const showErrors = (found: FieldErrors, text: string) => {
    setErrors(found);
    setMessage(text);
    setMessageIsFieldSummary(true);
    const first = STEP_FIELDS[step].find((field) => found[field]);
    if (first) {
      // Radix radio groups take focus on their checked (or first) item.
      const element = document.getElementById(fieldId(first));
      const target = element?.matches('[role="radiogroup"]')
        ? element.querySelector<HTMLElement>('[role="radio"]')
        : element;
      target?.focus();
    }
  };

  const next = () => {
    const found = validateStep(step, values, new Date(), company.openingHours);
    if (Object.keys(found).length) return showErrors(found, CHECK_FIELDS_MESSAGE);
    if (backToSummary) {
      // Straight back to the summary, unless the change made a later step invalid (e.g. a new time
      // before the return time): then that step, with its messages.
      for (const later of STEPS.filter((n) => n > step && n < 4)) {
        const invalid = validateStep(later, values, new Date(), company.openingHours);
        if (Object.keys(invalid).length) {
          goTo(later);
          setErrors(invalid);
          setMessage(CHECK_FIELDS_MESSAGE);
          setMessageIsFieldSummary(true);
          return;
        }
      }
      return goTo(4);
    }
    goTo((step + 1) as StepNumber);
  };

  const submit = () => {
    for (const n of STEPS) {
      const found = validateStep(n, values, new Date(), company.openingHours);
      if (Object.keys(found).length) {
        if (n !== step) {
          goTo(n);
          setErrors(found);
          setMessage(CHECK_FIELDS_MESSAGE);
          setMessageIsFieldSummary(true);
        } else showErrors(found, CHECK_FIELDS_MESSAGE);
        return;
      }
    }
    if (fileError) {
      setMessageIsFieldSummary(false);
      return setMessage(fileError);
    }
    // Urlencoded unless a prescription is attached: cheaper to build and to parse than multipart, on the
    // phone and on the server (issue 15, decision 115); the intake reads both.
    const form = file ? new FormData() : new URLSearchParams();
    for (const [field, value] of Object.entries(values)) form.set(field, String(value));
    form.set(IDEMPOTENCY_FIELD, idempotencyKey);
    form.set(HONEYPOT_FIELD, honeypotRef.current?.value ?? '');
    if (file && form instanceof FormData) form.set(PRESCRIPTION_FIELD, file, file.name);
    setMessage(null);
    setSending(true);
    fetch('/online-buchung/absenden', { method: 'POST', body: form, headers: { Accept: 'application/json' } })
      .then(async (response) => {
        const body = (await response.json()) as IntakeBody;
        if (typeof body !== 'object' || body === null || typeof body.ok !== 'boolean')
          throw new Error('unexpected answer');
        return body;
      })
      .catch((): IntakeBody => ({ ok: false, message: CONNECTION_FAILED_MESSAGE }))
      .then(applyResult)
      .finally(() => setSending(false));
  };

  // The intake's answer: thank-you and a fresh form, or a message with every entry kept.
  const applyResult = (result: IntakeBody) => {
    if (result.ok) {
      focusHeading.current = true;
      setBookingNumber(result.bookingNumber);
      setValues(EMPTY_VALUES);
      setFile(null);
      setFileError(null);
      setErrors({});
      setMessage(null);
      setStep(1);
      setBackToSummary(false);
      setIdempotencyKey(newIdempotencyKey());
      return;
    }
    if (result.step && result.step !== step) {
      focusHeading.current = true;
      setStep(result.step);
    }
    if (result.step === 3) setSlotRefresh((n) => n + 1);
    if (result.step === 4 && !result.errors) setFileError(result.message);
    setErrors(result.errors ?? {});
    setMessage(result.message);
    // A message that names the problem itself (e.g. the slot was just taken) stays until the next try.
    const namesProblem = Object.values(result.errors ?? {}).includes(result.message);
    setMessageIsFieldSummary(!namesProblem && Boolean(result.errors && Object.keys(result.errors).length));
  };

  const shownMessage = message && (!messageIsFieldSummary || Object.keys(errors).length > 0) ? message : null;

  if (bookingNumber) {
    return (
      <div className="kf-wizard flex flex-col items-start gap-4 rounded-xl border border-emerald-300 bg-emerald-50 p-6 sm:p-8">
        <CircleCheck aria-hidden="true" className="size-10 text-emerald-700" />
        <Heading ref={thanksRef} tabIndex={-1} className="text-2xl font-bold outline-none sm:text-3xl">
          Vielen Dank für Ihre Buchung!
        </Heading>
        <p className="text-lg">
          Ihre Buchungsnummer:{' '}
          <strong className="font-mono text-xl" data-testid="buchungsnummer">
            {bookingNumber}
          </strong>
        </p>
        <p className="text-lg">
          Wir prüfen Ihre Anfrage und bestätigen die Fahrt so schnell wie möglich. Eine Eingangsbestätigung ist per
          E‑Mail unterwegs. Bei Fragen oder Änderungen erreichen Sie uns telefonisch:
        </p>
        <a
          href={telHref}
          className="inline-flex min-h-11 items-center gap-2 text-xl font-bold text-brand underline underline-offset-4"
        >
          <Phone aria-hidden="true" className="size-5" />
          {company.phone.display}
        </a>
        <Button
          size="lg"
          onClick={() => {
            focusHeading.current = true;
            setBookingNumber(null);
          }}
        >
          Neue Buchung
        </Button>
      </div>
    );
  }

  return (
    <form
      noValidate
      aria-labelledby="kf-buchung-schritt"
      className="kf-wizard flex flex-col gap-6 rounded-xl border border-border bg-white p-3 shadow-sm sm:p-8"
      onSubmit={(event) => {
        event.preventDefault();
        if (step < 4) next();
        else submit();
      }}
    >
      <StepIndicator step={step} />
      <Heading
        id="kf-buchung-schritt"
        ref={headingRef}
        tabIndex={-1}
        className="text-2xl font-bold outline-none sm:text-3xl"
      >
        <span className="block text-base font-semibold text-brand">Schritt {step} von 4</span>
        {STEP_TITLES[step]}
      </Heading>

      <div
        role="alert"
        aria-live="assertive"
        className={cn(
          shownMessage &&
            'flex items-start gap-2 rounded-lg border border-destructive bg-red-50 p-4 text-base font-medium text-destructive',
        )}
      >
        {shownMessage ? (
          <>
            <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <span>{shownMessage}</span>
          </>
        ) : null}
      </div>

      {/* Honeypot: hidden from people and assistive technology; bots that fill it are refused. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor="kf-buchung-website">Website (bitte leer lassen)</label>
        <input
          ref={honeypotRef}
          id="kf-buchung-website"
          name={HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>

      {step === 1 ? <PatientStep values={values} errors={errors} onChange={onChange} provider={provider} /> : null}
      {step === 2 ? <SpecialNeedsStep values={values} errors={errors} onChange={onChange} /> : null}
      {step === 3 ? (
        <AppointmentStep values={values} errors={errors} onChange={onChange} refreshToken={slotRefresh} />
      ) : null}
      {step === 4 ? (
        <ConfirmStep
          values={values}
          errors={errors}
          onChange={onChange}
          onEdit={edit}
          file={file}
          fileError={fileError}
          onFile={(chosen, problem) => {
            setFile(chosen);
            setFileError(problem);
          }}
        />
      ) : null}

      <div className="flex flex-col-reverse gap-3 border-t border-border pt-5 sm:flex-row sm:justify-between">
        {step > 1 ? (
          <Button variant="outline" size="lg" disabled={sending} onClick={() => goTo((step - 1) as StepNumber)}>
            Zurück
          </Button>
        ) : (
          <span className="hidden sm:block" />
        )}
        {step < 4 ? (
          <Button type="submit" size="lg">
            {backToSummary ? 'Zurück zur Übersicht' : 'Weiter'}
          </Button>
        ) : (
          <Button type="submit" size="lg" disabled={sending} aria-disabled={sending}>
            {sending ? 'Sende…' : 'Verbindlich buchen'}
          </Button>
        )}
      </div>
    </form>
  );
}
