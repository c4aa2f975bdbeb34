// Every public, indexable page (SPEC.md §2 route table): the sitemap is generated from this list.
// Add a page here when you add its route (the service pages are listed already).

export type PublicPage = {
  /** The path exactly as linked and as its canonical address (trailing slash where SPEC.md has one). */
  path: string;
  /** Relative importance for the sitemap, 0.0–1.0. */
  priority: number;
  changefreq: 'daily' | 'weekly' | 'monthly' | 'yearly';
};

export const publicPages: PublicPage[] = [
  { path: '/', priority: 1.0, changefreq: 'weekly' },
  { path: '/ueber-uns/', priority: 0.6, changefreq: 'monthly' },
  { path: '/leistungen/', priority: 0.9, changefreq: 'monthly' },
  { path: '/krankentransport-frankfurt/', priority: 0.9, changefreq: 'monthly' },
  { path: '/krankentransport/', priority: 0.8, changefreq: 'monthly' },
  { path: '/rollstuhltransport/', priority: 0.8, changefreq: 'monthly' },
  { path: '/tragestuhl-transport/', priority: 0.8, changefreq: 'monthly' },
  { path: '/reha-therapiefahrten/', priority: 0.7, changefreq: 'monthly' },
  { path: '/privatfahrten/', priority: 0.7, changefreq: 'monthly' },
  { path: '/dialysefahrten/', priority: 0.8, changefreq: 'monthly' },
  { path: '/chemo-strahlentherapiefahrten/', priority: 0.7, changefreq: 'monthly' },
  { path: '/einweisungs-entlassungsfahrten/', priority: 0.7, changefreq: 'monthly' },
  { path: '/schuelerfahrten/', priority: 0.6, changefreq: 'monthly' },
  { path: '/bgu-frankfurt-krankentransport/', priority: 0.7, changefreq: 'monthly' },
  { path: '/preise/', priority: 0.8, changefreq: 'monthly' },
  { path: '/online-buchung', priority: 0.9, changefreq: 'monthly' },
  { path: '/kontakt/', priority: 0.7, changefreq: 'yearly' },
  { path: '/faq/', priority: 0.6, changefreq: 'monthly' },
  { path: '/impressum/', priority: 0.2, changefreq: 'yearly' },
  { path: '/datenschutz', priority: 0.2, changefreq: 'yearly' },
];
