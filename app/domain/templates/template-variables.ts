// E-mail template variables (SPEC.md §3 plus bookingNumber and firmenname), placeholder parsing,
// HTML escaping and rendering. Pure: used by the server to send and by the settings screen to preview.
import { escapeHtml } from '#app/domain/html-escape';

export type TemplateVariable = { name: string; label: string };

/** Every variable a template may use, in the order the editor lists them. */
export const templateVariables: readonly TemplateVariable[] = [
  { name: 'vorname', label: 'Vorname' },
  { name: 'nachname', label: 'Nachname' },
  { name: 'telefon', label: 'Telefon' },
  { name: 'email', label: 'E-Mail' },
  { name: 'abholadresse', label: 'Abholadresse' },
  { name: 'zieladresse', label: 'Zieladresse' },
  { name: 'datum', label: 'Datum (TT.MM.JJJJ)' },
  { name: 'uhrzeit', label: 'Uhrzeit (HH:MM)' },
  { name: 'rueckfahrt', label: 'Rückfahrt' },
  { name: 'rueckfahrtZeit', label: 'Uhrzeit der Rückfahrt' },
  { name: 'rueckfahrtDatum', label: 'Datum der Rückfahrt (TT.MM.JJJJ)' },
  { name: 'rueckfahrtAbholadresse', label: 'Abholadresse der Rückfahrt' },
  { name: 'rueckfahrtZieladresse', label: 'Zieladresse der Rückfahrt' },
  { name: 'grund', label: 'Begründung (Absage)' },
  { name: 'krankenkasse', label: 'Krankenkasse' },
  { name: 'pflegegrad', label: 'Pflegegrad' },
  { name: 'hinweise', label: 'Hinweise' },
  { name: 'bookingId', label: 'Interne Buchungs-ID' },
  { name: 'bookingNumber', label: 'Buchungsnummer' },
  { name: 'firmenname', label: 'Firmenname' },
];

export type TemplateValues = Record<string, string>;

const knownNames = new Set(templateVariables.map((variable) => variable.name));

// {{ name }} with optional inner spaces. Names are letters, digits and underscores.
const placeholderPattern = /\{\{\s*([^{}\s]*)\s*\}\}/g;

/** The distinct placeholder names used in `text`, in order of first appearance. */
export function findPlaceholders(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(placeholderPattern)) {
    const name = match[1] ?? '';
    if (!found.includes(name)) found.push(name);
  }
  return found;
}

/** Placeholders that are not template variables (typos, variables of other systems, empty `{{}}`). */
export function findUnknownVariables(...texts: string[]): string[] {
  const unknown: string[] = [];
  for (const text of texts) {
    for (const name of findPlaceholders(text)) {
      if (!knownNames.has(name) && !unknown.includes(name)) unknown.push(name);
    }
  }
  return unknown;
}

export { escapeHtml };

function lookup(values: TemplateValues, name: string): string {
  return knownNames.has(name) && Object.prototype.hasOwnProperty.call(values, name) ? (values[name] ?? '') : '';
}

/** The HTML body: every variable's value is HTML-escaped; unknown placeholders render empty. */
export function renderHtml(template: string, values: TemplateValues): string {
  return template.replace(placeholderPattern, (_all, name: string) => escapeHtml(lookup(values, name)));
}

/** A subject line: values inserted as text, line breaks (header injection) flattened to spaces. */
export function renderSubject(template: string, values: TemplateValues): string {
  return template
    .replace(placeholderPattern, (_all, name: string) => lookup(values, name))
    .replace(/[\r\n\t]+/g, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();
}

const namedEntities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  auml: 'ä',
  ouml: 'ö',
  uuml: 'ü',
  Auml: 'Ä',
  Ouml: 'Ö',
  Uuml: 'Ü',
  szlig: 'ß',
  euro: '€',
  ndash: '–',
  mdash: '—',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (all, entity: string) => {
    if (entity.startsWith('#x') || entity.startsWith('#X')) return String.fromCodePoint(parseInt(entity.slice(2), 16));
    if (entity.startsWith('#')) return String.fromCodePoint(parseInt(entity.slice(1), 10));
    return namedEntities[entity] ?? all;
  });
}

/** A readable plain-text version of template HTML (block ends become line breaks, cells are separated). */
export function htmlToText(html: string): string {
  const text = html
    .replace(/<(script|style|head)[\s\S]*?<\/\1>/gi, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/td>\s*<td[^>]*>/gi, ' ')
    .replace(/<\/(p|table|h[1-6]|ul|ol|blockquote)>/gi, '\n\n')
    .replace(/<\/(div|tr|li)>/gi, '\n')
    .replace(/<li[^>]*>/gi, '- ')
    .replace(/<[^>]*>/g, '');
  return decodeEntities(text)
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * The plain-text part: the template is turned into text first and the values inserted afterwards, so
 * a value is shown exactly as entered and can never be read as markup.
 */
export function renderText(template: string, values: TemplateValues): string {
  const marked = template.replace(placeholderPattern, (_all, name: string) => `\uE000${name}\uE000`);
  return htmlToText(marked).replace(/\uE000([^\uE000]*)\uE000/g, (_all, name: string) => lookup(values, name));
}

export type RenderedMail = { subject: string; html: string; text: string };

export function renderMail(template: { subject: string; content: string }, values: TemplateValues): RenderedMail {
  return {
    subject: renderSubject(template.subject, values),
    html: renderHtml(template.content, values),
    text: renderText(template.content, values),
  };
}

/**
 * For the editor's preview only: removes scripts, inline event handlers and javascript: URLs. The
 * preview frame is sandboxed and under the page's CSP anyway; this keeps it quiet and obviously inert.
 */
export function stripActiveContent(html: string): string {
  return html
    .replace(/<script\b[\s\S]*?(<\/script\s*>|$)/gi, '')
    .replace(/<(iframe|object|embed|base|meta)\b[^>]*>/gi, '')
    .replace(/\s+on[a-z]+\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi, '')
    .replace(/(href|src|action|formaction)\s*=\s*(["']?)\s*javascript:[^"'\s>]*\2/gi, '$1="#"');
}
