// The full service page template (SPEC.md §2): hero, what-is with three features, use cases, our
// service, cost coverage with the requirement list, contact block, FAQ accordion, call to action.
import { images } from './images';
import { Callout, CheckList, ContactBlock, CtaBand, FaqSection, Illustration } from './parts';
import { ServiceStory } from './service-story';
import type { FullServicePageContent } from './types';

export function FullServicePage({ page }: { page: FullServicePageContent }) {
  return (
    <>
      <ServiceStory
        page={page}
        ourService={
          <div className="mt-8 grid items-center gap-10 md:grid-cols-[3fr_2fr]">
            <CheckList items={page.ourService.qualifications} />
            <Illustration image={images.care} sizes="24rem" className="mx-auto hidden max-w-sm md:block" />
          </div>
        }
        costsNote={<Callout>{page.costs.note}</Callout>}
      />

      <ContactBlock id="kontakt" heading={page.contact.heading} intro={page.contact.intro} />

      <FaqSection faqs={page.faqs} tone="tinted" />

      <CtaBand
        heading="Bereit für Ihre Fahrt?"
        text="Buchen Sie online in wenigen Schritten oder rufen Sie uns an – wir sind für Sie da."
      />
    </>
  );
}
