// The accident-hospital page (SPEC.md §2): hero, benefits, address block, use cases, quick-booking
// box (phone, availability, service area), four FAQs, call to action to /online-buchung.
import { Building2, Clock, MapPin, Phone } from 'lucide-react';
import { company, telHref } from '#app/company';
import { IconFact } from '#app/site/icon-fact';
import { BookingActions, Container, CtaBand, FaqSection, FeatureGrid, PageHero, Section, UseCaseList } from './parts';
import { serviceAreaText } from './shared-copy';
import { serviceCrumbs, ServiceJsonLd } from './structured-data';
import type { AccidentHospitalPageContent } from './types';

const labelClass = 'text-base font-semibold text-muted';

export function AccidentHospitalPage({ page }: { page: AccidentHospitalPageContent }) {
  const hospital = company.accidentHospital;
  return (
    <>
      <ServiceJsonLd page={page} />
      <PageHero hero={page.hero} crumbs={serviceCrumbs(page)} />

      <Section id="vorteile" heading={page.benefits.heading} intro={page.benefits.intro}>
        <FeatureGrid features={page.benefits.items} />
      </Section>

      <section aria-labelledby="adresse-titel" className="bg-surface py-14 sm:py-20">
        <Container className="grid gap-8 lg:grid-cols-2">
          <div>
            <h2 id="adresse-titel" className="text-2xl leading-tight font-bold text-ink sm:text-3xl">
              {page.address.heading}
            </h2>
            <p className="mt-4 text-lg">{page.address.text}</p>
          </div>
          <address
            className="flex gap-4 rounded-xl border border-border bg-white p-6 text-lg not-italic shadow-sm"
            data-testid="hospital-address"
          >
            <Building2 aria-hidden="true" className="mt-1 size-7 shrink-0 text-brand" />
            <span>
              <strong className="block text-xl text-ink">{hospital.name}</strong>
              {hospital.street}
              <br />
              {hospital.postalCode} {hospital.city}
            </span>
          </address>
        </Container>
      </section>

      <Section id="anlaesse" heading={page.useCases.heading} intro={page.useCases.intro}>
        <UseCaseList items={page.useCases.items} />
      </Section>

      <section aria-labelledby="schnellbuchung-titel" className="bg-surface py-14 sm:py-20">
        <Container>
          <div className="rounded-2xl border-2 border-brand bg-white p-6 shadow-sm sm:p-10" data-testid="quick-booking">
            <h2 id="schnellbuchung-titel" className="text-2xl leading-tight font-bold text-ink sm:text-3xl">
              {page.quickBooking.heading}
            </h2>
            <p className="mt-4 max-w-3xl text-lg">{page.quickBooking.text}</p>
            <ul className="mt-6 grid gap-5 md:grid-cols-3">
              <IconFact icon={Phone} label="Telefon" labelClass={labelClass}>
                <p>
                  <a
                    href={telHref}
                    className="inline-flex min-h-11 items-center text-xl font-bold text-brand-dark underline underline-offset-4"
                  >
                    {company.phone.display}
                  </a>
                </p>
              </IconFact>
              <IconFact icon={Clock} label="Erreichbarkeit" labelClass={labelClass}>
                <p className="text-lg font-semibold">{company.openingHours.label}</p>
              </IconFact>
              <IconFact icon={MapPin} label="Einsatzgebiet" labelClass={labelClass}>
                <p className="text-lg font-semibold">{serviceAreaText}</p>
              </IconFact>
            </ul>
            <BookingActions className="mt-8" />
          </div>
        </Container>
      </section>

      <FaqSection faqs={page.faqs} />

      <CtaBand heading={page.cta.heading} text={page.cta.text} />
    </>
  );
}
