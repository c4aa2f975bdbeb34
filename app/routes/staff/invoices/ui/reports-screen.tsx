// Berichte (issue 21): revenue of a year's completed legs per month, payer and driver, and the open
// private invoices and co-payment receipts with their due dates.
import { Form } from 'react-router';
import { formatGermanDate } from '#app/domain/german-date';
import { INVOICE_ART_LABELS } from '#app/domain/invoices/invoice-document';
import type { RevenueRow } from '#app/domain/invoices/revenue';
import { formatEuro } from '#app/domain/pricing/money';
import { Button } from '#app/ui/button';
import { NativeSelect } from '#app/ui/native-select';
import { TableCell, TableFooter, TableRow } from '#app/ui/table';
import { TableCard, type Column } from '#app/staff/crud/table-card';
import { BillingSubnav } from './billing-subnav';
import type { Route } from '../+types/reports';

/** The screen shows what its route's loader returns (the route's generated types). */
type ScreenData = Route.ComponentProps['loaderData'];

const NUMBER = 'text-right';
const REVENUE_COLUMNS: Column[] = [
  { label: 'Fahrten', className: NUMBER },
  { label: 'Umsatz (brutto)', className: NUMBER },
  { label: 'ohne Preis', className: NUMBER },
];
const OPEN_COLUMNS: Column[] = [
  { label: 'Nummer' },
  { label: 'Art' },
  { label: 'Datum' },
  { label: 'Empfänger' },
  { label: 'Betrag', className: NUMBER },
  { label: 'Fällig' },
];

function RevenueTable({
  id,
  title,
  first,
  rows,
  total,
}: {
  id: string;
  title: string;
  first: string;
  rows: RevenueRow[];
  total: RevenueRow;
}) {
  return (
    <section aria-labelledby={id} className="flex min-w-0 flex-col gap-2">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {rows.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border p-4 text-muted">
          Keine durchgeführten Fahrten in diesem Jahr.
        </p>
      ) : (
        <TableCard
          scroll
          columns={[{ label: first }, ...REVENUE_COLUMNS]}
          footer={
            <TableFooter>
              <TableRow>
                <TableCell className="font-semibold">{total.label}</TableCell>
                <TableCell className="text-right font-semibold tabular-nums">{total.legs}</TableCell>
                <TableCell className="text-right font-semibold tabular-nums">{formatEuro(total.grossCents)}</TableCell>
                <TableCell className="text-right font-semibold tabular-nums">{total.unpriced || '–'}</TableCell>
              </TableRow>
            </TableFooter>
          }
        >
          {rows.map((row) => (
            <TableRow key={row.key}>
              <TableCell>{row.label}</TableCell>
              <TableCell className="text-right tabular-nums">{row.legs}</TableCell>
              <TableCell className="text-right tabular-nums">{formatEuro(row.grossCents)}</TableCell>
              <TableCell className="text-right tabular-nums">{row.unpriced || '–'}</TableCell>
            </TableRow>
          ))}
        </TableCard>
      )}
    </section>
  );
}

export function ReportsScreen({ year, years, revenue, open }: ScreenData) {
  const openSum = open.reduce((sum, invoice) => sum + invoice.bruttoCents, 0);
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 p-4 sm:p-6">
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold">Berichte</h1>
        <BillingSubnav />
      </div>
      <Form method="get" className="flex flex-wrap items-end gap-2" aria-label="Jahr wählen">
        <label htmlFor="jahr" className="flex flex-col gap-1.5 text-sm font-medium">
          Jahr
          <NativeSelect id="jahr" name="jahr" defaultValue={String(year)} className="w-32">
            {years.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </NativeSelect>
        </label>
        <Button type="submit" variant="outline">
          Anzeigen
        </Button>
      </Form>
      <p className="text-sm text-muted">
        Umsatz {year}: der Fahrpreis aller durchgeführten Fahrten nach den Preisregeln (brutto, einschließlich
        Zuzahlung), gleich ob schon abgerechnet. Fahrten ohne Preis (fehlende km oder Preisregel) sind gezählt, aber
        nicht summiert.
      </p>
      <RevenueTable
        id="monat-heading"
        title="Umsatz pro Monat"
        first="Monat"
        rows={revenue.perMonth}
        total={revenue.total}
      />
      <div className="grid gap-6 xl:grid-cols-2">
        <RevenueTable
          id="kasse-heading"
          title="Umsatz pro Kostenträger"
          first="Kostenträger"
          rows={revenue.perPayer}
          total={revenue.total}
        />
        <RevenueTable
          id="fahrer-heading"
          title="Umsatz pro Fahrer"
          first="Fahrer"
          rows={revenue.perDriver}
          total={revenue.total}
        />
      </div>
      <section aria-labelledby="offen-heading" className="flex flex-col gap-2">
        <h2 id="offen-heading" className="text-lg font-semibold">
          Offene Privatrechnungen ({open.length}, zusammen {formatEuro(openSum)})
        </h2>
        {open.length === 0 ? (
          <p className="rounded-lg border border-dashed border-border p-4 text-muted">Keine offenen Rechnungen.</p>
        ) : (
          <TableCard scroll columns={OPEN_COLUMNS}>
            {open.map((invoice) => (
              <TableRow key={invoice.id}>
                <TableCell className="font-mono">{invoice.nummer}</TableCell>
                <TableCell>{INVOICE_ART_LABELS[invoice.art]}</TableCell>
                <TableCell>{formatGermanDate(invoice.rechnungsdatum)}</TableCell>
                <TableCell>{invoice.empfaengerName}</TableCell>
                <TableCell className="text-right tabular-nums">{formatEuro(invoice.bruttoCents)}</TableCell>
                <TableCell>
                  {formatGermanDate(invoice.due)}
                  {invoice.overdueDays ? (
                    <span className="ml-2 font-semibold text-destructive">{invoice.overdueDays} Tage überfällig</span>
                  ) : null}
                </TableCell>
              </TableRow>
            ))}
          </TableCard>
        )}
      </section>
    </div>
  );
}
