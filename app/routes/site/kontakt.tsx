import { Clock, Mail, MapPin, MessageCircle, Phone } from 'lucide-react';
import { data } from 'react-router';
import { company, telHref, whatsappHref } from '#app/company';
import { CONTACT_MESSAGES } from '#app/domain/contact-fields';
import { BODY_LIMITS, readBoundedForm } from '#app/server/http/bounded-body.server';
import { submitContactMessage } from '#app/server/contact/submit-contact-message.server';
import { clientKey } from '#app/server/security/rate-limit.server';
import { ContactForm, type ContactActionData } from '#app/site/contact-form';
import { IconFact } from '#app/site/icon-fact';
import { breadcrumbJsonLd, businessJsonLd, JsonLd } from '#app/site/json-ld';
import { PageHeader } from '#app/site/page-header';
import { pageMeta } from '#app/site/seo';
import { useSiteContext } from '#app/site/site-context';
import type { Route } from './+types/kontakt';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    matches,
    title: 'Kontakt',
    description: `Schreiben Sie uns oder rufen Sie an: ${company.phone.display}. ${company.name} – Krankenfahrten in Frankfurt am Main und im Rhein-Main-Gebiet.`,
    path: '/kontakt/',
  });

/** Answers to the form are personal: never cached (the page itself is cached like every public page). */
const noStore = { 'Cache-Control': 'no-store' };

export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders, parentHeaders }) =>
  actionHeaders.has('Cache-Control')
    ? actionHeaders
    : loaderHeaders.has('Cache-Control')
      ? loaderHeaders
      : parentHeaders;

const keptFields = ['name', 'contact', 'message', 'consent'] as const;

export async function action({ request, context }: Route.ActionArgs) {
  const read = await readBoundedForm(request, BODY_LIMITS.contact);
  if (!read.ok) {
    // Too large (413) or not a readable form (400): the form again with the German reason, nothing stored.
    return data<ContactActionData>(
      { status: 'refused', message: read.message, values: {} },
      { status: read.status, headers: noStore },
    );
  }
  const form = read.form;
  const values: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === 'string') values[key] = value;
  const result = await submitContactMessage(context.services.db, { values, clientKey: clientKey(request) });
  const kept = Object.fromEntries(keptFields.map((field) => [field, values[field] ?? '']));
  if (result.status === 'invalid') {
    // A normal answer (200): the form is shown again with its German messages and the typed values.
    return data<ContactActionData>({ status: 'invalid', errors: result.errors, values: kept }, { headers: noStore });
  }
  if (result.status === 'rate-limited') {
    return data<ContactActionData>(
      { status: 'rate-limited', message: CONTACT_MESSAGES.rateLimited, values: kept },
      { status: 429, headers: noStore },
    );
  }
  return data<ContactActionData>({ status: 'sent' }, { headers: noStore });
}

const labelClass = 'text-base text-muted';

export default function Kontakt({ actionData }: Route.ComponentProps) {
  const site = useSiteContext();
  const contactItems = [
    { icon: Phone, label: 'Telefon', value: company.phone.display, href: telHref },
    { icon: MessageCircle, label: 'WhatsApp', value: 'Nachricht senden', href: whatsappHref, external: true },
    { icon: Mail, label: 'E-Mail', value: company.email, href: `mailto:${company.email}` },
  ];
  return (
    <>
      <JsonLd
        data={[
          businessJsonLd(site.publicUrl),
          breadcrumbJsonLd(site.publicUrl, [{ name: 'Kontakt', path: '/kontakt/' }]),
        ]}
      />
      <PageHeader crumbs={[{ name: 'Kontakt', path: '/kontakt/' }]} title="Kontakt">
        Sie haben eine Frage zu einer Fahrt, zur Kostenübernahme oder möchten ein Angebot? Schreiben Sie uns – oder
        rufen Sie einfach an. Eine Fahrt buchen Sie am schnellsten telefonisch oder über unsere Online-Buchung.
      </PageHeader>
      <div className="mx-auto grid max-w-6xl gap-12 px-4 py-12 sm:px-6 lg:grid-cols-[1.4fr_1fr]">
        <section aria-labelledby="form-title">
          <h2 id="form-title" className="mb-6 text-2xl font-bold text-ink">
            Schreiben Sie uns
          </h2>
          <ContactForm result={actionData} />
        </section>
        <aside aria-labelledby="direct-title" className="h-fit rounded-xl bg-surface p-6 sm:p-8">
          <h2 id="direct-title" className="text-2xl font-bold text-ink">
            So erreichen Sie uns
          </h2>
          <ul className="mt-5 space-y-4">
            {contactItems.map((item) => (
              <IconFact key={item.label} icon={item.icon} label={item.label} labelClass={labelClass}>
                <a
                  href={item.href}
                  className="inline-flex min-h-11 items-center font-semibold break-all text-brand underline underline-offset-4"
                  {...(item.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                >
                  {item.value}
                  {item.external ? <span className="sr-only"> (öffnet WhatsApp in einem neuen Fenster)</span> : null}
                </a>
              </IconFact>
            ))}
            <IconFact icon={Clock} label="Erreichbarkeit" labelClass={labelClass}>
              <p className="font-semibold text-ink">{company.openingHours.label}</p>
            </IconFact>
            <IconFact icon={MapPin} label="Anschrift" labelClass={labelClass}>
              <p className="font-semibold text-ink">
                {company.name}
                <br />
                {company.address.street}
                <br />
                {company.address.postalCode} {company.address.city}
              </p>
            </IconFact>
          </ul>
        </aside>
      </div>
    </>
  );
}
