// The public site's navigation (SPEC.md §2 "Shared public elements").

export type NavLink = { label: string; href: string };

/** The Leistungen dropdown (desktop) and list (mobile): the nine service pages, in SPEC.md's order. */
export const serviceNavLinks: NavLink[] = [
  { label: 'Krankentransport Frankfurt', href: '/krankentransport-frankfurt/' },
  { label: 'Rollstuhltransport', href: '/rollstuhltransport/' },
  { label: 'Tragestuhl-Transport', href: '/tragestuhl-transport/' },
  { label: 'Reha- & Therapiefahrten', href: '/reha-therapiefahrten/' },
  { label: 'Privatfahrten', href: '/privatfahrten/' },
  { label: 'Dialysefahrten', href: '/dialysefahrten/' },
  { label: 'Chemo- & Strahlentherapiefahrten', href: '/chemo-strahlentherapiefahrten/' },
  { label: 'Einweisungs- & Entlassungsfahrten', href: '/einweisungs-entlassungsfahrten/' },
  { label: 'BG Unfallklinik Frankfurt', href: '/bgu-frankfurt-krankentransport/' },
];

export const BOOKING_PATH = '/online-buchung';

export const mainNavLinks = {
  home: { label: 'Home', href: '/' },
  about: { label: 'Über uns', href: '/ueber-uns/' },
  services: { label: 'Leistungen', href: '/leistungen/' },
  prices: { label: 'Preise', href: '/preise/' },
  booking: { label: 'Online-Buchung', href: BOOKING_PATH },
} satisfies Record<string, NavLink>;

export const legalNavLinks: NavLink[] = [
  { label: 'Impressum', href: '/impressum/' },
  { label: 'Datenschutz', href: '/datenschutz' },
];
