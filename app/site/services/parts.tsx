// Building blocks of the service pages. Plain server-rendered HTML and CSS, no client JavaScript (the FAQ
// accordion is native `<details>`); all answers are also in the FAQPage JSON-LD.
import { ChevronDown, CircleCheck, Clock, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { company, telHref } from '#app/company';
import { buttonVariants } from '#app/ui/button';
import { cn } from '#app/ui/cn';
import { BreadcrumbTrail } from '#app/site/breadcrumb-trail';
import type { Crumb } from '#app/site/json-ld';
import { BOOKING_PATH } from '#app/site/navigation';
import { SiteImage } from '#app/site/site-image';
import { ServiceIcon } from './icons';
import { serviceAreaText } from './shared-copy';
import type { Faq, Feature, Hero, ServiceImage, UseCase } from './types';

export const mailHref = `mailto:${company.email}`;

export function Container({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={cn('mx-auto w-full max-w-6xl px-5 sm:px-8', className)}>{children}</div>;
}

/** A page section with an h2; `tone` alternates the background for rhythm. */
export function Section({
  id,
  heading,
  intro,
  tone = 'plain',
  children,
}: {
  id: string;
  heading: string;
  intro?: string;
  tone?: 'plain' | 'tinted';
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-titel`} className={cn('py-14 sm:py-20', tone === 'tinted' && 'bg-surface')}>
      <Container>
        <h2 id={`${id}-titel`} className="max-w-3xl text-2xl leading-tight font-bold text-ink sm:text-3xl">
          {heading}
        </h2>
        {intro ? <p className="mt-4 max-w-3xl text-lg text-muted">{intro}</p> : null}
        {children}
      </Container>
    </section>
  );
}

export function Paragraphs({ items, className }: { items: string[]; className?: string }) {
  return (
    <div className={cn('max-w-3xl space-y-4 text-lg', className)}>
      {items.map((text) => (
        <p key={text}>{text}</p>
      ))}
    </div>
  );
}

/** How wide the page hero's picture is: half the container from md, at most 28rem (max-w-md) below. */
const HERO_SIZES = '(min-width: 72rem) 33rem, (min-width: 48rem) 50vw, (min-width: 30rem) 28rem, 100vw';

export function Illustration({
  image,
  eager = false,
  sizes = HERO_SIZES,
  className,
}: {
  image: ServiceImage;
  eager?: boolean;
  /** The `sizes` of a photo in this place (see SiteImage); the default fits the page hero. */
  sizes?: string;
  className?: string;
}) {
  return (
    <SiteImage
      image={image}
      sizes={sizes}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={cn('h-auto w-full rounded-2xl', className)}
    />
  );
}

/** Booking (brand) and call (red) buttons, both at least 48 px high. */
export function BookingActions({ className, inverted = false }: { className?: string; inverted?: boolean }) {
  return (
    <div className={cn('flex flex-col gap-3 sm:flex-row sm:flex-wrap', className)}>
      <Link
        to={BOOKING_PATH}
        data-testid="booking-cta"
        className={cn(buttonVariants({ size: 'lg' }), inverted && 'bg-white text-brand-dark hover:bg-brand-light')}
      >
        Fahrt online buchen
      </Link>
      <a href={telHref} className={buttonVariants({ variant: 'call', size: 'lg' })}>
        <Phone aria-hidden="true" />
        <span>
          <span className="sr-only">Jetzt anrufen: </span>
          {company.phone.display}
        </span>
      </a>
    </div>
  );
}

export function PageHero({ hero, crumbs }: { hero: Hero; crumbs: Crumb[] }) {
  return (
    <section aria-labelledby="seiten-titel" className="bg-brand-light">
      <Container className="pt-4 pb-12 sm:pb-16">
        <BreadcrumbTrail crumbs={crumbs} look="service" />
        <div className="mt-4 grid items-center gap-10 md:grid-cols-2">
          <div>
            <p className="text-lg font-semibold text-brand-dark">{hero.eyebrow}</p>
            <h1 id="seiten-titel" className="mt-2 text-3xl leading-tight font-bold text-ink sm:text-4xl lg:text-5xl">
              {hero.heading}
            </h1>
            <p className="mt-5 max-w-xl text-lg text-ink sm:text-xl">{hero.lead}</p>
            <BookingActions className="mt-8" />
          </div>
          <Illustration image={hero.image} eager className="mx-auto max-w-md md:max-w-none" />
        </div>
      </Container>
    </section>
  );
}

export function FeatureGrid({ features }: { features: Feature[] }) {
  return (
    <ul
      className={cn('mt-10 grid gap-5 sm:grid-cols-2', features.length % 3 === 0 ? 'lg:grid-cols-3' : 'lg:grid-cols-4')}
    >
      {features.map((feature) => (
        <li key={feature.title} className="rounded-xl border border-border bg-white p-6 shadow-sm">
          <span className="inline-flex size-12 items-center justify-center rounded-full bg-brand-light text-brand-dark">
            <ServiceIcon name={feature.icon} className="size-6" />
          </span>
          <h3 className="mt-4 text-xl font-semibold text-ink">{feature.title}</h3>
          <p className="mt-2 text-lg text-muted">{feature.text}</p>
        </li>
      ))}
    </ul>
  );
}

export function UseCaseList({ items }: { items: UseCase[] }) {
  return (
    <ul className="mt-8 grid gap-x-10 gap-y-6 md:grid-cols-2">
      {items.map((item) => (
        <li key={item.title} className="flex gap-4">
          <CircleCheck aria-hidden="true" className="mt-1 size-6 shrink-0 text-brand" />
          <div>
            <h3 className="text-lg font-semibold text-ink">{item.title}</h3>
            <p className="mt-1 text-lg text-muted">{item.text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

export function CheckList({ items, className }: { items: string[]; className?: string }) {
  return (
    <ul className={cn('space-y-4 text-lg', className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <CircleCheck aria-hidden="true" className="mt-1 size-6 shrink-0 text-brand" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/** The numbered list of what patients need (prescription, approval, …). */
export function RequirementList({ heading, items }: { heading: string; items: string[] }) {
  return (
    <div className="rounded-xl border border-border bg-white p-6 shadow-sm sm:p-8">
      <h3 className="text-xl font-semibold text-ink">{heading}</h3>
      <ol className="mt-5 space-y-4 text-lg" data-testid="requirement-list">
        {items.map((item, index) => (
          <li key={item} className="flex gap-4">
            <span
              aria-hidden="true"
              className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-brand text-base font-bold text-brand-foreground"
            >
              {index + 1}
            </span>
            <span className="pt-0.5">{item}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}

export function Callout({ children }: { children: ReactNode }) {
  return (
    <p className="mt-8 max-w-3xl rounded-xl border-l-4 border-brand bg-brand-light p-5 text-lg text-ink">{children}</p>
  );
}

function ContactItem({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className="flex gap-4 rounded-xl border border-border bg-white p-5 shadow-sm">
      <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-light text-brand-dark">
        {icon}
      </span>
      <div className="min-w-0">
        <p className="text-base font-semibold text-muted">{label}</p>
        <div className="text-lg font-semibold break-words text-ink">{children}</div>
      </div>
    </li>
  );
}

const linkClass = 'inline-flex min-h-11 items-center text-brand-dark underline underline-offset-4 hover:decoration-2';

/** Contact block: phone, e-mail, hours and service area, all from the company configuration. */
export function ContactBlock({ id, heading, intro }: { id: string; heading: string; intro: string }) {
  return (
    <Section id={id} heading={heading} intro={intro}>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2" data-testid="contact-block">
        <ContactItem icon={<Phone aria-hidden="true" className="size-5" />} label="Telefon">
          <a href={telHref} className={linkClass}>
            {company.phone.display}
          </a>
        </ContactItem>
        <ContactItem icon={<Mail aria-hidden="true" className="size-5" />} label="E-Mail">
          <a href={mailHref} className={cn(linkClass, 'break-all')}>
            {company.email}
          </a>
        </ContactItem>
        <ContactItem icon={<Clock aria-hidden="true" className="size-5" />} label="Erreichbarkeit">
          <p className="py-2">{company.openingHours.label}</p>
        </ContactItem>
        <ContactItem icon={<MapPin aria-hidden="true" className="size-5" />} label="Einsatzgebiet">
          <p className="py-2">{serviceAreaText}</p>
        </ContactItem>
      </ul>
      <BookingActions className="mt-8" />
      <p className="mt-6 max-w-3xl text-base text-muted">
        Im medizinischen Notfall wählen Sie bitte sofort den Notruf{' '}
        <a href="tel:112" className="font-semibold text-brand-dark underline underline-offset-4">
          112
        </a>
        . Wir sind ein Krankenfahrdienst und kein Rettungsdienst.
      </p>
    </Section>
  );
}

/**
 * FAQ accordion: one answer open at a time, the first one open. Native disclosures sharing one `name`
 * (the browser closes the others, no JavaScript); the question is a heading inside the summary, which
 * Enter and Space toggle.
 */
export function FaqSection({
  id = 'faq',
  heading = 'Häufige Fragen',
  faqs,
  tone,
}: {
  id?: string;
  heading?: string;
  faqs: Faq[];
  tone?: 'plain' | 'tinted';
}) {
  return (
    <Section id={id} heading={heading} tone={tone}>
      <div className="mt-6 w-full max-w-3xl" data-testid="faq" data-slot="accordion">
        {faqs.map((faq, index) => (
          <details
            key={faq.question}
            name={id}
            open={index === 0}
            data-slot="accordion-item"
            className="group border-b border-border"
          >
            <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 py-4 text-left hover:text-brand-dark [&::-webkit-details-marker]:hidden">
              <h3 className="text-lg font-semibold">{faq.question}</h3>
              <ChevronDown
                aria-hidden="true"
                className="size-5 shrink-0 text-muted transition-transform group-open:rotate-180"
              />
            </summary>
            <div data-slot="accordion-content" className="pb-4 text-lg text-ink">
              {faq.answer}
            </div>
          </details>
        ))}
      </div>
    </Section>
  );
}

/** The closing call to action in the brand colour. */
export function CtaBand({ heading, text }: { heading: string; text: string }) {
  return (
    <section aria-labelledby="aufruf-titel" className="bg-brand py-14 text-brand-foreground sm:py-20">
      <Container className="flex flex-col gap-6 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <h2 id="aufruf-titel" className="text-2xl leading-tight font-bold sm:text-3xl">
            {heading}
          </h2>
          <p className="mt-3 text-lg">{text}</p>
        </div>
        <BookingActions inverted className="shrink-0 sm:flex-nowrap" />
      </Container>
    </section>
  );
}
