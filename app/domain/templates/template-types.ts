// The three booking e-mail templates and their German names (SPEC.md §3).
export const templateTypes = ['confirmation', 'acceptance', 'notification'] as const;
export type TemplateTypeName = (typeof templateTypes)[number];

export const templateTypeLabels: Record<TemplateTypeName, string> = {
  confirmation: 'Buchungseingang',
  acceptance: 'Buchungsbestätigung',
  notification: 'Interne Benachrichtigung',
};

export const templateTypeDescriptions: Record<TemplateTypeName, string> = {
  confirmation: 'Geht bei jeder neuen Buchung an die Bestätigungsadresse des Fahrgasts.',
  acceptance: 'Geht an den Fahrgast, sobald die Fahrt bestätigt wird.',
  notification: 'Geht bei jeder neuen Buchung an die Firmenadresse.',
};

export function isTemplateType(value: unknown): value is TemplateTypeName {
  return typeof value === 'string' && (templateTypes as readonly string[]).includes(value);
}
