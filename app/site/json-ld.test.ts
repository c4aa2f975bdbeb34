import { describe, expect, it } from 'vitest';
import { company } from '#app/company';
import { breadcrumbJsonLd, businessJsonLd, faqPageJsonLd, serializeJsonLd } from './json-ld';

describe('serializeJsonLd', () => {
  it('cannot close the script element and still parses to the same data', () => {
    const data = { name: '</script><script>alert(1)</script>', other: 'a & b > c \u2028 \u2029' };
    const text = serializeJsonLd(data);
    expect(text).not.toContain('<');
    expect(text).not.toContain('>');
    expect(text).not.toContain('&');
    expect(text).not.toContain('\u2028');
    expect(JSON.parse(text)).toEqual(data);
  });
});

describe('structured data builders', () => {
  it('describes the company as LocalBusiness and MedicalBusiness with address, phone, hours and areas', () => {
    const data = businessJsonLd('https://www.example.de');
    expect(data['@type']).toEqual(['LocalBusiness', 'MedicalBusiness']);
    expect(data).toMatchObject({
      name: company.name,
      telephone: company.phone.e164,
      url: 'https://www.example.de/',
      address: {
        streetAddress: company.address.street,
        postalCode: company.address.postalCode,
        addressLocality: company.address.city,
      },
    });
    expect(data.openingHoursSpecification).toEqual([
      expect.objectContaining({ opens: company.openingHours.opens, closes: company.openingHours.closes }),
    ]);
    expect((data.areaServed as { name: string }[]).map((area) => area.name)).toEqual(
      company.serviceAreas.map((area) => area.name),
    );
  });

  it('builds a breadcrumb starting at the home page with absolute items', () => {
    const data = breadcrumbJsonLd('https://www.example.de', [{ name: 'Preise', path: '/preise/' }]);
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Startseite', item: 'https://www.example.de/' },
      { '@type': 'ListItem', position: 2, name: 'Preise', item: 'https://www.example.de/preise/' },
    ]);
  });

  it('builds FAQPage questions with accepted answers', () => {
    const data = faqPageJsonLd([{ question: 'Wer?', answer: 'Wir.' }]);
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [{ '@type': 'Question', name: 'Wer?', acceptedAnswer: { '@type': 'Answer', text: 'Wir.' } }],
    });
  });
});
