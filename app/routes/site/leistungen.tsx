import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { company } from '#app/company';
import { inServiceAreas } from '#app/site/copy';
import { Counter } from '#app/site/counter';
import { BookButton, CallButton } from '#app/site/cta-buttons';
import { breadcrumbJsonLd, JsonLd } from '#app/site/json-ld';
import { serviceSummaries } from '#app/site/leistungen-content';
import { PageHeader } from '#app/site/page-header';
import { SectionTitle } from '#app/site/section-title';
import { pageMeta } from '#app/site/seo';
import { SiteImage } from '#app/site/site-image';
import { useSiteContext } from '#app/site/site-context';
import type { Route } from './+types/leistungen';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    matches,
    title: 'Unsere Leistungen',
    description:
      'Krankentransport, Rollstuhl- und Tragestuhltransport, Dialyse-, Reha-, Chemo- und Strahlentherapiefahrten, Schülerfahrten und Privatfahrten in Frankfurt und Umgebung.',
    path: '/leistungen/',
  });

const crumbs = [{ name: 'Leistungen', path: '/leistungen/' }];

export default function Leistungen() {
  const site = useSiteContext();
  const featured = serviceSummaries.filter((service) => service.featured);
  const further = serviceSummaries.filter((service) => !service.featured);
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(site.publicUrl, crumbs)} />
      <PageHeader crumbs={crumbs} title="Unsere Leistungen">
        Von der sitzenden Krankenfahrt bis zum Tragestuhl-Transport: Wir bringen Sie sicher zu Ihren Terminen{' '}
        {inServiceAreas} und zurück.
      </PageHeader>

      <section aria-labelledby="featured-title" className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <SectionTitle id="featured-title">Unsere Schwerpunkte</SectionTitle>
        <ul className="mt-8 grid gap-6 md:grid-cols-2">
          {featured.map((service) => (
            <li key={service.href} className="flex">
              <article className="group relative flex w-full flex-col overflow-hidden rounded-xl border border-border bg-white shadow-sm hover:shadow-md sm:flex-row">
                {service.image ? (
                  <SiteImage
                    image={service.image}
                    alt=""
                    sizes="(min-width: 40rem) 12rem, 100vw"
                    loading="lazy"
                    decoding="async"
                    className="aspect-[4/3] h-auto w-full bg-brand-light object-cover sm:w-48"
                  />
                ) : null}
                <div className="flex flex-1 flex-col gap-2 p-5">
                  <h3 className="text-xl font-bold text-ink">
                    <Link
                      to={service.href}
                      prefetch="intent"
                      className="after:absolute after:inset-0 after:content-['']"
                    >
                      {service.title}
                    </Link>
                  </h3>
                  <p className="text-[17px] text-muted">{service.description}</p>
                  <p aria-hidden="true" className="mt-auto flex items-center gap-1 pt-2 font-semibold text-brand">
                    Mehr erfahren <ArrowRight className="size-4" />
                  </p>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="further-title" className="bg-surface">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
          <SectionTitle id="further-title">Weitere Leistungen</SectionTitle>
          <ul className="mt-8 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
            {further.map((service) => (
              <li
                key={service.href}
                className="relative rounded-xl border border-border bg-white p-5 hover:border-brand"
              >
                <h3 className="text-lg font-bold text-ink">
                  <Link to={service.href} prefetch="intent" className="after:absolute after:inset-0 after:content-['']">
                    {service.title}
                  </Link>
                </h3>
                <p className="mt-2 text-[17px] text-muted">{service.description}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="numbers-title" className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
        <h2 id="numbers-title" className="text-center text-3xl font-bold text-ink">
          Auf uns ist Verlass
        </h2>
        <div className="mt-10 grid gap-10 sm:grid-cols-3">
          <Counter target={company.satisfiedCustomers} suffix="+" label="zufriedene Kundinnen und Kunden" />
          <div className="text-center">
            <p className="text-5xl font-bold text-brand-dark">365</p>
            <p className="mt-2 text-lg font-medium text-ink">
              Tage im Jahr für Sie da, {company.openingHours.opens}–{company.openingHours.closes} Uhr
            </p>
          </div>
          <div className="text-center">
            <p className="text-5xl font-bold text-brand-dark">{company.experience.years}</p>
            <p className="mt-2 text-lg font-medium text-ink">Jahre Erfahrung in der Patientenbeförderung</p>
          </div>
        </div>
        <div className="mt-12 flex flex-col justify-center gap-3 sm:flex-row">
          <BookButton>Fahrt online buchen</BookButton>
          <CallButton>JETZT ANRUFEN</CallButton>
        </div>
      </section>
    </>
  );
}
