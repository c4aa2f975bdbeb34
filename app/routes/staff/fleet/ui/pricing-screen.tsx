// Preise (SPEC.md §2): add-rule card and the table "Preisregeln (n)"; beyond SPEC.md edit and delete,
// one rule per insurer and type, failures shown (issue 7). Money in German with two decimals.
import { centsToInput, formatEuro } from '#app/domain/pricing/money';
import { priceModeLabel } from '#app/domain/pricing/modes';
import { TableCell, TableRow } from '#app/ui/table';
import { CreateCard, EditDeleteActions, ListSection } from '#app/staff/crud/crud-parts';
import { ListScreen } from '#app/staff/crud/page-parts';
import { ACTIONS_COLUMN, TableCard, type Column } from '#app/staff/crud/table-card';
import { billingFormDefaults } from '#app/domain/billing/price-rule-billing-form';
import { PriceRuleFields } from './price-rule-fields';
import type { Route } from '../+types/pricing';

/** The screen shows what its route's loader returns (the route's generated types). */
type ScreenData = Route.ComponentProps['loaderData'];

// On a phone only the first and the last column show; the first lists the others' content.
const WIDE = 'hidden sm:table-cell';
const WIDE_NUMBER = 'hidden text-right sm:table-cell';
const COLUMNS: Column[] = [
  { label: 'Kasse' },
  { label: 'Art', className: WIDE },
  { label: 'Grundpauschale', className: WIDE_NUMBER },
  { label: 'inkl. km', className: WIDE_NUMBER },
  { label: 'ab km (€)', className: WIDE_NUMBER },
  ACTIONS_COLUMN,
];

function AddRuleCard() {
  return (
    <CreateCard
      fetcherKey="price-rule-create"
      title="Preisregel hinzufügen"
      description="Eine Regel je Krankenkasse und Transportart."
      submitLabel="Speichern"
      busyLabel="Wird gespeichert …"
    >
      {({ defaults, errors }) => <PriceRuleFields idPrefix="new-rule" defaults={defaults} errors={errors} />}
    </CreateCard>
  );
}

export function PricingScreen({ rules }: ScreenData) {
  return (
    <ListScreen title="Preise" create={<AddRuleCard />}>
      <ListSection id="rules-heading" title="Preisregeln" count={rules.length} empty="Noch keine Preisregeln angelegt.">
        <TableCard columns={COLUMNS}>
          {rules.map((rule) => {
            const label = `${rule.insurer} (${priceModeLabel(rule.mode)})`;
            return (
              <TableRow key={rule.id}>
                <TableCell>
                  <span className="font-semibold">{rule.insurer}</span>
                  <span className="block text-sm text-muted">
                    {rule.billing.kostentraegerIk ? `IK ${rule.billing.kostentraegerIk}` : 'IK fehlt'}
                  </span>
                  {/* On a phone the other columns are hidden; their content is listed here instead. */}
                  <span className="mt-1 flex flex-col gap-0.5 text-sm text-muted sm:hidden">
                    <span className="text-ink">{priceModeLabel(rule.mode)}</span>
                    <span>Grundpauschale {formatEuro(rule.baseFareCents)}</span>
                    <span>
                      inkl. {rule.includedKm} km, danach {formatEuro(rule.perKmCents)} je km
                    </span>
                  </span>
                </TableCell>
                <TableCell className="hidden sm:table-cell">{priceModeLabel(rule.mode)}</TableCell>
                <TableCell className="hidden text-right whitespace-nowrap tabular-nums sm:table-cell">
                  {formatEuro(rule.baseFareCents)}
                </TableCell>
                <TableCell className="hidden text-right tabular-nums sm:table-cell">{rule.includedKm}</TableCell>
                <TableCell className="hidden text-right whitespace-nowrap tabular-nums sm:table-cell">
                  {formatEuro(rule.perKmCents)}
                </TableCell>
                <TableCell>
                  <EditDeleteActions
                    id={rule.id}
                    subject={`Preisregel ${label}`}
                    editTitle="Preisregel bearbeiten"
                    editDescription={`Ändern Sie die Preisregel für ${label}.`}
                    deleteTitle="Preisregel löschen"
                    question={`Möchten Sie die Preisregel für ${label} wirklich löschen?`}
                    inTable
                  >
                    {(errors) => (
                      <PriceRuleFields
                        idPrefix={`rule-${rule.id}`}
                        defaults={{
                          insurer: rule.insurer,
                          mode: rule.mode,
                          baseFare: centsToInput(rule.baseFareCents),
                          includedKm: String(rule.includedKm),
                          perKm: centsToInput(rule.perKmCents),
                          ...billingFormDefaults(rule.billing),
                        }}
                        errors={errors}
                      />
                    )}
                  </EditDeleteActions>
                </TableCell>
              </TableRow>
            );
          })}
        </TableCard>
      </ListSection>
    </ListScreen>
  );
}
