// Rechnungen (issue 21): open private legs grouped by customer and (issue 38) the legs a hospital pays
// grouped by hospital, each with "Rechnung erstellen", insurer legs with a co-payment and
// "Zuzahlungsbeleg erstellen", and the written invoices with download, payment and Storno (after a
// confirmation with an optional reason). Nothing written is ever edited or deleted.
import { Download, FilePlus2, Receipt, Undo2, Wallet } from 'lucide-react';
import { Link } from 'react-router';
import { berlinDate } from '#app/domain/berlin-time';
import { LEG_KIND_LABELS } from '#app/domain/rides/legs';
import { formatGermanDate } from '#app/domain/german-date';
import { INVOICE_ART_LABELS } from '#app/domain/invoices/invoice-document';
import type { BillableLeg, InvoiceListItem } from '#app/domain/invoices/read-models';
import { formatEuro } from '#app/domain/pricing/money';
import { Badge } from '#app/ui/badge';
import { Field } from '#app/ui/field';
import { Input } from '#app/ui/input';
import { Textarea } from '#app/ui/textarea';
import { BillingSubnav } from './billing-subnav';
import { FormDialog } from './form-dialog';
import type { Route } from '../+types/invoices';

/** The screen shows what its route's loader returns (the route's generated types). */
type ScreenData = Route.ComponentProps['loaderData'];

function RecipientFields({
  idPrefix,
  recipient,
  errors,
}: {
  idPrefix: string;
  recipient: BillableLeg['recipient'];
  errors: Record<string, string>;
}) {
  return (
    <>
      <Field label="Rechnungsempfänger" required error={errors.empfaengerName}>
        <Input
          id={`${idPrefix}-name`}
          name="empfaengerName"
          autoComplete="off"
          defaultValue={recipient.name}
          maxLength={120}
        />
      </Field>
      <Field
        label="Anschrift"
        required
        hint="Straße und Hausnummer, PLZ und Ort (eine Zeile oder mehrere)"
        error={errors.empfaengerAdresse}
      >
        <Textarea
          id={`${idPrefix}-adresse`}
          name="empfaengerAdresse"
          rows={3}
          defaultValue={recipient.adresse}
          maxLength={300}
        />
      </Field>
    </>
  );
}

function legLine(leg: BillableLeg): string {
  return `${formatGermanDate(leg.date)}${leg.time ? ` ${leg.time}` : ''} · ${LEG_KIND_LABELS[leg.kind]} · ${leg.from} → ${leg.to}`;
}

/** Why a leg has no price, with a link to its booking to fix it (km, transport type). */
function Problem({ leg }: { leg: BillableLeg }) {
  return (
    <span className="font-medium text-destructive">
      {leg.problem} {/* Completed rides of past days are in the archive view of the bookings list. */}
      <Link
        to={`/app/bookings?q=${encodeURIComponent(leg.bookingNumber)}${leg.date < berlinDate() ? '&archive=1' : ''}`}
        className="whitespace-nowrap text-brand-dark underline underline-offset-4"
      >
        Buchung {leg.bookingNumber} öffnen
      </Link>
    </span>
  );
}

function Amount({ leg }: { leg: BillableLeg }) {
  return leg.grossCents === null ? (
    <Problem leg={leg} />
  ) : (
    <span className="font-semibold">{formatEuro(leg.grossCents)}</span>
  );
}

/** The id of the notice naming missing company data; the actions the server refuses then point to it. */
const ISSUER_PROBLEM_ID = 'rechnungsdaten-fehlen';

/** A hospital's invoice goes to the name and address in the insurer settings: shown, not typed. */
function HospitalRecipient({ recipient }: { recipient: BillableLeg['recipient'] }) {
  return (
    <div className="grid gap-1 text-sm">
      <p className="font-medium">Rechnungsempfänger</p>
      <p className="whitespace-pre-line">{`${recipient.name}\n${recipient.adresse}`}</p>
      <p className="text-muted">Name und Rechnungsanschrift aus den Einstellungen der Krankenkassen.</p>
    </div>
  );
}

function CustomerCard({ legs, blockedBy }: { legs: BillableLeg[]; blockedBy?: string }) {
  const first = legs[0]!;
  const priced = legs.filter((leg) => leg.grossCents !== null);
  const idPrefix = `kunde-${first.legId}`;
  const hospital = first.payer === 'krankenhaus';
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-border bg-white p-4 text-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="text-base font-semibold">{first.recipient.name}</h3>
        {priced.length ? (
          <FormDialog
            title="Rechnung erstellen"
            description={`${hospital ? 'Rechnung an das Krankenhaus' : 'Privatrechnung an'} ${first.recipient.name}. Nummer und PDF werden beim Erstellen vergeben; eine geschriebene Rechnung kann nur storniert werden.`}
            trigger={
              <>
                <FilePlus2 aria-hidden="true" /> Rechnung erstellen
              </>
            }
            triggerLabel={`Rechnung für ${first.recipient.name} erstellen`}
            triggerVariant="default"
            blockedBy={blockedBy}
            intent="create-invoice"
            hidden={
              hospital
                ? { empfaengerName: first.recipient.name, empfaengerAdresse: first.recipient.adresse }
                : undefined
            }
            submitLabel="Rechnung erstellen"
            busyLabel="Rechnung wird erstellt …"
          >
            {(errors) => (
              <>
                <fieldset
                  className="grid gap-2"
                  aria-describedby={errors.legIds ? `${idPrefix}-legs-error` : undefined}
                >
                  <legend className="mb-1 text-sm font-medium">Fahrten auf der Rechnung</legend>
                  {priced.map((leg) => (
                    <label key={leg.legId} className="flex min-h-11 items-start gap-2 text-sm">
                      <input
                        type="checkbox"
                        name="legId"
                        value={leg.legId}
                        defaultChecked
                        className="mt-0.5 size-5 shrink-0 accent-brand"
                      />
                      <span>
                        {legLine(leg)} – <strong>{formatEuro(leg.grossCents!)}</strong>
                      </span>
                    </label>
                  ))}
                  {errors.legIds ? (
                    <p id={`${idPrefix}-legs-error`} role="alert" className="text-sm font-medium text-destructive">
                      {errors.legIds}
                    </p>
                  ) : null}
                </fieldset>
                {hospital ? (
                  <HospitalRecipient recipient={first.recipient} />
                ) : (
                  <RecipientFields idPrefix={idPrefix} recipient={first.recipient} errors={errors} />
                )}
              </>
            )}
          </FormDialog>
        ) : null}
      </div>
      <ul className="grid gap-1">
        {legs.map((leg) => (
          <li key={leg.legId} className="flex flex-col gap-x-3 sm:flex-row sm:justify-between">
            <span>{legLine(leg)}</span>
            <Amount leg={leg} />
          </li>
        ))}
      </ul>
    </li>
  );
}

function groupByCustomer(legs: BillableLeg[]): BillableLeg[][] {
  const groups = new Map<string, BillableLeg[]>();
  for (const leg of legs) groups.set(leg.customerKey, [...(groups.get(leg.customerKey) ?? []), leg]);
  return [...groups.values()];
}

function ReceiptRow({ leg, blockedBy }: { leg: BillableLeg; blockedBy?: string }) {
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-border bg-white p-4 text-sm sm:flex-row sm:items-center sm:justify-between">
      <div className="grid gap-0.5">
        <span className="font-semibold">
          {leg.recipient.name} · {leg.kostentraeger}
        </span>
        <span>{legLine(leg)}</span>
        <span>
          Zuzahlung:{' '}
          {leg.coPaymentCents === null ? <Problem leg={leg} /> : <strong>{formatEuro(leg.coPaymentCents)}</strong>}
        </span>
      </div>
      {leg.coPaymentCents ? (
        <FormDialog
          title="Zuzahlungsbeleg erstellen"
          description={`Beleg über die gesetzliche Zuzahlung von ${formatEuro(leg.coPaymentCents)} (§ 61 SGB V) an den Patienten.`}
          trigger={
            <>
              <Receipt aria-hidden="true" /> Beleg erstellen
            </>
          }
          triggerLabel={`Zuzahlungsbeleg für ${leg.recipient.name} am ${formatGermanDate(leg.date)} erstellen`}
          blockedBy={blockedBy}
          intent="create-receipt"
          hidden={{ legId: leg.legId }}
          submitLabel="Beleg erstellen"
          busyLabel="Beleg wird erstellt …"
        >
          {(errors) => (
            <>
              {errors.legId ? (
                <p role="alert" className="text-sm font-medium text-destructive">
                  {errors.legId}
                </p>
              ) : null}
              <RecipientFields idPrefix={`beleg-${leg.legId}`} recipient={leg.recipient} errors={errors} />
            </>
          )}
        </FormDialog>
      ) : null}
    </li>
  );
}

function StatusBadge({ invoice }: { invoice: InvoiceListItem }) {
  if (invoice.art === 'storno') return <Badge variant="outline">Storno zu {invoice.storniert}</Badge>;
  if (invoice.storniertDurch) return <Badge variant="rejected">storniert durch {invoice.storniertDurch}</Badge>;
  if (invoice.bezahltAm) return <Badge variant="billed">bezahlt am {formatGermanDate(invoice.bezahltAm)}</Badge>;
  return <Badge variant="pending">offen</Badge>;
}

function InvoiceRow({ invoice, blockedBy }: { invoice: InvoiceListItem; blockedBy?: string }) {
  const active = invoice.art !== 'storno' && !invoice.storniertDurch;
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-border bg-white p-4 text-sm lg:flex-row lg:items-center lg:justify-between">
      <div className="grid gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-mono text-base font-semibold">{invoice.nummer}</span>
          <span>{INVOICE_ART_LABELS[invoice.art]}</span>
          <StatusBadge invoice={invoice} />
        </div>
        <span>
          {formatGermanDate(invoice.rechnungsdatum)} · {invoice.empfaengerName} ·{' '}
          <strong>{formatEuro(invoice.bruttoCents)}</strong>
        </span>
        <span className="text-muted">erstellt von {invoice.createdByLabel}</span>
      </div>
      <div className="flex flex-wrap gap-2">
        <a
          href={`/app/billing/rechnungen/${invoice.id}/pdf`}
          download={`${invoice.nummer}.pdf`}
          className="inline-flex min-h-9 items-center gap-1.5 rounded-md border border-border bg-white px-3 text-sm font-medium hover:bg-brand-light focus-visible:outline-2 focus-visible:outline-brand"
          aria-label={`PDF ${invoice.nummer} herunterladen`}
        >
          <Download aria-hidden="true" className="size-4" /> PDF
        </a>
        {active && !invoice.bezahltAm ? (
          <FormDialog
            title="Zahlung vermerken"
            description={`Wann ist der Betrag von ${formatEuro(invoice.bruttoCents)} für ${invoice.nummer} eingegangen?`}
            trigger={
              <>
                <Wallet aria-hidden="true" /> Bezahlt
              </>
            }
            triggerLabel={`Zahlung für ${invoice.nummer} vermerken`}
            intent="mark-paid"
            hidden={{ id: invoice.id }}
            submitLabel="Zahlung vermerken"
            busyLabel="Wird gespeichert …"
          >
            {(errors) => (
              <Field label="Zahlungsdatum" required error={errors.bezahltAm}>
                <Input id={`bezahlt-${invoice.id}`} name="bezahltAm" type="date" defaultValue={berlinDate()} />
              </Field>
            )}
          </FormDialog>
        ) : null}
        {active ? (
          <FormDialog
            title={`${invoice.nummer} stornieren?`}
            description={`Die Rechnung wird nicht gelöscht: Es entsteht eine Stornorechnung mit eigener Nummer über ${formatEuro(-invoice.bruttoCents)}. Die Fahrten können danach neu abgerechnet werden. Dies kann nicht rückgängig gemacht werden.`}
            trigger={
              <>
                <Undo2 aria-hidden="true" /> Stornieren
              </>
            }
            triggerLabel={`${invoice.nummer} stornieren`}
            blockedBy={blockedBy}
            intent="cancel"
            hidden={{ id: invoice.id }}
            submitLabel="Stornorechnung erstellen"
            busyLabel="Storno wird erstellt …"
            submitVariant="destructive"
          >
            {(errors) => (
              <Field label="Grund (steht auf der Stornorechnung)" error={errors.grund}>
                <Input id={`grund-${invoice.id}`} name="grund" maxLength={300} autoComplete="off" />
              </Field>
            )}
          </FormDialog>
        ) : null}
      </div>
    </li>
  );
}

/** Open legs to invoice, one card per recipient (a customer, or a hospital); `id` names the heading's anchor. */
function OpenLegsSection({
  id,
  title,
  empty,
  legs,
  blockedBy,
}: {
  id: string;
  title: string;
  empty: string;
  legs: BillableLeg[];
  blockedBy?: string;
}) {
  const recipients = groupByCustomer(legs);
  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-3">
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        {title} ({legs.length})
      </h2>
      {recipients.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border p-6 text-muted">{empty}</p>
      ) : (
        <ul className="grid gap-3">
          {recipients.map((group) => (
            <CustomerCard key={group[0]!.customerKey} legs={group} blockedBy={blockedBy} />
          ))}
        </ul>
      )}
    </section>
  );
}

export function InvoicesScreen({ open, invoices, issuerProblem, canEditSettings }: ScreenData) {
  const blockedBy = issuerProblem ? ISSUER_PROBLEM_ID : undefined;
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 p-4 sm:p-6">
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold">Rechnungen</h1>
        <BillingSubnav />
      </div>
      {issuerProblem ? (
        <p
          id={ISSUER_PROBLEM_ID}
          role="status"
          className="rounded-md border border-amber-400 bg-amber-50 p-3 text-sm font-medium text-amber-900"
        >
          {issuerProblem}{' '}
          {canEditSettings ? (
            <Link to="/app/settings/rechnungsdaten" className="underline underline-offset-4">
              Rechnungsdaten öffnen
            </Link>
          ) : (
            'Bitte wenden Sie sich an den Inhaber.'
          )}
        </p>
      ) : null}

      <OpenLegsSection
        id="privat"
        title="Privatfahrten ohne Rechnung"
        empty="Alle durchgeführten Privatfahrten sind abgerechnet."
        legs={open.privat}
        blockedBy={blockedBy}
      />
      <OpenLegsSection
        id="krankenhaus"
        title="Krankenhausfahrten ohne Rechnung"
        empty="Keine offenen Fahrten, die ein Krankenhaus bezahlt."
        legs={open.krankenhaus}
        blockedBy={blockedBy}
      />

      <section aria-labelledby="zuzahlung-heading" className="flex flex-col gap-3">
        <h2 id="zuzahlung-heading" className="text-lg font-semibold">
          Zuzahlungen ohne Beleg ({open.zuzahlung.length})
        </h2>
        {open.zuzahlung.length === 0 ? (
          <p className="rounded-lg border border-dashed border-border p-6 text-muted">Keine offenen Zuzahlungen.</p>
        ) : (
          <ul className="grid gap-3">
            {open.zuzahlung.map((leg) => (
              <ReceiptRow key={leg.legId} leg={leg} blockedBy={blockedBy} />
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="rechnungen-heading" className="flex flex-col gap-3">
        <h2 id="rechnungen-heading" className="text-lg font-semibold">
          Geschriebene Rechnungen und Belege ({invoices.length})
        </h2>
        {invoices.length === 0 ? (
          <p className="rounded-lg border border-dashed border-border p-6 text-muted">
            Noch keine Rechnung geschrieben.
          </p>
        ) : (
          <ul className="grid gap-3">
            {invoices.map((invoice) => (
              <InvoiceRow key={invoice.id} invoice={invoice} blockedBy={blockedBy} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
