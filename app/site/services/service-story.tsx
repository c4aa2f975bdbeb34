// The first part of the full service template, shared by the full service pages and the school-rides
// page: hero, what it is with three features, use cases, our service and cost coverage. The pages put
// their own body into "our service" and may add a note under the costs.
import type { ReactNode } from 'react';
import { FeatureGrid, PageHero, Paragraphs, RequirementList, Section, UseCaseList } from './parts';
import { serviceCrumbs, ServiceJsonLd } from './structured-data';
import type { FullServicePageContent, SchoolRidesPageContent } from './types';

export function ServiceStory({
  page,
  ourService,
  costsNote,
}: {
  page: FullServicePageContent | SchoolRidesPageContent;
  ourService: ReactNode;
  costsNote?: ReactNode;
}) {
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
        {ourService}
      </Section>

      <Section id="kosten" heading={page.costs.heading} tone="tinted">
        <div className="mt-6 grid gap-10 lg:grid-cols-2">
          <Paragraphs items={page.costs.paragraphs} />
          <RequirementList heading={page.costs.requirementsHeading} items={page.costs.requirements} />
        </div>
        {costsNote}
      </Section>
    </>
  );
}
