// The German toast texts of the Preise screen (decision 071; one catalogue per area, decision 160).
import { codeTexts, type ActionCatalogue } from '#app/domain/action-result';
import { formatEuro } from './money';
import { priceModeLabel } from './modes';
import { zeroedNotice } from './price-rule-form';

export const RULE_GONE = 'Die Preisregel wurde nicht gefunden. Vielleicht wurde sie inzwischen gelöscht.';

export const priceRuleTexts: ActionCatalogue<'create' | 'update' | 'delete'> = {
  titles: {
    create: { success: 'Preisregel gespeichert', failure: 'Fehler beim Speichern der Preisregel' },
    update: { success: 'Preisregel aktualisiert', failure: 'Fehler beim Aktualisieren der Preisregel' },
    delete: { success: 'Preisregel gelöscht', failure: 'Fehler beim Löschen der Preisregel' },
  },
  codes: codeTexts({
    'not-found': RULE_GONE,
    conflict: 'Die Preisregel wurde inzwischen geändert. Bitte laden Sie die Seite neu.',
  }),
};

type SavedRule = { insurer: string; mode: string; baseFareCents: number; includedKm: number; perKmCents: number };

/** The success description of a saved rule, with the notice when empty money fields were taken as 0. */
export function describeSavedRule({
  rule,
  zeroed,
}: {
  rule: SavedRule;
  zeroed: Parameters<typeof zeroedNotice>[0];
}): string {
  const summary = `${rule.insurer} (${priceModeLabel(rule.mode)}): ${formatEuro(rule.baseFareCents)}, ${rule.includedKm} km inklusive, ${formatEuro(rule.perKmCents)} je weiteren km.`;
  const notice = zeroedNotice(zeroed);
  return notice ? `${summary} ${notice}` : summary;
}
