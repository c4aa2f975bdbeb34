// The simpler service page template (SPEC.md §2: chemo/radiation, rehab/therapy, admission/discharge,
// private rides): hero, a few sections, call to action.
import { CheckList, CtaBand, PageHero, Paragraphs, Section } from './parts';
import { serviceCrumbs, ServiceJsonLd } from './structured-data';
import type { SimpleServicePageContent } from './types';

export function SimpleServicePage({ page }: { page: SimpleServicePageContent }) {
  return (
    <>
      <ServiceJsonLd page={page} />
      <PageHero hero={page.hero} crumbs={serviceCrumbs(page)} />
      {page.sections.map((section, index) => (
        <Section
          key={section.heading}
          id={`abschnitt-${index + 1}`}
          heading={section.heading}
          tone={index % 2 === 1 ? 'tinted' : 'plain'}
        >
          <Paragraphs items={section.paragraphs} className="mt-6" />
          {section.bullets ? <CheckList items={section.bullets} className="mt-6 max-w-3xl" /> : null}
        </Section>
      ))}
      <CtaBand heading={page.cta.heading} text={page.cta.text} />
    </>
  );
}
