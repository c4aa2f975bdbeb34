// /app/pricing: Preise (SPEC.md §2) plus edit and delete. Thin: guard, intent, use case, respond.
import { zeroedNotice } from '../../../domain/pricing/price-rule-form';
import { formatEuro } from '../../../domain/pricing/money';
import { priceModeLabel } from '../../../domain/pricing/modes';
import { requireStaff } from '../../../server/auth/guard.server';
import { createPriceRule, deletePriceRule, listPriceRules, updatePriceRule, type SavedPriceRule } from '../../../server/pricing/price-rules.server';
import { PricingScreen } from '../../../staff/pricing/pricing-screen';
import type { Route } from './+types/pricing';
import { badRequest, readForm, refused, respond } from './form-result.server';

export const meta: Route.MetaFunction = () => [{ title: 'Preise – Back Office' }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  return { rules: await listPriceRules(context.services.db) };
}

function describeSaved({ rule, zeroed }: SavedPriceRule): string {
  const summary = `${rule.insurer} (${priceModeLabel(rule.mode)}): ${formatEuro(rule.baseFareCents)}, ${rule.includedKm} km inklusive, ${formatEuro(rule.perKmCents)} je weiteren km.`;
  const notice = zeroedNotice(zeroed);
  return notice ? `${summary} ${notice}` : summary;
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireStaff(request, context);
  const { db } = context.services;
  const read = await readForm(request);
  if (!read.ok) return refused('unknown', 'Fehler beim Speichern der Preisregel', read);
  const form = read.form;
  const intent = form.get('intent');
  const values = Object.fromEntries(form);
  switch (intent) {
    case 'create':
      return respond('create', form, await createPriceRule(db, values), {
        success: 'Preisregel gespeichert',
        failure: 'Fehler beim Speichern der Preisregel',
        describe: describeSaved,
      });
    case 'update':
      return respond('update', form, await updatePriceRule(db, form.get('id'), values), {
        success: 'Preisregel aktualisiert',
        failure: 'Fehler beim Aktualisieren der Preisregel',
        describe: describeSaved,
      });
    case 'delete':
      return respond('delete', form, await deletePriceRule(db, form.get('id')), {
        success: 'Preisregel gelöscht',
        failure: 'Fehler beim Löschen der Preisregel',
        describe: (rule) => `${rule.insurer} (${priceModeLabel(rule.mode)})`,
      });
    default:
      return badRequest(String(intent ?? 'unknown'), 'Fehler beim Speichern der Preisregel');
  }
}

export default function PricingRoute({ loaderData }: Route.ComponentProps) {
  return <PricingScreen rules={loaderData.rules} />;
}
