// Shown while rows are selected: "n ausgewählt", the driver picker and the bulk buttons.
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, buttonVariants } from '#app/ui/button';
import { NamedOptions, NativeSelect } from '#app/ui/native-select';
import type { DriverOption } from '#app/domain/bookings/read-models';
import { useApprovalCheckedAction } from '#app/routes/staff/approvals/ui/use-approval-checked-action';
import { QuestionDialog } from '#app/staff/crud/question-dialog';

export function SelectionBar({ ids, drivers, onDone }: { ids: string[]; drivers: DriverOption[]; onDone: () => void }) {
  const { run, busy, dialog } = useApprovalCheckedAction();
  const id = useId();
  const [params] = useSearchParams();
  const [askReject, setAskReject] = useState(false);
  if (!ids.length) return null;
  // The trip list keeps the list's trip-date filter: "Morgen" prints tomorrow's legs only.
  const range = ['tag', 'von', 'bis'].flatMap((key) =>
    params.get(key) ? [`${key}=${encodeURIComponent(params.get(key)!)}`] : [],
  );
  const tripListHref = `/app/bookings/fahrtenliste?${[...ids.map((v) => `id=${encodeURIComponent(v)}`), ...range].join('&')}`;
  const bulk = async (intent: 'bulk-confirm' | 'bulk-reject') => {
    const result = await run({ intent, ids });
    if (result.ok) onDone();
  };
  return (
    <section
      aria-label="Auswahl"
      className="sticky top-0 z-10 flex flex-wrap items-center gap-2 rounded-md border border-brand bg-brand-light px-3 py-2 text-sm"
    >
      <p className="font-semibold text-brand-dark" aria-live="polite">
        {ids.length} ausgewählt
      </p>
      <label htmlFor={`${id}-driver`} className="sr-only">
        Ausgewählte Fahrten an Fahrer senden
      </label>
      <div className="w-60">
        <NativeSelect
          id={`${id}-driver`}
          className="min-h-9 py-1 text-sm"
          value=""
          disabled={busy || !drivers.length}
          onChange={async (e) => {
            const driverId = e.target.value;
            if (!driverId) return;
            const result = await run({ intent: 'assign', ids, driverId });
            if (result.ok) onDone();
          }}
        >
          <option value="">{drivers.length ? 'An Fahrer senden...' : 'Keine Fahrer angelegt'}</option>
          <NamedOptions items={drivers} />
        </NativeSelect>
      </div>
      <div className="ml-auto flex flex-wrap gap-2">
        <Button size="sm" disabled={busy} onClick={() => void bulk('bulk-confirm')}>
          Bestätigen
        </Button>
        <a
          href={tripListHref}
          target="_blank"
          rel="noopener"
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
        >
          Anzeigen
          <span className="sr-only"> (Fahrtenliste, öffnet in neuem Tab)</span>
        </a>
        <Button size="sm" variant="destructive" disabled={busy} onClick={() => setAskReject(true)}>
          Ablehnen
        </Button>
      </div>
      {dialog}
      {/* Rejecting asks first (issue 17); a reason and the "Absage" mail are offered per booking in its menu. */}
      <QuestionDialog
        open={askReject}
        onOpenChange={setAskReject}
        title={ids.length === 1 ? '1 Buchung ablehnen?' : `${ids.length} Buchungen ablehnen?`}
        description="Offene Buchungen der Auswahl werden abgelehnt, ohne E-Mail an die Fahrgäste. Für eine Begründung und die Absage per E-Mail lehnen Sie eine Buchung über ihr Aktionsmenü ab."
        confirmLabel="Ablehnen"
        destructive
        busy={busy}
        onConfirm={async () => {
          setAskReject(false);
          await bulk('bulk-reject');
        }}
      />
    </section>
  );
}
