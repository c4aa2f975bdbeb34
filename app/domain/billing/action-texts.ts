// The German toast texts of the Abrechnung screen (decision 160: one catalogue per area).
import { codeTexts, type ActionCatalogue } from '#app/domain/action-result';
import type { BillingProblem } from './billing-checks';
import { formatGermanMonth } from '#app/domain/calendar-days';
import { LEG_KIND_LABELS, type LegKind } from '#app/domain/rides/legs';

export const billingTexts: ActionCatalogue<
  'leg-values' | 'export' | 'correction' | 'office-completion' | 'paper-proof'
> = {
  titles: {
    'office-completion': { success: 'Fahrt im Büro abgeschlossen', failure: 'Fahrt konnte nicht abgeschlossen werden' },
    'paper-proof': {
      success: 'Transportschein gespeichert',
      failure: 'Transportschein konnte nicht gespeichert werden',
    },
    'leg-values': { success: 'Fahrt ergänzt', failure: 'Fahrt konnte nicht ergänzt werden' },
    export: { success: 'Monatspaket erstellt', failure: 'Monatspaket konnte nicht erstellt werden' },
    correction: { success: 'Korrektur gespeichert', failure: 'Korrektur konnte nicht gespeichert werden' },
  },
  codes: codeTexts({
    'not-found': 'Die Fahrt wurde nicht gefunden. Vielleicht wurde sie inzwischen geändert.',
    conflict: 'Die Fahrt ist bereits abgerechnet und kann nicht mehr geändert werden.',
  }),
};

/**
 * The answer to "Fahrt abschließen" (issue 37): what happened, and whether the ride can now be billed. The
 * missing parts are billing's own check messages (legBillingProblems), the ones its entry lists.
 */
export function officeCompletionText(done: {
  bookingNumber: string;
  kind: LegKind;
  paperProof: boolean;
  billingProblems: readonly Pick<BillingProblem, 'message'>[];
}): string {
  const what = `${done.bookingNumber}, ${LEG_KIND_LABELS[done.kind]}: Fahrt im Büro abgeschlossen${
    done.paperProof ? ', Transportschein gespeichert' : ''
  }.`;
  if (!done.billingProblems.length) return `${what} Die Fahrt steht jetzt zur Abrechnung bereit.`;
  return `${what} Noch nicht abrechenbar: ${done.billingProblems.map((p) => p.message).join(' ')}`;
}

/** What "Monatspaket erstellen" asks before the package is made: its rides (one "kommt", several "kommen"). */
export function packageDialogText(input: { ready: number; kasse: string; month: string; corrections: number }): string {
  const one = input.ready === 1;
  const corrections = input.corrections
    ? ` Dazu ${input.corrections === 1 ? 'die vorgemerkte Korrektur' : `die ${input.corrections} vorgemerkten Korrekturen`} früherer Monatspakete.`
    : '';
  return (
    `${input.ready} abrechnungsbereite ${one ? 'Fahrt' : 'Fahrten'} von ${input.kasse} im ${formatGermanMonth(input.month)} ` +
    `${one ? 'kommt' : 'kommen'} in das Paket (CSV, Sammelliste als PDF, ZIP mit Verordnungen und Unterschriften).` +
    `${corrections} Die Buchungen werden als „Abgerechnet“ markiert; das Paket kann danach nicht mehr geändert werden.`
  );
}
