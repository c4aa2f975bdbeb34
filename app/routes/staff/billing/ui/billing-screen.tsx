// Abrechnung (issue 21): completed legs not yet billed, grouped by payer, each with the checks of a
// billing centre (what is missing and where to fix it), the km / waiting-time entry, the monthly package
// per insurer and the stored packages for download.
import { CircleAlert, CircleCheck, Download } from 'lucide-react';
import { useRef, useState } from 'react';
import { Form, Link, useFetcher, useRevalidator } from 'react-router';
import { BILLING_LEGS_PER_PAGE, billingFilterQuery, type BillingFilter } from '#app/domain/billing/billing-list';
import { packageDialogText } from '#app/domain/billing/action-texts';
import { formatGermanMonth } from '#app/domain/calendar-days';
import { formatGermanDate } from '#app/domain/german-date';
import { isInvoicedPayer } from '#app/domain/invoices/invoice-payers';
import { formatEuro, formatEuroDifference } from '#app/domain/pricing/money';
import {
  PAYER_LABELS,
  type BillingListView,
  type ExportFileKind,
  type ExportSummary,
  type OpenLeg,
  type PagedPayerGroup,
  type PayerGroup,
} from '#app/domain/billing/read-models';
import { Badge } from '#app/ui/badge';
import { Button } from '#app/ui/button';
import { Field } from '#app/ui/field';
import { Input } from '#app/ui/input';
import { NativeSelect } from '#app/ui/native-select';
import { actionResultOf, useActionResult } from '#app/staff/actions/use-action-result';
import { ConfirmForm, SubmitButton } from '#app/staff/crud/crud-parts';
import type { Route } from '../+types/billing';
import { CorrectionsSection } from './corrections-section';
import { PaperProofForm, UncompletedSection } from './office-completion';
import { LEG_KIND_LABELS } from '#app/domain/rides/legs';

function kmText(km: number | null): string {
  return km === null ? '' : String(km).replace('.', ',');
}

function LegValuesForm({ leg }: { leg: OpenLeg }) {
  const fetcher = useFetcher();
  const { revalidate } = useRevalidator();
  const formRef = useRef<HTMLFormElement>(null);
  const result = actionResultOf(fetcher.data);
  // A refusal of the ride itself (billed meanwhile, gone): after its toast, show the screen as it is now.
  useActionResult(result, {
    formRef,
    onFailure: (refused) =>
      refused.code === 'conflict' || refused.code === 'not-found' ? void revalidate() : undefined,
  });
  const errors = result && !result.ok ? result.fieldErrors : {};
  const label = `${leg.bookingNumber} ${LEG_KIND_LABELS[leg.kind]}`;
  return (
    <fetcher.Form
      method="post"
      ref={formRef}
      noValidate
      className="flex flex-wrap items-end gap-3"
      aria-label={`Kilometer, Wartezeit und Absetzzeit für ${label}`}
    >
      <input type="hidden" name="intent" value="leg-values" />
      <input type="hidden" name="id" value={leg.legId} />
      <Field label="Gefahrene km" error={errors.km} className="w-32">
        <Input
          name="km"
          inputMode="decimal"
          autoComplete="off"
          placeholder="z. B. 12,5"
          defaultValue={kmText(leg.km)}
        />
      </Field>
      <Field label="Wartezeit (Min.)" error={errors.wartezeit} className="w-32">
        <Input
          name="wartezeit"
          inputMode="numeric"
          autoComplete="off"
          placeholder="0"
          defaultValue={leg.wartezeitMinuten === null ? '' : String(leg.wartezeitMinuten)}
        />
      </Field>
      <Field
        label="Abgesetzt um"
        hint={leg.abgesetztQuelle === 'fahrer' ? `Fahrer meldete ${leg.abgesetztUm} Uhr (gilt vorrangig).` : undefined}
        error={errors.abgesetztUm}
        className="w-40"
      >
        <Input
          name="abgesetztUm"
          inputMode="numeric"
          autoComplete="off"
          placeholder="HH:MM"
          defaultValue={leg.abgesetztUmErfasst ?? ''}
        />
      </Field>
      <SubmitButton
        size="sm"
        variant="outline"
        busy={fetcher.state !== 'idle'}
        busyLabel="Wird gespeichert …"
        aria-label={`Kilometer, Wartezeit und Absetzzeit für ${label} speichern`}
      >
        Speichern
      </SubmitButton>
    </fetcher.Form>
  );
}

function LegItem({ leg }: { leg: OpenLeg }) {
  const ready = leg.problems.length === 0;
  return (
    <li className="flex flex-col gap-3 border-b border-border p-4 last:border-b-0" data-testid="billing-leg">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="font-semibold">
          {formatGermanDate(leg.datum)}
          {leg.uhrzeit ? `, ${leg.uhrzeit} Uhr` : ''} · {leg.patientName}
        </p>
        <p className="tabular-nums">
          {leg.totalCents === null ? <span className="text-muted">Preis offen</span> : formatEuro(leg.totalCents)}
          {leg.coPaymentCents ? (
            <span className="text-sm text-muted"> (Zuzahlung {formatEuro(leg.coPaymentCents)})</span>
          ) : null}
        </p>
      </div>
      <p className="text-sm text-muted">
        {leg.bookingNumber} · {LEG_KIND_LABELS[leg.kind]}
        {leg.km !== null ? ` · ${kmText(leg.km)} km` : ''}
        {leg.wartezeitMinuten ? ` · Wartezeit ${leg.wartezeitMinuten} Min.` : ''}
        {leg.abgesetztUm
          ? ` · abgesetzt ${leg.abgesetztUm} Uhr${leg.abgesetztQuelle === 'fahrer' ? ' (Fahrer-Meldung)' : ''}`
          : ''}
      </p>
      {ready ? (
        <p className="flex items-center gap-1.5 text-sm font-medium text-emerald-800">
          <CircleCheck aria-hidden="true" className="size-4" /> Abrechnungsbereit
        </p>
      ) : (
        <div>
          <p className="flex items-center gap-1.5 text-sm font-medium text-destructive">
            <CircleAlert aria-hidden="true" className="size-4" /> Nicht abrechenbar:
          </p>
          <ul className="mt-1 flex list-disc flex-col gap-1 pl-6 text-sm">
            {leg.problems.map((problem) => (
              <li key={problem.code}>
                {problem.message}{' '}
                {problem.fix?.href.startsWith('#') ? (
                  // A place in this entry (the Transportschein upload): the browser's own jump, which
                  // also moves the keyboard there.
                  <a href={problem.fix.href} className="font-medium text-brand-dark underline underline-offset-4">
                    {problem.fix.label}
                  </a>
                ) : problem.fix ? (
                  <Link to={problem.fix.href} className="font-medium text-brand-dark underline underline-offset-4">
                    {problem.fix.label}
                  </Link>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      )}
      <LegValuesForm leg={leg} />
      <PaperProofForm leg={leg} />
    </li>
  );
}

/**
 * One fetcher for every group's export: the answer's toast is shown by the screen (BillingScreen), which
 * stays mounted when the exported group leaves a filtered list; each dialog closes on the answer.
 */
const EXPORT_FETCHER = 'billing-export';

/** The notice that the company's IK is missing: the package buttons are described by it. */
const PROVIDER_IK_NOTICE_ID = 'ik-fehlt';

function ExportForm({
  group,
  corrections,
  blockedBy,
}: {
  group: PayerGroup;
  corrections: number;
  /** The id of the notice saying why no package can be created (the server refuses it too). */
  blockedBy?: string;
}) {
  const fetcher = useFetcher({ key: EXPORT_FETCHER });
  // Open while the fetcher's answer is the one seen when opening: a new answer closes the dialog.
  const [openedAt, setOpenedAt] = useState<{ data: unknown } | null>(null);
  const open = openedAt !== null && openedAt.data === fetcher.data;
  const setOpen = (next: boolean) => setOpenedAt(next ? { data: fetcher.data } : null);
  const choices = group.months.filter((m) => m.ready > 0);
  const [month, setMonth] = useState(choices[0]?.month ?? '');
  const chosen = choices.find((m) => m.month === month) ?? choices[0];
  if (!chosen) {
    return (
      <p className="text-sm text-muted">
        Noch keine Fahrt abrechnungsbereit: Bitte beheben Sie die angezeigten Mängel.
      </p>
    );
  }
  const selectId = `monat-${group.key}`;
  return (
    <div className="flex flex-wrap items-end gap-3">
      <Field label="Abrechnungsmonat" id={selectId} className="w-full sm:w-80">
        <NativeSelect value={chosen.month} onChange={(event) => setMonth(event.target.value)}>
          {choices.map((m) => (
            <option key={m.month} value={m.month}>
              {formatGermanMonth(m.month)} ({m.ready} von {m.total} bereit)
            </option>
          ))}
        </NativeSelect>
      </Field>
      <ConfirmForm
        fetcher={fetcher}
        open={open}
        setOpen={setOpen}
        trigger={
          <Button disabled={Boolean(blockedBy)} aria-describedby={blockedBy}>
            Monatspaket erstellen
          </Button>
        }
        title="Monatspaket erstellen"
        description={packageDialogText({
          ready: chosen.ready,
          kasse: group.name,
          month: chosen.month,
          corrections,
        })}
        hidden={{ intent: 'export', kasse: group.name, monat: chosen.month }}
        confirmLabel="Paket erstellen"
        busyLabel="Wird erstellt …"
      />
    </div>
  );
}

function fahrten(count: number): string {
  return `${count} ${count === 1 ? 'Fahrt' : 'Fahrten'}`;
}

/** "weitere N Fahrten": links to the previous and next page of one payer's legs. */
function GroupPaging({ group, filter }: { group: PagedPayerGroup; filter: BillingFilter }) {
  const { page } = group;
  if (page.pages <= 1) return null;
  const link = (seite: number) => `/app/billing${billingFilterQuery({ monat: filter.monat, kasse: group.key, seite })}`;
  return (
    <nav
      aria-label={`Seiten ${group.name}`}
      className="flex flex-wrap items-center gap-3 border-t border-border p-4 text-sm"
    >
      <span>
        Fahrten {page.before + 1}–{page.before + group.legs.length} von {group.legCount}
      </span>
      {page.page > 1 ? (
        <Link to={link(page.page - 1)} className="font-medium text-brand-dark underline underline-offset-4">
          vorherige {fahrten(Math.min(page.before, BILLING_LEGS_PER_PAGE))}
        </Link>
      ) : null}
      {page.after > 0 ? (
        <Link to={link(page.page + 1)} className="font-medium text-brand-dark underline underline-offset-4">
          weitere {fahrten(page.after)}
        </Link>
      ) : null}
    </nav>
  );
}

/** Month and payer: narrows the list (the month also in the query) so a busy month stays fast. */
function FilterForm({ list }: { list: BillingListView }) {
  return (
    <Form
      method="get"
      aria-label="Abrechnung filtern"
      className="flex flex-wrap items-end gap-3 rounded-lg border border-border bg-white p-4"
    >
      <Field label="Monat" id="filter-monat" className="w-full sm:w-56">
        <NativeSelect name="monat" defaultValue={list.filter.monat ?? ''}>
          <option value="">Alle Monate</option>
          {list.months.map((month) => (
            <option key={month} value={month}>
              {formatGermanMonth(month)}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field label="Kostenträger" id="filter-kasse" className="w-full sm:w-72">
        <NativeSelect name="kasse" defaultValue={list.filter.kasse ?? ''}>
          <option value="">Alle Kostenträger</option>
          {list.payers.map((payer) => (
            <option key={payer.key} value={payer.key}>
              {payer.name} ({fahrten(payer.legCount)})
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Button type="submit" variant="outline">
        Anzeigen
      </Button>
      {list.filter.monat || list.filter.kasse ? (
        <Link
          to="/app/billing"
          className="self-center text-sm font-medium text-brand-dark underline underline-offset-4"
        >
          Filter zurücksetzen
        </Link>
      ) : null}
    </Form>
  );
}

function GroupSection({
  group,
  filter,
  corrections,
  blockedBy,
}: {
  group: PagedPayerGroup;
  filter: BillingFilter;
  corrections: number;
  blockedBy?: string;
}) {
  const headingId = `gruppe-${group.key.replace(/[^\w-]/g, '-')}`;
  // Private and hospital rides get an invoice (issue 38), never the billing centre's package.
  const invoiced = isInvoicedPayer(group.payer);
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-lg border border-border bg-white">
      <header className="flex flex-col gap-3 border-b border-border p-4">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id={headingId} className="text-lg font-semibold">
            {group.name}
          </h2>
          <Badge variant="outline">{PAYER_LABELS[group.payer]}</Badge>
          {group.ik ? <span className="text-sm text-muted">IK {group.ik}</span> : null}
          <span className="text-sm text-muted">
            · {group.legCount} {group.legCount === 1 ? 'offene Fahrt' : 'offene Fahrten'}
          </span>
        </div>
        {invoiced ? (
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-sm text-muted">
              {group.payer === 'krankenhaus'
                ? 'Das Krankenhaus bezahlt diese Fahrten: Sie kommen nicht in das Monatspaket, das Krankenhaus bekommt eine Rechnung.'
                : 'Diese Fahrten werden nicht über die Abrechnungsstelle abgerechnet, sondern per Rechnung.'}
            </p>
            <Button asChild variant="outline" size="sm">
              <Link
                to={`/app/billing/rechnungen#${group.payer === 'krankenhaus' ? 'krankenhaus' : 'privat'}-heading`}
                aria-label={`Rechnung für ${group.name} erstellen`}
              >
                Rechnung erstellen
              </Link>
            </Button>
          </div>
        ) : (
          <ExportForm group={group} corrections={corrections} blockedBy={blockedBy} />
        )}
      </header>
      <ul aria-label={`Offene Fahrten ${group.name}`}>
        {group.legs.map((leg) => (
          <LegItem key={leg.legId} leg={leg} />
        ))}
      </ul>
      <GroupPaging group={group} filter={filter} />
    </section>
  );
}

const FILE_LABELS: Record<ExportFileKind, string> = {
  csv: 'CSV',
  korrekturen: 'Korrekturen (CSV)',
  pdf: 'PDF',
  zip: 'ZIP',
};

function ExportsSection({ exports }: { exports: ExportSummary[] }) {
  return (
    <section aria-labelledby="exports-heading" className="flex flex-col gap-3">
      <h2 id="exports-heading" className="text-lg font-semibold">
        Erstellte Monatspakete ({exports.length})
      </h2>
      {exports.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border p-6 text-muted">
          Noch keine Monatspakete erstellt.
        </p>
      ) : (
        <ul className="flex flex-col rounded-lg border border-border bg-white">
          {exports.map((entry) => (
            <li
              key={entry.id}
              className="flex flex-col gap-2 border-b border-border p-4 last:border-b-0 sm:flex-row sm:items-center sm:justify-between"
              data-testid="billing-export"
            >
              <div>
                <p className="font-semibold">
                  {entry.krankenkasse} · {formatGermanMonth(entry.monat)}
                </p>
                <p className="text-sm text-muted">
                  {entry.fahrten} {entry.fahrten === 1 ? 'Fahrt' : 'Fahrten'}, {formatEuro(entry.betragCents)}{' '}
                  (Zuzahlungen {formatEuro(entry.zuzahlungCents)})
                  {entry.korrekturen
                    ? `, ${entry.korrekturen} ${entry.korrekturen === 1 ? 'Korrektur' : 'Korrekturen'} (${formatEuroDifference(entry.korrekturCents)})`
                    : ''}{' '}
                  · erstellt am {formatGermanDate(entry.createdAt.slice(0, 10))} von {entry.createdByLabel}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                {entry.dateien.map((file) => (
                  <Button key={file.kind} asChild variant="outline" size="sm">
                    <a
                      href={`/app/billing/exporte/${entry.id}/${file.kind}`}
                      download={file.name}
                      aria-label={`${FILE_LABELS[file.kind]} von ${entry.krankenkasse} ${formatGermanMonth(entry.monat)} herunterladen`}
                    >
                      <Download aria-hidden="true" />
                      {FILE_LABELS[file.kind]}
                    </a>
                  </Button>
                ))}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function BillingScreen({
  list,
  exports,
  corrections,
  prefill,
  month,
  uncompleted,
  driverOptions,
  vehicleOptions,
  providerIkProblem,
  canEditSettings,
}: Route.ComponentProps['loaderData']) {
  const blockedBy = providerIkProblem ? PROVIDER_IK_NOTICE_ID : undefined;
  const filtered = Boolean(list.filter.monat || list.filter.kasse);
  const exportFetcher = useFetcher({ key: EXPORT_FETCHER });
  useActionResult(actionResultOf(exportFetcher.data));
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 p-4 sm:p-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold">Abrechnung</h1>
        <p className="text-muted">
          Abgeschlossene Fahrten, die noch nicht abgerechnet sind, nach Kostenträger. Eine Fahrt mit Mängeln zeigt, was
          fehlt, und wo Sie es beheben.
        </p>
      </div>
      {providerIkProblem ? (
        <p
          id={PROVIDER_IK_NOTICE_ID}
          role="status"
          className="rounded-md border border-amber-400 bg-amber-50 p-3 text-sm font-medium text-amber-900"
        >
          {providerIkProblem}{' '}
          {canEditSettings ? (
            <Link to="/app/settings/rechnungsdaten" className="underline underline-offset-4">
              Rechnungsdaten öffnen
            </Link>
          ) : (
            'Bitte wenden Sie sich an den Inhaber.'
          )}
        </p>
      ) : null}
      {list.months.length > 0 ? <FilterForm list={list} /> : null}
      <UncompletedSection list={uncompleted} drivers={driverOptions} vehicles={vehicleOptions} />
      {list.groups.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border p-6 text-muted">
          {filtered
            ? 'Keine offenen Fahrten für diesen Filter.'
            : 'Keine offenen Fahrten: Alle abgeschlossenen Fahrten sind abgerechnet.'}
        </p>
      ) : (
        list.groups.map((group) => (
          <GroupSection
            key={group.key}
            group={group}
            filter={list.filter}
            corrections={corrections.filter((c) => c.krankenkasse.toLowerCase() === group.name.toLowerCase()).length}
            blockedBy={blockedBy}
          />
        ))
      )}
      <CorrectionsSection
        corrections={corrections}
        prefill={prefill}
        month={month}
        fetcherKey={EXPORT_FETCHER}
        blockedBy={blockedBy}
      />
      <ExportsSection exports={exports} />
    </div>
  );
}
