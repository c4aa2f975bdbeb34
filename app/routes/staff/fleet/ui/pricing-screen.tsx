// Preise (SPEC.md §2): add-rule card and the table "Preisregeln (n)"; beyond SPEC.md edit and delete,
// one rule per insurer and type, failures shown (issue 7). Money in German with two decimals.
import { centsToInput, formatEuro } from '#app/domain/pricing/money';
import { priceModeLabel } from '#app/domain/pricing/modes';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '#app/ui/table';
import { CreateCard, ListSection, DeleteConfirm, EditDialog } from '#app/staff/crud/crud-parts';
import { billingFormDefaults, type PriceRuleBilling } from '#app/domain/billing/price-rule-billing-form';
import { PriceRuleFields } from './price-rule-fields';
import type { Route } from '../+types/pricing';

/** The screen shows what its route's loader returns (the route's generated types). */
type ScreenData = Route.ComponentProps['loaderData'];

export type PriceRuleListItem = {
  id: string;
  insurer: string;
  mode: string;
  baseFareCents: number;
  includedKm: number;
  perKmCents: number;
  billing: PriceRuleBilling;
};

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
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 p-4 sm:p-6">
      <h1 className="text-2xl font-bold">Preise</h1>
      <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
        <AddRuleCard />
        <ListSection
          id="rules-heading"
          title="Preisregeln"
          count={rules.length}
          empty="Noch keine Preisregeln angelegt."
        >
          <div className="rounded-lg border border-border bg-white">
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Kasse</TableHead>
                  <TableHead className="hidden sm:table-cell">Art</TableHead>
                  <TableHead className="hidden text-right sm:table-cell">Grundpauschale</TableHead>
                  <TableHead className="hidden text-right sm:table-cell">inkl. km</TableHead>
                  <TableHead className="hidden text-right sm:table-cell">ab km (€)</TableHead>
                  <TableHead>
                    <span className="sr-only">Aktionen</span>
                  </TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
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
                        <div className="flex justify-end gap-2">
                          <EditDialog
                            title="Preisregel bearbeiten"
                            description={`Ändern Sie die Preisregel für ${label}.`}
                            triggerLabel={`Preisregel ${label} bearbeiten`}
                            intent="update"
                            id={rule.id}
                            iconOnly
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
                          </EditDialog>
                          <DeleteConfirm
                            title="Preisregel löschen"
                            question={`Möchten Sie die Preisregel für ${label} wirklich löschen?`}
                            triggerLabel={`Preisregel ${label} löschen`}
                            intent="delete"
                            id={rule.id}
                            iconOnly
                          />
                        </div>
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </div>
        </ListSection>
      </div>
    </div>
  );
}
