// /app/pricing: Preise (SPEC.md §2) plus edit and delete. Thin: guard, one handler per intent.
import { describeSavedRule, priceRuleTexts } from '#app/domain/pricing/action-texts';
import { priceModeLabel } from '#app/domain/pricing/modes';
import { requireStaff } from '#app/server/auth/guard.server';
import { crudAction, crudHandler } from '#app/server/http/crud-action.server';
import {
  createPriceRule,
  deletePriceRule,
  listPriceRules,
  updatePriceRule,
} from '#app/server/pricing/price-rules.server';
import { PricingScreen } from '#app/routes/staff/fleet/ui/pricing-screen';
import type { Route } from './+types/pricing';

export const meta: Route.MetaFunction = () => [{ title: 'Preise – Back Office' }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  return { rules: await listPriceRules(context.services.db) };
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireStaff(request, context);
  const { db, logger } = context.services;
  return crudAction(request, logger, priceRuleTexts, {
    create: crudHandler({ run: (values) => createPriceRule(db, values), describe: describeSavedRule }),
    update: crudHandler({ run: (values) => updatePriceRule(db, values.id, values), describe: describeSavedRule }),
    delete: crudHandler({
      run: (values) => deletePriceRule(db, values.id),
      describe: (rule) => `${rule.insurer} (${priceModeLabel(rule.mode)})`,
    }),
  });
}

export default function PricingRoute({ loaderData }: Route.ComponentProps) {
  return <PricingScreen {...loaderData} />;
}
