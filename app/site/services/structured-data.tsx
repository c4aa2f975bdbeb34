// Head tags and JSON-LD of a service page: unique title and description, canonical, Open Graph
// (pageMeta), MedicalBusiness + BreadcrumbList on every page, FAQPage where the page has FAQs.
import type { MetaDescriptor } from 'react-router';
import { businessJsonLd, breadcrumbJsonLd, faqPageJsonLd, JsonLd, type JsonLdObject } from '#app/site/json-ld';
import { pageMeta } from '#app/site/seo';
import type { MetaMatchesLike } from '#app/site/site-context';
import { useSiteContext } from '#app/site/site-context';
import type { ServicePageContent } from './types';

/** The overview page every service page hangs below in the breadcrumb trail. */
export const servicesOverviewCrumb = { name: 'Leistungen', path: '/leistungen/' };

export function serviceCrumbs(page: ServicePageContent) {
  return [servicesOverviewCrumb, { name: page.breadcrumb, path: page.path }];
}

export function serviceMeta(page: ServicePageContent, matches: MetaMatchesLike): MetaDescriptor[] {
  return pageMeta({ matches, title: page.title, description: page.description, path: page.path });
}

export function serviceJsonLd(page: ServicePageContent, publicUrl: string): JsonLdObject[] {
  const data = [businessJsonLd(publicUrl), breadcrumbJsonLd(publicUrl, serviceCrumbs(page))];
  if ('faqs' in page && page.faqs.length > 0) data.push(faqPageJsonLd(page.faqs));
  return data;
}

export function ServiceJsonLd({ page }: { page: ServicePageContent }) {
  const { publicUrl } = useSiteContext();
  return <JsonLd data={serviceJsonLd(page, publicUrl)} />;
}
