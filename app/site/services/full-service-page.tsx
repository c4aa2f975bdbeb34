// The full service page template (SPEC.md §2): hero, what-is with three features, use cases, our
// service, cost coverage with the requirement list, contact block, FAQ accordion, call to action.
import { images } from './images';
import {
  Callout,
  CheckList,
  ContactBlock,
  CtaBand,
  FaqSection,
  FeatureGrid,
  Illustration,
  PageHero,
  Paragraphs,
  RequirementList,
  Section,
  UseCaseList,
} from './parts';
import { serviceCrumbs, ServiceJsonLd } from './structured-data';
import type { FullServicePageContent } from './types';

export function FullServicePage({ page }: { page: FullServicePageContent }) {
  return (
    <>
      <ServiceJsonLd page={page} />
      <PageHero hero={page.hero} crumbs={serviceCrumbs(page)} />

      <Section id="was-ist" heading={page.whatIs.heading}>
        <Paragraphs items={page.whatIs.paragraphs} className="mt-6" />
        <FeatureGrid features={page.whatIs.features} />
      </Section>

      <Section id="wann" heading={page.useCases.heading} intro={page.useCases.intro} tone="tinted">
        <UseCaseList items={page.useCases.items} />
      </Section>

      <Section id="unser-service" heading={page.ourService.heading} intro={page.ourService.intro}>
        <div className="mt-8 grid items-center gap-10 md:grid-cols-[3fr_2fr]">
          <CheckList items={page.ourService.qualifications} />
          <Illustration image={images.care} sizes="24rem" className="mx-auto hidden max-w-sm md:block" />
        </div>
      </Section>

      <Section id="kosten" heading={page.costs.heading} tone="tinted">
        <div className="mt-6 grid gap-10 lg:grid-cols-2">
          <Paragraphs items={page.costs.paragraphs} />
          <RequirementList heading={page.costs.requirementsHeading} items={page.costs.requirements} />
        </div>
        <Callout>{page.costs.note}</Callout>
      </Section>

      <ContactBlock id="kontakt" heading={page.contact.heading} intro={page.contact.intro} />

      <FaqSection faqs={page.faqs} tone="tinted" />

      <CtaBand
        heading="Bereit für Ihre Fahrt?"
        text="Buchen Sie online in wenigen Schritten oder rufen Sie uns an – wir sind für Sie da."
      />
    </>
  );
}
