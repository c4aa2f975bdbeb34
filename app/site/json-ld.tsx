// Structured data (schema.org JSON-LD): the business, breadcrumbs on inner pages, FAQ pages.
// <JsonLd> renders an inline data block with the request's CSP nonce; the JSON is escaped so that no
// string in it can close the <script> element.
import { company } from '#app/company';
import { useNonce } from '#app/nonce';
import { absoluteUrl } from './seo';
import { formatEuroCompact } from '#app/domain/pricing/money';

export type JsonLdObject = { [key: string]: unknown };

/** JSON for an inline <script>: `<`, `>`, `&` and the JS line separators become \u escapes. */
export function serializeJsonLd(data: JsonLdObject | JsonLdObject[]): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function JsonLd({ data }: { data: JsonLdObject | JsonLdObject[] }) {
  const nonce = useNonce();
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}

const allDays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** The company as LocalBusiness + MedicalBusiness (address, phone, opening hours, area served). */
export function businessJsonLd(publicUrl: string): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': ['LocalBusiness', 'MedicalBusiness'],
    '@id': `${absoluteUrl(publicUrl, '/')}#unternehmen`,
    name: company.name,
    url: absoluteUrl(publicUrl, '/'),
    telephone: company.phone.e164,
    email: company.email,
    image: absoluteUrl(publicUrl, '/images/og/musterfirma-og.png'),
    logo: absoluteUrl(publicUrl, '/favicon.svg'),
    founder: { '@type': 'Person', name: company.owner },
    address: {
      '@type': 'PostalAddress',
      streetAddress: company.address.street,
      postalCode: company.address.postalCode,
      addressLocality: company.address.city,
      addressRegion: company.address.region,
      addressCountry: company.address.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: company.geo.latitude, longitude: company.geo.longitude },
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: allDays,
        opens: company.openingHours.opens,
        closes: company.openingHours.closes,
      },
    ],
    areaServed: company.serviceAreas.map((area) => ({ '@type': 'AdministrativeArea', name: area.name })),
    priceRange: `ab ${formatEuroCompact(company.prices.baseFromCents)}`,
    currenciesAccepted: 'EUR',
  };
}

export type Crumb = { name: string; path: string };

/** BreadcrumbList: Startseite first, then the given crumbs (the last one is the page itself). */
export function breadcrumbJsonLd(publicUrl: string, crumbs: Crumb[]): JsonLdObject {
  const all = [{ name: 'Startseite', path: '/' }, ...crumbs];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: all.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(publicUrl, crumb.path),
    })),
  };
}

export type FaqItem = { question: string; answer: string };

export function faqPageJsonLd(items: FaqItem[]): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}
