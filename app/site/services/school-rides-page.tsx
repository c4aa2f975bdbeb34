// The school-rides page (SPEC.md §2): hero, what-is, use cases, our service, costs, five FAQs and an
// e-mail contact section with its own contact hours.
import { Clock, Mail } from 'lucide-react';
import { company } from '#app/company';
import { buttonVariants } from '#app/ui/button';
import { cn } from '#app/ui/cn';
import { CheckList, FaqSection } from './parts';
import { ServiceStory } from './service-story';
import type { SchoolRidesPageContent } from './types';

export function SchoolRidesPage({ page }: { page: SchoolRidesPageContent }) {
  const mailto = `mailto:${company.email}?subject=${encodeURIComponent(page.emailContact.subject)}`;
  return (
    <>
      <ServiceStory
        page={page}
        ourService={<CheckList items={page.ourService.qualifications} className="mt-8 max-w-3xl" />}
      />

      <FaqSection faqs={page.faqs} />

      <section aria-labelledby="email-kontakt-titel" className="bg-brand-light py-14 sm:py-20">
        <div className="mx-auto w-full max-w-6xl px-5 sm:px-8">
          <div className="max-w-3xl rounded-2xl bg-white p-6 shadow-sm sm:p-10" data-testid="school-email-contact">
            <h2 id="email-kontakt-titel" className="text-2xl leading-tight font-bold text-ink sm:text-3xl">
              {page.emailContact.heading}
            </h2>
            <p className="mt-4 text-lg">{page.emailContact.text}</p>
            <a href={mailto} className={cn(buttonVariants({ size: 'lg' }), 'mt-6')}>
              <Mail aria-hidden="true" />
              E-Mail schreiben
            </a>
            <p className="mt-3 text-lg">
              oder direkt an{' '}
              <a href={mailto} className="font-semibold break-all text-brand-dark underline underline-offset-4">
                {company.email}
              </a>
            </p>
            <div className="mt-8 flex gap-4">
              <Clock aria-hidden="true" className="mt-1 size-6 shrink-0 text-brand" />
              <div>
                <h3 className="text-lg font-semibold text-ink">Erreichbarkeit für Schülerfahrten</h3>
                <ul className="mt-1 text-lg">
                  <li>{company.schoolRideContactHours.weekdays}</li>
                  <li>{company.schoolRideContactHours.weekend}</li>
                </ul>
              </div>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
