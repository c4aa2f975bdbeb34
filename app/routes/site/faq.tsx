import { ChevronDown, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { company, telHref } from '#app/company';
import { faqItems } from '#app/site/faq-content';
import { breadcrumbJsonLd, faqPageJsonLd, JsonLd } from '#app/site/json-ld';
import { PageHeader } from '#app/site/page-header';
import { pageMeta } from '#app/site/seo';
import { useSiteContext } from '#app/site/site-context';
import { buttonVariants } from '#app/ui/button';
import type { Route } from './+types/faq';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    matches,
    title: 'Häufige Fragen',
    description:
      'Antworten auf häufige Fragen zu Krankenfahrten: Kostenübernahme durch die Krankenkasse, Buchung und kurzfristige Fahrten.',
    path: '/faq/',
  });

const crumbs = [{ name: 'Häufige Fragen', path: '/faq/' }];

export default function Faq() {
  const site = useSiteContext();
  return (
    <>
      <JsonLd data={[breadcrumbJsonLd(site.publicUrl, crumbs), faqPageJsonLd(faqItems)]} />
      <PageHeader crumbs={crumbs} title="Häufige Fragen">
        Die wichtigsten Antworten rund um Ihre Krankenfahrt. Ihre Frage ist nicht dabei? Rufen Sie uns an oder schreiben
        Sie uns.
      </PageHeader>
      <section aria-label="Fragen und Antworten" className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <div className="divide-y divide-border rounded-xl border border-border">
          {faqItems.map((item, index) => (
            // Native disclosure: works without JavaScript; the shared name keeps one answer open at a time.
            <details key={item.question} name="faq" open={index === 0} className="group">
              <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-xl font-semibold text-ink hover:bg-surface [&::-webkit-details-marker]:hidden">
                <h2 className="text-xl font-semibold">{item.question}</h2>
                <ChevronDown
                  aria-hidden="true"
                  className="size-6 shrink-0 text-brand transition-transform group-open:rotate-180"
                />
              </summary>
              <p className="px-5 pb-5 text-[18px] leading-relaxed text-ink/85">{item.answer}</p>
            </details>
          ))}
        </div>
        <div className="mt-10 rounded-xl bg-brand-light p-6">
          <h2 className="text-2xl font-bold text-ink">Noch Fragen?</h2>
          <p className="mt-2 text-[18px] text-ink/85">
            Wir beraten Sie gern persönlich – {company.openingHours.label}.
          </p>
          <div className="mt-4 flex flex-col gap-3 sm:flex-row">
            <a href={telHref} className={buttonVariants({ variant: 'call', size: 'lg' })}>
              <Phone aria-hidden="true" />
              {company.phone.display}
            </a>
            <Link to="/kontakt/" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
              Nachricht schreiben
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
