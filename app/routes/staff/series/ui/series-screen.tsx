// Serien (issue 19): the overview of every series and the create form (weekdays or an interval, times,
// return, places, holidays, approval); the Inhaber sets how many weeks ahead series are planned.
import { Plus, TriangleAlert } from 'lucide-react';
import { DUPLICATE_OVERRIDE_FIELD } from '#app/domain/rides/duplicate-rides';
import { useState } from 'react';
import { Button } from '#app/ui/button';
import { Field } from '#app/ui/field';
import { Input } from '#app/ui/input';
import { CreateCard, SubmitButton, useCreateForm } from '#app/staff/crud/crud-parts';
import { TitledSection } from '#app/staff/crud/page-parts';
import { SeriesFields, type SeriesPatientOption } from './series-fields';
import { SeriesList } from './series-list';
import type { Route } from '../+types/series';

const openPath = (created: { id?: string }) => (created.id ? `/app/series/${created.id}` : null);

/** The server found rides the patient already has at those times (issue 37): it names the dates, the dispatcher decides. */
function DuplicateQuestion({ warning }: { warning: string }) {
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-yellow-300 bg-yellow-50 p-3" role="alert">
      <p id="new-series-duplicate-warning" className="flex items-start gap-2 text-sm">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-yellow-800" />
        {warning}
      </p>
      <label className="flex min-h-11 cursor-pointer items-center gap-3 font-medium">
        <input
          id="new-series-duplicateOverride"
          type="checkbox"
          name={DUPLICATE_OVERRIDE_FIELD}
          value="1"
          aria-invalid="true"
          aria-describedby="new-series-duplicate-warning"
          className="size-5 accent-brand"
        />
        Trotzdem buchen
      </label>
    </div>
  );
}

function CreateSeriesCard({
  patients,
  patientId,
  today,
  onCancel,
}: {
  patients: SeriesPatientOption[];
  patientId: string;
  today: string;
  onCancel: () => void;
}) {
  // The new series' page opens once the fetcher and the list's revalidation are done (useOpenCreated).
  return (
    <CreateCard
      fetcherKey="series-create"
      title="Neue Serie anlegen"
      description="Felder mit * sind Pflichtfelder. Die Fahrten werden sofort für die Vorausplanung angelegt und bestätigt."
      submitLabel="Serie anlegen"
      busyLabel="Wird angelegt …"
      action="/app/series"
      onCancel={onCancel}
      openCreated={openPath}
    >
      {({ defaults, errors }) => (
        <>
          <SeriesFields
            idPrefix="new-series"
            defaults={{ patientId, start: today, feiertage: 'auslassen', rueckfahrt: 'keine', ...defaults }}
            errors={errors}
            patients={patients}
            startLabel="Beginn"
          />
          {errors[DUPLICATE_OVERRIDE_FIELD] ? <DuplicateQuestion warning={errors[DUPLICATE_OVERRIDE_FIELD]} /> : null}
        </>
      )}
    </CreateCard>
  );
}

function HorizonForm({ weeks }: { weeks: number }) {
  const { fetcher, formRef, errors } = useCreateForm('series-horizon');
  return (
    <fetcher.Form
      method="post"
      ref={formRef}
      noValidate
      className="flex flex-col gap-3 rounded-lg border border-border bg-white p-4 sm:flex-row sm:items-end"
      aria-label="Vorausplanung"
    >
      <input type="hidden" name="intent" value="horizon" />
      <Field
        label="Vorausplanung in Wochen"
        error={errors.wochen}
        hint="So weit im Voraus legt die Serienplanung Fahrten an (1 bis 26)."
      >
        <Input
          id="series-horizon"
          name="wochen"
          type="number"
          inputMode="numeric"
          min={1}
          max={26}
          defaultValue={String(weeks)}
          className="sm:w-32"
        />
      </Field>
      <SubmitButton
        variant="outline"
        busy={fetcher.state !== 'idle'}
        busyLabel="Wird gespeichert …"
        className="sm:mb-7"
      >
        Speichern
      </SubmitButton>
    </fetcher.Form>
  );
}

/** The screen shows what its route's loader returns (the route's generated types). */
type ScreenData = Route.ComponentProps['loaderData'];

export function SeriesScreen({ items, patients, today, horizonWeeks, canSetHorizon, createFor }: ScreenData) {
  const [creating, setCreating] = useState(createFor !== null);
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">Serien</h1>
        {creating ? null : (
          <Button onClick={() => setCreating(true)}>
            <Plus aria-hidden="true" />
            Neue Serie
          </Button>
        )}
      </div>
      {creating ? (
        <CreateSeriesCard
          patients={patients}
          patientId={createFor ?? ''}
          today={today}
          onCancel={() => setCreating(false)}
        />
      ) : null}
      {canSetHorizon ? (
        <HorizonForm weeks={horizonWeeks} />
      ) : (
        <p className="text-sm text-muted">Fahrten werden {horizonWeeks} Wochen im Voraus angelegt.</p>
      )}
      <TitledSection id="series-heading" title={<>Alle Serien ({items.length})</>}>
        <SeriesList items={items} empty="Noch keine Serien angelegt." />
      </TitledSection>
    </div>
  );
}
