// The contact form (SPEC.md §2 /kontakt/): a plain POST form; the server validates and answers with the
// page again, German messages per field and the typed values kept, or a thank-you panel on success.
// Server-only markup: `autoFocus` puts the focus on the first invalid field, the notice or the thank-you
// heading when the answer loads; `client/form-pending.ts` ([data-pending-text]) shows "Sende…" and blocks
// a second submission while the answer is on its way.
import { CheckCircle2, CircleAlert, Send } from 'lucide-react';
import { Link } from 'react-router';
import { company, telHref } from '#app/company';
import {
  CONTACT_HONEYPOT_FIELD,
  CONTACT_LIMITS,
  type ContactField,
  type ContactFieldErrors,
} from '#app/domain/contact-fields';
import { Button } from '#app/ui/button';
import { Field } from '#app/ui/field';
import { Input } from '#app/ui/input';
import { Textarea } from '#app/ui/textarea';
import { SITE_HOOKS } from './site-hooks';

export type ContactActionData =
  | { status: 'sent' }
  | { status: 'invalid'; errors: ContactFieldErrors; values: Record<string, string> }
  | { status: 'rate-limited'; message: string; values: Record<string, string> }
  /** The request itself was refused (too large, not a readable form): nothing to refill. */
  | { status: 'refused'; message: string; values: Record<string, string> };

/** The fields in the order they are shown: the first invalid one gets the focus. */
const FIELD_ORDER: readonly ContactField[] = ['name', 'contact', 'message', 'consent'];

export function ContactForm({ result }: { result: ContactActionData | undefined }) {
  const errors = result?.status === 'invalid' ? result.errors : {};
  const values = result && result.status !== 'sent' ? result.values : {};
  const firstInvalid = FIELD_ORDER.find((field) => errors[field]);
  const focusFirst = (field: ContactField) => field === firstInvalid;

  if (result?.status === 'sent') {
    return (
      <div className="rounded-xl border border-emerald-200 bg-emerald-50 p-6 sm:p-8" role="status">
        <CheckCircle2 aria-hidden="true" className="size-10 text-emerald-700" />
        <h2 tabIndex={-1} autoFocus className="mt-3 text-2xl font-bold text-ink outline-none">
          Vielen Dank für Ihre Nachricht!
        </h2>
        <p className="mt-3 text-[18px] text-ink/85">
          Wir haben Ihre Nachricht erhalten und melden uns so schnell wie möglich bei Ihnen. Wenn es eilt, erreichen Sie
          uns telefonisch unter{' '}
          <a href={telHref} className="font-semibold text-brand underline underline-offset-4">
            {company.phone.display}
          </a>
          .
        </p>
        <Link
          to="/kontakt/"
          className="mt-6 inline-flex min-h-11 items-center font-semibold text-brand underline underline-offset-4"
        >
          Weitere Nachricht schreiben
        </Link>
      </div>
    );
  }

  const errorCount = Object.keys(errors).length;
  return (
    <form
      method="post"
      noValidate
      {...SITE_HOOKS.pendingText.mark('Sende…')}
      className="flex flex-col gap-5"
      aria-describedby="kontakt-pflicht"
    >
      <p id="kontakt-pflicht" className="text-base text-muted">
        Felder mit <span className="text-destructive">*</span> sind Pflichtfelder.
      </p>
      {result?.status === 'rate-limited' || result?.status === 'refused' ? (
        <div
          tabIndex={-1}
          autoFocus
          role="alert"
          className="flex gap-3 rounded-lg border border-destructive/40 bg-red-50 p-4 text-base text-destructive outline-none"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <p>{result.message}</p>
        </div>
      ) : null}
      {errorCount > 0 ? (
        <p role="alert" className="text-base font-semibold text-destructive">
          {errorCount === 1
            ? 'Bitte prüfen Sie das markierte Feld.'
            : `Bitte prüfen Sie die ${errorCount} markierten Felder.`}
        </p>
      ) : null}
      <Field label="Ihr Name" required error={errors.name}>
        <Input
          name="name"
          autoFocus={focusFirst('name')}
          autoComplete="name"
          defaultValue={values.name ?? ''}
          maxLength={CONTACT_LIMITS.name}
          className="text-[17px]"
        />
      </Field>
      <Field
        label="E-Mail-Adresse oder Telefonnummer"
        hint="Damit wir Ihnen antworten können."
        required
        error={errors.contact}
      >
        <Input
          name="contact"
          autoFocus={focusFirst('contact')}
          autoComplete="email"
          defaultValue={values.contact ?? ''}
          maxLength={CONTACT_LIMITS.contact}
          className="text-[17px]"
        />
      </Field>
      <Field
        label="Ihre Nachricht"
        hint="Bitte senden Sie uns keine Gesundheitsdaten, die für Ihre Anfrage nicht nötig sind."
        required
        error={errors.message}
      >
        <Textarea
          name="message"
          autoFocus={focusFirst('message')}
          rows={6}
          defaultValue={values.message ?? ''}
          maxLength={CONTACT_LIMITS.message}
          className="text-[17px]"
        />
      </Field>
      {/* Honeypot: invisible to people and screen readers, filled in by naive bots. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label>
          Website
          <input type="text" name={CONTACT_HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <Field label="Einwilligung" required error={errors.consent}>
        {(control) => (
          <div className="flex items-start gap-3">
            <input
              type="checkbox"
              name="consent"
              autoFocus={focusFirst('consent')}
              defaultChecked={values.consent === 'on'}
              {...control}
              className="mt-1 size-6 shrink-0 cursor-pointer accent-[var(--color-brand)]"
              aria-labelledby={`${control.id}-text`}
            />
            <span id={`${control.id}-text`} className="text-[17px] text-ink">
              Ich bin einverstanden, dass {company.name} meine Angaben zur Bearbeitung meiner Anfrage speichert und
              verarbeitet. Details in der{' '}
              <Link to="/datenschutz" className="font-semibold text-brand underline underline-offset-4">
                Datenschutzerklärung
              </Link>
              .
            </span>
          </div>
        )}
      </Field>
      <div>
        <Button type="submit" size="lg">
          <Send aria-hidden="true" />
          <span {...SITE_HOOKS.pendingLabel.mark()}>Nachricht senden</span>
        </Button>
      </div>
    </form>
  );
}
