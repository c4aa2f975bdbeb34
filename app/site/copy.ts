import { company } from '#app/company';

/** The experience claim after "mit": "rund 15 Jahre Erfahrung" → "rund 15 Jahren Erfahrung". */
export const experienceWith = company.experience.label.replace(/\bJahre\b/, 'Jahren');

const joinGerman = (parts: string[]) =>
  parts.length > 1 ? `${parts.slice(0, -1).join(', ')} und ${parts.at(-1)}` : (parts[0] ?? '');

/** "A, B und C" from the configured service areas. */
export const serviceAreaList = joinGerman(company.serviceAreas.map((area) => area.name));

/** The preposition a place name takes: "im Hochtaunuskreis", but "in Bad Homburg". */
export function areaPreposition(name: string): 'im' | 'in' {
  return /(kreis|gebiet|taunus)$/i.test(name) ? 'im' : 'in';
}

/** The areas with their prepositions: "in Bad Homburg, Frankfurt am Main und im Hochtaunuskreis". */
export const inServiceAreas = joinGerman(
  company.serviceAreas.map((area, index) => {
    const preposition = areaPreposition(area.name);
    return index === 0 || preposition !== 'in' ? `${preposition} ${area.name}` : area.name;
  }),
);
