// The booking e-mail templates and their German names (SPEC.md §3, plus "Änderung" and "Absage" of issue 17).
export const templateTypes = ['confirmation', 'acceptance', 'notification', 'change', 'rejection'] as const;
export type TemplateTypeName = (typeof templateTypes)[number];

export const templateTypeLabels: Record<TemplateTypeName, string> = {
  confirmation: 'Buchungseingang',
  acceptance: 'Buchungsbestätigung',
  notification: 'Interne Benachrichtigung',
  change: 'Änderung',
  rejection: 'Absage',
};

export const templateTypeDescriptions: Record<TemplateTypeName, string> = {
  confirmation: 'Geht bei jeder neuen Buchung an die Bestätigungsadresse des Fahrgasts.',
  acceptance: 'Geht an den Fahrgast, sobald die Fahrt bestätigt wird.',
  notification: 'Geht bei jeder neuen Buchung an die Firmenadresse.',
  change:
    'Geht an den Fahrgast, wenn das Büro Datum, Uhrzeit oder Adressen einer Fahrt ändert und „Fahrgast per E-Mail informieren“ wählt.',
  rejection:
    'Geht an den Fahrgast, wenn das Büro eine Buchung ablehnt und „Fahrgast per E-Mail informieren“ wählt; {{grund}} ist die optionale Begründung.',
};

export function isTemplateType(value: unknown): value is TemplateTypeName {
  return typeof value === 'string' && (templateTypes as readonly string[]).includes(value);
}
