// @vitest-environment jsdom
import '../../../tests/support/ui-dom';
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { company, telHref } from '#app/company';
import { AccidentHospitalPage } from './accident-hospital-page';
import { bguFrankfurtKrankentransport } from './content/bgu-frankfurt-krankentransport';
import { krankentransportFrankfurt } from './content/krankentransport-frankfurt';
import { privatfahrten } from './content/privatfahrten';
import { schuelerfahrten } from './content/schuelerfahrten';
import { FullServicePage } from './full-service-page';
import { SchoolRidesPage } from './school-rides-page';
import { SimpleServicePage } from './simple-service-page';

function renderPage(element: ReactNode) {
  const Stub = createRoutesStub([{ path: '/', Component: () => <>{element}</> }]);
  return render(<Stub initialEntries={['/']} />);
}

function jsonLdTypes(container: HTMLElement): unknown[] {
  const scripts = container.querySelectorAll('script[type="application/ld+json"]');
  return [...scripts].flatMap((script) =>
    [JSON.parse(script.textContent ?? '')].flat().map((block: { '@type': unknown }) => block['@type']),
  );
}

describe('service page templates', () => {
  it('renders the full template with one h1, all sections and the company facts', async () => {
    const { container } = renderPage(<FullServicePage page={krankentransportFrankfurt} />);
    const h1s = await screen.findAllByRole('heading', { level: 1 });
    expect(h1s.map((h) => h.textContent)).toEqual([krankentransportFrankfurt.hero.heading]);
    for (const heading of [
      krankentransportFrankfurt.whatIs.heading,
      krankentransportFrankfurt.useCases.heading,
      krankentransportFrankfurt.ourService.heading,
      krankentransportFrankfurt.costs.heading,
      krankentransportFrankfurt.contact.heading,
      'Häufige Fragen',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeTruthy();
    }
    expect(within(screen.getByTestId('requirement-list')).getAllByRole('listitem')).toHaveLength(
      krankentransportFrankfurt.costs.requirements.length,
    );
    const contact = screen.getByTestId('contact-block');
    expect(within(contact).getByRole('link', { name: company.phone.display }).getAttribute('href')).toBe(telHref);
    expect(within(contact).getByRole('link', { name: company.email }).getAttribute('href')).toBe(
      `mailto:${company.email}`,
    );
    expect(contact.textContent).toContain(company.openingHours.label);
    for (const link of screen.getAllByTestId('booking-cta')) expect(link.getAttribute('href')).toBe('/online-buchung');
    expect(jsonLdTypes(container)).toEqual([['LocalBusiness', 'MedicalBusiness'], 'BreadcrumbList', 'FAQPage']);
  });

  it('renders the FAQ as one exclusive group of native disclosures, the first answer open', async () => {
    renderPage(<FullServicePage page={krankentransportFrankfurt} />);
    const faq = await screen.findByTestId('faq');
    const items = [...faq.querySelectorAll('details')];
    expect(items).toHaveLength(krankentransportFrankfurt.faqs.length);
    // One shared name makes the browser keep a single answer open (checked in tests/e2e/service-pages.spec.ts).
    expect(new Set(items.map((item) => item.getAttribute('name'))).size).toBe(1);
    expect(items[0]!.getAttribute('name')).toBeTruthy();
    expect(items.map((item) => item.open)).toEqual(items.map((_, index) => index === 0));
    krankentransportFrankfurt.faqs.forEach((entry, index) => {
      const summary = items[index]!.querySelector(':scope > summary')!;
      expect(within(summary as HTMLElement).getByRole('heading', { level: 3 }).textContent).toBe(entry.question);
      expect(items[index]!.textContent).toContain(entry.answer);
    });
  });

  it('renders the simpler template without FAQ structured data', async () => {
    const { container } = renderPage(<SimpleServicePage page={privatfahrten} />);
    expect(await screen.findAllByRole('heading', { level: 1 })).toHaveLength(1);
    for (const section of privatfahrten.sections)
      expect(screen.getByRole('heading', { level: 2, name: section.heading })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: privatfahrten.cta.heading })).toBeTruthy();
    expect(jsonLdTypes(container)).toEqual([['LocalBusiness', 'MedicalBusiness'], 'BreadcrumbList']);
  });

  it('renders the school-rides e-mail contact with its own hours', async () => {
    renderPage(<SchoolRidesPage page={schuelerfahrten} />);
    const contact = await screen.findByTestId('school-email-contact');
    expect(within(contact).getByRole('link', { name: company.email }).getAttribute('href')).toMatch(
      new RegExp(`^mailto:${company.email}\\?subject=`),
    );
    expect(contact.textContent).toContain(company.schoolRideContactHours.weekdays);
    expect(contact.textContent).toContain(company.schoolRideContactHours.weekend);
    expect(screen.getByTestId('faq').querySelectorAll('details')).toHaveLength(5);
  });

  it('renders the accident-hospital address and quick-booking box', async () => {
    renderPage(<AccidentHospitalPage page={bguFrankfurtKrankentransport} />);
    const address = await screen.findByTestId('hospital-address');
    expect(address.textContent).toContain(company.accidentHospital.street);
    const box = screen.getByTestId('quick-booking');
    expect(within(box).getByRole('link', { name: company.phone.display }).getAttribute('href')).toBe(telHref);
    expect(within(box).getByTestId('booking-cta').getAttribute('href')).toBe('/online-buchung');
    expect(screen.getByTestId('faq').querySelectorAll('details')).toHaveLength(4);
  });
});
