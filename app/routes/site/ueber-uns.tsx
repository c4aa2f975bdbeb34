import { Accessibility, Clock, HandHeart, HeartHandshake, MapPin, ShieldCheck } from 'lucide-react';
import { company } from '#app/company';
import { experienceWith, inServiceAreas } from '#app/site/copy';
import { BookButton, CallButton } from '#app/site/cta-buttons';
import { heroImage } from '#app/site/home-content';
import { type IconCard, IconCards } from '#app/site/icon-cards';
import { breadcrumbJsonLd, businessJsonLd, JsonLd } from '#app/site/json-ld';
import { LinkList } from '#app/site/link-list';
import { serviceNavLinks } from '#app/site/navigation';
import { PageHeader } from '#app/site/page-header';
import { SectionTitle } from '#app/site/section-title';
import { pageMeta } from '#app/site/seo';
import { useSiteContext } from '#app/site/site-context';
import { SiteImage } from '#app/site/site-image';
import type { Route } from './+types/ueber-uns';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    matches,
    title: 'Über uns',
    description: `${company.name}: inhabergeführter Fahrdienst für Krankenfahrten in Frankfurt am Main und im Rhein-Main-Gebiet, ${company.experience.label}.`,
    path: '/ueber-uns/',
  });

const crumbs = [{ name: 'Über uns', path: '/ueber-uns/' }];

export default function UeberUns() {
  const site = useSiteContext();
  const strengths: IconCard[] = [
    {
      icon: HandHeart,
      title: 'Mit Zeit und Geduld',
      text: 'Wir holen Sie an der Wohnungstür ab, helfen beim Ein- und Aussteigen und begleiten Sie bis zur Anmeldung.',
    },
    {
      icon: Accessibility,
      title: 'Für jede Mobilität',
      text: 'Sitzend, im eigenen Rollstuhl oder im Tragestuhl über die Treppe – wir richten uns nach Ihrer Situation.',
    },
    {
      icon: ShieldCheck,
      title: 'Abrechnung mit der Kasse',
      text: 'Mit Verordnung und Genehmigung rechnen wir direkt mit Ihrer Krankenkasse ab. Sie müssen nichts vorstrecken.',
    },
    {
      icon: Clock,
      title: 'Gut erreichbar',
      text: `${company.openingHours.label} – bei kurzfristigem Bedarf meist in ${company.emergencyArrival} bei Ihnen.`,
    },
  ];
  return (
    <>
      <JsonLd data={[businessJsonLd(site.publicUrl), breadcrumbJsonLd(site.publicUrl, crumbs)]} />
      <PageHeader crumbs={crumbs} title="Über uns">
        {company.name} ist ein inhabergeführter Fahrdienst aus {company.address.city}. Wir bringen Patientinnen und
        Patienten sicher zu ihren Terminen – und wieder nach Hause.
      </PageHeader>

      <section
        aria-labelledby="story-title"
        className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1.3fr_1fr]"
      >
        <div>
          <SectionTitle id="story-title">Unsere Geschichte</SectionTitle>
          <div className="mt-4 space-y-4 text-[18px] text-ink/85">
            <p>
              Hinter {company.name} steht Inhaber {company.owner}. Mit {experienceWith} in der Patientenbeförderung
              wissen wir, worauf es ankommt: Pünktlichkeit, eine ruhige Hand und Menschen, die zuhören.
            </p>
            <p>
              Viele unserer Fahrgäste sind älter, krank oder nach einer Operation noch unsicher auf den Beinen. Für sie
              ist der Weg zur Dialyse, zur Bestrahlung oder in die Klinik oft anstrengend genug. Deshalb nehmen wir uns
              Zeit – vom Klingeln an der Haustür bis zur Übergabe am Ziel.
            </p>
            <p>Wir fahren {inServiceAreas} – zu Praxen, Kliniken, Dialysezentren und Therapien.</p>
          </div>
        </div>
        <SiteImage
          image={heroImage}
          sizes="(min-width: 72rem) 29rem, (min-width: 64rem) 40vw, 100vw"
          loading="lazy"
          decoding="async"
          className="h-auto w-full rounded-2xl"
        />
      </section>

      <section aria-labelledby="strengths-title" className="bg-surface">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
          <SectionTitle id="strengths-title">Was uns ausmacht</SectionTitle>
          <IconCards cards={strengths} className="mt-8 grid gap-6 sm:grid-cols-2" tone="white" />
        </div>
      </section>

      <section aria-labelledby="overview-title" className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <SectionTitle id="overview-title">Unsere Leistungen im Überblick</SectionTitle>
        <LinkList
          links={serviceNavLinks}
          className="mt-6 grid gap-x-8 sm:grid-cols-2 lg:grid-cols-3"
          linkClass="inline-flex min-h-11 items-center text-[18px] font-medium text-brand underline underline-offset-4"
        />
        {company.reviewsUrl ? (
          <p className="mt-8 text-[18px]">
            Was unsere Fahrgäste sagen, lesen Sie in unseren{' '}
            <a
              href={company.reviewsUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="font-semibold text-brand underline underline-offset-4"
            >
              Bewertungen<span className="sr-only"> (öffnet in einem neuen Fenster)</span>
            </a>
            .
          </p>
        ) : null}
      </section>

      <section aria-labelledby="trust-title" className="bg-brand text-brand-foreground">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
          <h2 id="trust-title" className="text-3xl font-bold">
            Darauf können Sie sich verlassen
          </h2>
          <ul className="mt-6 grid gap-6 text-[18px] md:grid-cols-3">
            <li className="flex gap-3">
              <HeartHandshake aria-hidden="true" className="mt-1 size-6 shrink-0" />
              Partner aller Krankenkassen
            </li>
            <li className="flex gap-3">
              <Clock aria-hidden="true" className="mt-1 size-6 shrink-0" />
              {company.openingHours.label}
            </li>
            <li className="flex gap-3">
              <MapPin aria-hidden="true" className="mt-1 size-6 shrink-0" />
              Zu Hause in {company.address.city}
            </li>
          </ul>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <BookButton variant="secondary">Fahrt online buchen</BookButton>
            <CallButton>JETZT ANRUFEN</CallButton>
          </div>
        </div>
      </section>
    </>
  );
}
