// Content model of the service pages (SPEC.md §2 "Service page template"). The German copy lives in
// `content/*.ts`, one file per page; the templates render it. Facts (phone, e-mail, hours, areas,
// prices, experience) are never written into the copy by hand: they come from `app/company.ts`.
import type { SiteImageData } from '#app/site/site-image-data';

/** A sized illustration under `public/images/services/` (sizes avoid layout shift) or its photo. */
export type ServiceImage = SiteImageData;

/** Icon names the templates know (mapped to lucide icons in `icons.tsx`). */
export type ServiceIconName =
  | 'armchair'
  | 'accessibility'
  | 'bed'
  | 'building'
  | 'calendar'
  | 'clock'
  | 'door'
  | 'file'
  | 'hand-heart'
  | 'heart-pulse'
  | 'home'
  | 'map'
  | 'phone'
  | 'route'
  | 'school'
  | 'shield'
  | 'stairs'
  | 'users'
  | 'wallet';

export type Feature = { icon: ServiceIconName; title: string; text: string };
export type UseCase = { title: string; text: string };
export type Faq = { question: string; answer: string };

export type Hero = {
  /** Short line above the heading, e.g. the service area. */
  eyebrow: string;
  /** The page's single h1. */
  heading: string;
  lead: string;
  image: ServiceImage;
};

/** SEO and navigation data every page has. */
type PageBase = {
  /** Path with trailing slash, as in SPEC.md's route table. */
  path: `/${string}/`;
  /** Document title (unique per page; the site name is appended by the template). */
  title: string;
  /** Meta description, 70–160 characters. */
  description: string;
  /** Name of the page in the breadcrumb trail. */
  breadcrumb: string;
  hero: Hero;
};

export type FullServicePageContent = PageBase & {
  template: 'full';
  whatIs: { heading: string; paragraphs: string[]; features: [Feature, Feature, Feature] };
  useCases: { heading: string; intro: string; items: UseCase[] };
  ourService: { heading: string; intro: string; qualifications: string[] };
  costs: { heading: string; paragraphs: string[]; requirementsHeading: string; requirements: string[]; note: string };
  contact: { heading: string; intro: string };
  faqs: Faq[];
};

export type SimpleSection = { heading: string; paragraphs: string[]; bullets?: string[] };

export type SimpleServicePageContent = PageBase & {
  template: 'simple';
  sections: SimpleSection[];
  cta: { heading: string; text: string };
};

export type SchoolRidesPageContent = PageBase & {
  template: 'school';
  whatIs: { heading: string; paragraphs: string[]; features: [Feature, Feature, Feature] };
  useCases: { heading: string; intro: string; items: UseCase[] };
  ourService: { heading: string; intro: string; qualifications: string[] };
  costs: { heading: string; paragraphs: string[]; requirementsHeading: string; requirements: string[] };
  faqs: Faq[];
  emailContact: { heading: string; text: string; subject: string };
};

export type AccidentHospitalPageContent = PageBase & {
  template: 'accident-hospital';
  benefits: { heading: string; intro: string; items: Feature[] };
  address: { heading: string; text: string };
  useCases: { heading: string; intro: string; items: UseCase[] };
  quickBooking: { heading: string; text: string };
  faqs: Faq[];
  cta: { heading: string; text: string };
};

export type ServicePageContent =
  FullServicePageContent | SimpleServicePageContent | SchoolRidesPageContent | AccidentHospitalPageContent;
