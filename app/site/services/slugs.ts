/** The eleven service pages' URL slugs (SPEC.md §2 route table); each page lives at `/<slug>/`. */
export const serviceSlugs = [
  'krankentransport-frankfurt',
  'krankentransport',
  'rollstuhltransport',
  'tragestuhl-transport',
  'dialysefahrten',
  'reha-therapiefahrten',
  'privatfahrten',
  'chemo-strahlentherapiefahrten',
  'einweisungs-entlassungsfahrten',
  'schuelerfahrten',
  'bgu-frankfurt-krankentransport',
] as const;
