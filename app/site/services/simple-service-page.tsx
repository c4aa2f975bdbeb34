// The simpler service page template (SPEC.md §2: chemo/radiation, rehab/therapy, admission/discharge,
// private rides): hero, a few sections, call to action.
import { images } from './images';
import { CheckList, CtaBand, Illustration, PageHero, Paragraphs, Section } from './parts';
import { serviceCrumbs, ServiceJsonLd } from './structured-data';
import type { SimpleSection, SimpleServicePageContent } from './types';

function SectionBody({ section }: { section: SimpleSection }) {
  return (
    <>
      <Paragraphs items={section.paragraphs} className="mt-6" />
      {section.bullets ? <CheckList items={section.bullets} className="mt-6 max-w-3xl" /> : null}
    </>
  );
}

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
          {index === 0 ? (
            <div className="grid items-center gap-10 md:grid-cols-[3fr_2fr]">
              <div>
                <SectionBody section={section} />
              </div>
              <Illustration image={images.care} sizes="24rem" className="mx-auto hidden max-w-sm md:block" />
            </div>
          ) : (
            <SectionBody section={section} />
          )}
        </Section>
      ))}
      <CtaBand heading={page.cta.heading} text={page.cta.text} />
    </>
  );
}
