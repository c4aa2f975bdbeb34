import { Clock, HeartHandshake, ShieldCheck, Users } from 'lucide-react';
import { Link } from 'react-router';
import { company } from '#app/company';
import { experienceWith, inServiceAreas } from '#app/site/copy';
import HomeBookingSection from '#app/site/booking/home-booking-section';
import { BookButton, CallButton } from '#app/site/cta-buttons';
import { type IconCard, IconCards } from '#app/site/icon-cards';
import { areaSlides, heroImage, homeServiceCards } from '#app/site/home-content';
import { businessJsonLd, JsonLd } from '#app/site/json-ld';
import { BOOKING_PATH } from '#app/site/navigation';
import { SectionTitle } from '#app/site/section-title';
import { pageMeta } from '#app/site/seo';
import { ServiceAreasCarousel } from '#app/site/service-areas-carousel';
import { ServiceCardGrid } from '#app/site/service-cards';
import { useSiteContext } from '#app/site/site-context';
import { SiteImage } from '#app/site/site-image';
import { buttonVariants } from '#app/ui/button';
import { cn } from '#app/ui/cn';
import type { Route } from './+types/home';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    matches,
    title: 'Krankentransport im Rhein-Main-Gebiet',
    description: `Krankenfahrten, Rollstuhl- und Tragestuhltransporte in Frankfurt am Main, Bad Homburg und im Hochtaunuskreis. ${company.openingHours.label}. Partner aller Krankenkassen – jetzt online buchen.`,
    path: '/',
  });

function Hero() {
  return (
    <section className="bg-gradient-to-b from-brand-light to-white">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 sm:px-6 md:py-16 lg:grid-cols-[1.1fr_1fr]">
        <div>
          <p className="text-lg font-semibold text-brand-dark">{company.name}</p>
          <h1 className="mt-2 text-4xl leading-tight font-bold tracking-tight text-ink sm:text-5xl">
            Krankentransport im Rhein-Main-Gebiet
          </h1>
          <p className="mt-5 max-w-xl text-xl leading-relaxed text-ink/85">
            Sitzende Krankenfahrten, Rollstuhl- und Tragestuhltransporte {inServiceAreas} – sicher, pünktlich und mit
            Zeit für Sie.
          </p>
          <ul className="mt-6 space-y-2 text-[18px] text-ink">
            <li className="flex items-center gap-3">
              <Clock aria-hidden="true" className="size-5 shrink-0 text-brand" />
              {company.openingHours.label}
            </li>
            <li className="flex items-center gap-3">
              <ShieldCheck aria-hidden="true" className="size-5 shrink-0 text-brand" />
              Direkte Abrechnung mit Ihrer Krankenkasse
            </li>
          </ul>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <BookButton>Fahrt online buchen</BookButton>
            <CallButton>{company.phone.display}</CallButton>
          </div>
        </div>
        <SiteImage
          image={heroImage}
          sizes="(min-width: 72rem) 35rem, 48vw"
          fetchPriority="high"
          shownWhen="(min-width: 64rem)"
          className="hidden h-auto w-full rounded-2xl lg:block"
        />
      </div>
    </section>
  );
}

function InsurerBanner() {
  return (
    <section aria-label="Krankenkassen" className="bg-brand text-brand-foreground">
      <div className="mx-auto flex max-w-6xl flex-col items-start gap-3 px-4 py-6 sm:px-6 md:flex-row md:items-center md:justify-between">
        <p className="flex items-center gap-3 text-xl font-bold">
          <HeartHandshake aria-hidden="true" className="size-7 shrink-0" />
          Partner aller Krankenkassen
        </p>
        <p className="text-[17px] text-brand-foreground/95 md:max-w-xl">
          Liegen eine ärztliche Verordnung und die Genehmigung vor, rechnen wir direkt mit Ihrer Krankenkasse ab.
        </p>
      </div>
    </section>
  );
}

function Intro() {
  const points: IconCard[] = [
    {
      icon: Users,
      title: 'Persönlich',
      text: `Ein inhabergeführtes Unternehmen mit ${experienceWith} in der Patientenbeförderung.`,
    },
    {
      icon: Clock,
      title: 'Erreichbar',
      text: `${company.openingHours.label}. Bei kurzfristigem Bedarf sind wir meist in ${company.emergencyArrival} bei Ihnen.`,
    },
    {
      icon: ShieldCheck,
      title: 'Unkompliziert',
      text: `Wir klären die Kostenübernahme mit Ihrer Krankenkasse. Fahrten über ${company.longTripApprovalKm} km brauchen deren Genehmigung.`,
    },
  ];
  return (
    <section aria-labelledby="intro-title" className="mx-auto max-w-6xl px-4 py-14 sm:px-6 md:py-20">
      <div className="max-w-3xl">
        <SectionTitle id="intro-title">Ihr Fahrdienst für Krankenfahrten in Frankfurt und Umgebung</SectionTitle>
        <p className="mt-4 text-[18px] text-ink/85">
          Ob Arzttermin, Dialyse, Bestrahlung oder Entlassung aus dem Krankenhaus: Wir holen Sie zu Hause ab, begleiten
          Sie bis zum Ziel und bringen Sie wieder sicher zurück. Sie sitzen, fahren im Rollstuhl oder werden im
          Tragestuhl getragen – ganz wie es Ihre Situation erfordert.
        </p>
        <p className="mt-3 text-base text-muted">
          Im medizinischen Notfall wählen Sie bitte immer den Notruf <strong className="text-ink">112</strong>.
        </p>
      </div>
      <IconCards cards={points} className="mt-10 grid gap-6 md:grid-cols-3" tone="surface" />
    </section>
  );
}

function Services() {
  return (
    <section aria-labelledby="services-title" className="bg-surface">
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 md:py-20">
        <div className="flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
          <div className="max-w-2xl">
            <SectionTitle id="services-title">Unsere Leistungen</SectionTitle>
            <p className="mt-3 text-[18px] text-ink/85">
              Wählen Sie die passende Fahrt – mehr zu jeder Leistung finden Sie auf ihrer eigenen Seite.
            </p>
          </div>
          <Link to="/leistungen/" className={cn(buttonVariants({ variant: 'outline' }), 'self-start md:self-auto')}>
            Alle Leistungen
          </Link>
        </div>
        <div className="mt-8">
          <ServiceCardGrid cards={homeServiceCards} />
        </div>
      </div>
    </section>
  );
}

function Areas() {
  return (
    <section aria-labelledby="areas-title" className="mx-auto max-w-6xl px-4 py-14 sm:px-6 md:py-20">
      <div className="max-w-2xl">
        <SectionTitle id="areas-title">Unsere Einsatzgebiete</SectionTitle>
        <p className="mt-3 text-[18px] text-ink/85">
          Wir sind {inServiceAreas} für Sie unterwegs – zu Praxen, Kliniken, Dialysezentren und Therapien.
        </p>
      </div>
      <div className="mt-8">
        <ServiceAreasCarousel slides={areaSlides} />
      </div>
      <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to="/ueber-uns/" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
          Über uns
        </Link>
        <CallButton>Jetzt Anrufen</CallButton>
      </div>
    </section>
  );
}

function BookingSection() {
  return (
    <section id="online-buchung" aria-labelledby="booking-title" className="scroll-mt-4 bg-brand-light">
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 md:py-20">
        <div className="max-w-2xl">
          <SectionTitle id="booking-title">Fahrt online buchen</SectionTitle>
          <p className="mt-3 text-[18px] text-ink/85">
            In vier kurzen Schritten zu Ihrer Fahrt: Patientendaten, Besonderheiten, Termin und Bestätigung. Sie
            erhalten eine Bestätigung per E-Mail. Lieber persönlich? Rufen Sie uns an: {company.phone.display}.
          </p>
        </div>
        <p className="mt-3 text-[18px]">
          <Link
            to={BOOKING_PATH}
            className="inline-flex min-h-11 items-center font-semibold text-brand underline underline-offset-4"
          >
            Online-Buchung auf eigener Seite öffnen
          </Link>
        </p>
        <div className="mt-8">
          <HomeBookingSection />
        </div>
      </div>
    </section>
  );
}

export default function Home() {
  const site = useSiteContext();
  return (
    <>
      <JsonLd data={businessJsonLd(site.publicUrl)} />
      <Hero />
      <InsurerBanner />
      <Intro />
      <Services />
      <Areas />
      <BookingSection />
    </>
  );
}
