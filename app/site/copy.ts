import { company } from '../company';

/** The experience claim after "mit": "rund 15 Jahre Erfahrung" → "rund 15 Jahren Erfahrung". */
export const experienceWith = company.experience.label.replace(/\bJahre\b/, 'Jahren').replace(/\bJahr\b/, 'Jahr');

/** "A, B und C" from the configured service areas. */
export const serviceAreaList = (() => {
  const names = company.serviceAreas.map((area) => area.name);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} und ${names.at(-1)}` : (names[0] ?? '');
})();
