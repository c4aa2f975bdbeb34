// Korrekturen abgerechneter Fahrten (issue 36, decision 251): a ride already in a monthly package is
// corrected here, never edited silently: the form records the right km / waiting time (or withdraws the
// claim) with the reason; the list shows what waits for each insurer's next package, with a way to send
// the corrections now when no new rides are due.
import { useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { forderungCents, MAX_CORRECTION_REASON } from '#app/domain/billing/package-correction';
import { formatGermanMonth } from '#app/domain/calendar-days';
import type { PendingCorrection } from '#app/domain/billing/read-models';
import { formatGermanDate } from '#app/domain/german-date';
import { formatEuro, formatEuroDifference } from '#app/domain/pricing/money';
import { actionResultOf, useActionResult } from '#app/staff/actions/use-action-result';
import { ConfirmForm, SubmitButton } from '#app/staff/crud/crud-parts';
import { Button } from '#app/ui/button';
import { Field } from '#app/ui/field';
import { Input } from '#app/ui/input';
import { NativeCheckbox } from '#app/ui/native-checkbox';
import { NativeSelect } from '#app/ui/native-select';
import { Textarea } from '#app/ui/textarea';
import { LEG_KINDS, LEG_KIND_LABELS } from '#app/domain/rides/legs';

type Prefill = { buchungsnummer: string; fahrt: 'hin' | 'rueck' } | null;

const kmText = (km: number | null) => (km === null ? '–' : String(km).replace('.', ','));

function CorrectionForm({ prefill }: { prefill: Prefill }) {
  const fetcher = useFetcher();
  const formRef = useRef<HTMLFormElement>(null);
  const [withdraw, setWithdraw] = useState(false);
  const result = actionResultOf(fetcher.data);
  useActionResult(result, {
    formRef,
    onSuccess: () => {
      formRef.current?.reset();
      setWithdraw(false);
    },
  });
  const errors = result && !result.ok ? result.fieldErrors : {};
  return (
    <fetcher.Form
      method="post"
      ref={formRef}
      noValidate
      aria-label="Abgerechnete Fahrt korrigieren"
      className="flex flex-col gap-4 rounded-lg border border-border bg-white p-4"
    >
      <input type="hidden" name="intent" value="correction" />
      <div className="flex flex-wrap items-end gap-3">
        <Field label="Buchungsnummer" required error={errors.buchungsnummer} className="w-full sm:w-52">
          <Input
            name="buchungsnummer"
            autoComplete="off"
            placeholder="KF-2026-00042"
            defaultValue={prefill?.buchungsnummer ?? ''}
          />
        </Field>
        <Field label="Fahrt" error={errors.fahrt} className="w-full sm:w-40">
          <NativeSelect name="fahrt" defaultValue={prefill?.fahrt ?? 'hin'}>
            {LEG_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {LEG_KIND_LABELS[kind]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label="Richtige km" hint="leer: unverändert" error={errors.km} className="w-36">
          <Input name="km" inputMode="decimal" autoComplete="off" placeholder="z. B. 12,5" disabled={withdraw} />
        </Field>
        <Field label="Wartezeit (Min.)" hint="leer: unverändert" error={errors.wartezeit} className="w-36">
          <Input name="wartezeit" inputMode="numeric" autoComplete="off" placeholder="z. B. 15" disabled={withdraw} />
        </Field>
      </div>
      <NativeCheckbox
        id="korrektur-nicht-abrechnen"
        name="nichtAbrechnen"
        checked={withdraw}
        onChange={(event) => setWithdraw(event.target.checked)}
        label="Fahrt nicht abrechnen (Forderung ganz zurückziehen)"
        hint="Zum Beispiel, wenn die Krankenkasse die Fahrt nicht übernimmt."
      />
      <Field
        label="Grund der Korrektur"
        required
        error={errors.grund}
        hint={`Erscheint in der Korrekturzeile, höchstens ${MAX_CORRECTION_REASON} Zeichen.`}
      >
        <Textarea
          name="grund"
          rows={2}
          maxLength={MAX_CORRECTION_REASON}
          placeholder="z. B. Umleitung wegen Baustelle, Fahrtenbuch nachgerechnet"
        />
      </Field>
      <div>
        <SubmitButton busy={fetcher.state !== 'idle'} busyLabel="Wird gespeichert …">
          Korrektur vormerken
        </SubmitButton>
      </div>
    </fetcher.Form>
  );
}

function CorrectionItem({ c }: { c: PendingCorrection }) {
  const difference = forderungCents(c.neu) - forderungCents(c.vorher);
  return (
    <li className="flex flex-col gap-1 border-b border-border p-4 last:border-b-0" data-testid="billing-correction">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="font-semibold">
          {formatGermanDate(c.datum)} · {c.patientName}
        </p>
        <p className="tabular-nums">
          {formatEuro(forderungCents(c.vorher))} → {formatEuro(forderungCents(c.neu))}{' '}
          <span className="text-sm text-muted">(Differenz {formatEuroDifference(difference)})</span>
        </p>
      </div>
      <p className="text-sm text-muted">
        {c.bookingNumber} · {LEG_KIND_LABELS[c.kind]} · abgerechnet im {formatGermanMonth(c.billedMonat)} ·{' '}
        {c.nichtAbrechnen ? 'Forderung zurückgezogen' : `${kmText(c.vorher.km)} → ${kmText(c.neu.km)} km`}
        {!c.nichtAbrechnen && (c.vorher.wartezeitMinuten ?? 0) !== (c.neu.wartezeitMinuten ?? 0)
          ? ` · Wartezeit ${c.vorher.wartezeitMinuten ?? 0} → ${c.neu.wartezeitMinuten ?? 0} Min.`
          : ''}
      </p>
      <p className="text-sm">Grund: {c.grund}</p>
      <p className="text-xs text-muted">
        Vorgemerkt am {formatGermanDate(c.createdAt.slice(0, 10))} von {c.createdByLabel}
      </p>
    </li>
  );
}

/** The insurer's waiting corrections and "Korrekturen jetzt übermitteln" (a package of this month). */
function InsurerCorrections({
  name,
  items,
  month,
  fetcherKey,
  blockedBy,
}: {
  name: string;
  items: PendingCorrection[];
  month: string;
  fetcherKey: string;
  /** The id of the notice saying why no package can be created (the server refuses it too). */
  blockedBy?: string;
}) {
  const fetcher = useFetcher({ key: fetcherKey });
  const [openedAt, setOpenedAt] = useState<{ data: unknown } | null>(null);
  const open = openedAt !== null && openedAt.data === fetcher.data;
  const headingId = `korrekturen-${name.replace(/[^\w-]/g, '-')}`;
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-border bg-white">
      <header className="flex flex-wrap items-center justify-between gap-3 border-b border-border p-4">
        <h3 id={headingId} className="font-semibold">
          {name} · {items.length} {items.length === 1 ? 'Korrektur' : 'Korrekturen'}
        </h3>
        <ConfirmForm
          fetcher={fetcher}
          open={open}
          setOpen={(next) => setOpenedAt(next ? { data: fetcher.data } : null)}
          trigger={
            <Button variant="outline" disabled={Boolean(blockedBy)} aria-describedby={blockedBy}>
              Korrekturen jetzt übermitteln
            </Button>
          }
          title="Korrekturen übermitteln"
          description={
            <>
              Die {items.length === 1 ? 'Korrektur kommt' : `${items.length} Korrekturen kommen`} in ein Monatspaket von{' '}
              {name} für {formatGermanMonth(month)}, zusammen mit allen abrechnungsbereiten Fahrten dieses Monats. Das
              Paket kann danach nicht mehr geändert werden.
            </>
          }
          hidden={{ intent: 'export', kasse: name, monat: month }}
          confirmLabel="Paket erstellen"
          busyLabel="Wird erstellt …"
        />
      </header>
      <ul aria-label={`Korrekturen ${name}`}>
        {items.map((c) => (
          <CorrectionItem key={c.id} c={c} />
        ))}
      </ul>
    </section>
  );
}

export function CorrectionsSection({
  corrections,
  prefill,
  month,
  fetcherKey,
  blockedBy,
}: {
  corrections: PendingCorrection[];
  prefill: Prefill;
  month: string;
  fetcherKey: string;
  blockedBy?: string;
}) {
  const byInsurer = new Map<string, PendingCorrection[]>();
  for (const c of corrections) {
    const key = c.krankenkasse.toLowerCase();
    byInsurer.set(key, [...(byInsurer.get(key) ?? []), c]);
  }
  return (
    <section id="korrekturen" aria-labelledby="korrekturen-heading" className="flex scroll-mt-4 flex-col gap-3">
      <div className="flex flex-col gap-1">
        <h2 id="korrekturen-heading" className="text-lg font-semibold">
          Korrekturen abgerechneter Fahrten
        </h2>
        <p className="text-sm text-muted">
          Eine Fahrt in einem Monatspaket ändert sich nicht mehr. Stimmen km oder Wartezeit nicht, oder zahlt die Kasse
          die Fahrt nicht, erfassen Sie hier die Korrektur: Sie kommt als Korrekturzeile (bisherige und neue Forderung)
          in das nächste Monatspaket der Kasse. Rechnungen korrigieren Sie mit einem Storno unter Rechnungen.
        </p>
      </div>
      <CorrectionForm prefill={prefill} />
      {corrections.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border p-6 text-muted">Keine Korrekturen vorgemerkt.</p>
      ) : (
        [...byInsurer.values()].map((items) => (
          <InsurerCorrections
            key={items[0]!.krankenkasse}
            name={items[0]!.krankenkasse}
            items={items}
            month={month}
            fetcherKey={fetcherKey}
            blockedBy={blockedBy}
          />
        ))
      )}
    </section>
  );
}
