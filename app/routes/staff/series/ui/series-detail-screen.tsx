// One series (issue 19): its rule, state and approval; its rides in the planning horizon with the booking
// generated for each; "nur dieser Termin" (move or cancel) per ride; "diese und alle folgenden", pause,
// resume and end for the series; the Serienverordnung (own or the predecessor's: record, change, scan,
// remove); skipped dates with their reason; the history. A change that concerns
// rides a driver already has asks first (the checkbox appears with the question).
import {
  CalendarClock,
  CalendarX2,
  PauseCircle,
  PlayCircle,
  Repeat,
  TriangleAlert,
  type LucideIcon,
} from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useRevalidator } from 'react-router';
import { statusLabel } from '#app/domain/rides/statuses';
import { formatGermanDateWithWeekday } from '#app/domain/calendar-days';
import { formatGermanDate, formatGermanDateTime } from '#app/domain/german-date';
import { CONFIRM_FIELD } from '#app/domain/series/action-texts';
import type { SeriesReturn } from '#app/domain/series/definition';
import { Badge } from '#app/ui/badge';
import { Field } from '#app/ui/field';
import { Input } from '#app/ui/input';
import { NativeSelect } from '#app/ui/native-select';
import { PrescriptionCard, PrescriptionData } from '#app/routes/staff/approvals/ui/prescription-section';
import { EditDialog } from '#app/staff/crud/crud-parts';
import { BackLink, TitledSection } from '#app/staff/crud/page-parts';
import { SeriesFields, type SeriesPatientOption } from './series-fields';
import { ApprovalLine, PrescriptionLine, StateBadge } from './series-list';
import type { Route } from '../+types/series-detail';

/** The screen shows what its route's loader returns (the route's generated types). */
type ScreenData = Route.ComponentProps['loaderData'];

function returnText(back: SeriesReturn): string {
  if (back.mode === 'fest') return `Rückfahrt ${back.time}`;
  if (back.mode === 'nach-termin') return 'Rückfahrt nach Termin';
  return 'ohne Rückfahrt';
}

/** The e-mail choice and, after the server asked, the confirmation for rides a driver already has. */
function ChangeOptions({
  errors,
  email,
  idPrefix,
}: {
  errors: Record<string, string>;
  email: string | null;
  idPrefix: string;
}) {
  return (
    <>
      {email ? (
        <label className="flex min-h-11 cursor-pointer items-center gap-3">
          <input
            id={`${idPrefix}-email`}
            type="checkbox"
            name="emailPatient"
            value="1"
            className="size-5 accent-brand"
          />
          Patient per E-Mail informieren ({email})
        </label>
      ) : (
        <p className="text-sm text-muted">Für diesen Patienten ist keine E-Mail-Adresse hinterlegt.</p>
      )}
      {errors[CONFIRM_FIELD] ? (
        <div className="flex flex-col gap-2 rounded-lg border border-yellow-300 bg-yellow-50 p-3" role="alert">
          <p className="flex items-start gap-2 text-sm">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-yellow-800" />
            {errors[CONFIRM_FIELD]}
          </p>
          <label className="flex min-h-11 cursor-pointer items-center gap-3 font-medium">
            <input
              id={`${idPrefix}-confirm`}
              type="checkbox"
              name={CONFIRM_FIELD}
              value="1"
              aria-invalid="true"
              className="size-5 accent-brand"
            />
            Ja, trotzdem ändern
          </label>
        </div>
      ) : null}
    </>
  );
}

/** A change's dialog: its texts, trigger icon and intent (also the id prefix of its options). */
type Change = {
  intent: 'update' | 'pause' | 'resume' | 'end' | 'date';
  title: string;
  description: string;
  triggerText: string;
  icon: LucideIcon;
  /** Default: "Änderungen speichern". */
  submitLabel?: string;
};

const SERIES_CHANGES = {
  update: {
    intent: 'update',
    title: 'Diese und alle folgenden Termine ändern',
    description: 'Die neue Regel gilt ab dem gewählten Datum; vergangene Fahrten bleiben unverändert.',
    triggerText: 'Ab Datum ändern',
    icon: Repeat,
  },
  pause: {
    intent: 'pause',
    title: 'Serie pausieren',
    description:
      'Zum Beispiel für einen Krankenhausaufenthalt: In dieser Zeit pausieren alle Fahrten der Serie (Status „Pausiert“); beim Fortsetzen kommen dieselben Buchungen zurück.',
    triggerText: 'Pausieren',
    icon: PauseCircle,
    submitLabel: 'Pausieren',
  },
  resume: {
    intent: 'resume',
    title: 'Serie fortsetzen',
    description:
      'Eine laufende Pause endet gestern, geplante Pausen entfallen; die pausierten Fahrten werden wieder geplant (dieselben Buchungen, ohne Fahrer).',
    triggerText: 'Fortsetzen',
    icon: PlayCircle,
    submitLabel: 'Fortsetzen',
  },
  end: {
    intent: 'end',
    title: 'Serie beenden',
    description: 'Nach dem letzten Tag werden keine Fahrten mehr angelegt; spätere Fahrten entfallen.',
    triggerText: 'Beenden',
    icon: CalendarX2,
    submitLabel: 'Serie beenden',
  },
} satisfies Record<string, Change>;

function rideChange(date: string): Change {
  return {
    intent: 'date',
    title: `Termin ${formatGermanDate(date)} ändern`,
    description: 'Nur dieser Termin: verschieben, eine andere Zeit oder absagen.',
    triggerText: 'Termin ändern',
    icon: CalendarClock,
    submitLabel: 'Termin ändern',
  };
}

/** A change of the series or of one ride: its fields, then the e-mail choice and the confirmation. */
function ChangeDialog({
  change,
  seriesId,
  email,
  idPrefix = change.intent,
  wide = false,
  fields,
}: {
  change: Change;
  seriesId: string;
  email: string | null;
  idPrefix?: string;
  /** A wide dialog, for the whole rule. */
  wide?: boolean;
  fields?: (errors: Record<string, string>) => ReactNode;
}) {
  const Icon = change.icon;
  return (
    <EditDialog
      title={change.title}
      description={change.description}
      triggerLabel={change.title}
      triggerText={change.triggerText}
      triggerIcon={<Icon aria-hidden="true" />}
      submitLabel={change.submitLabel}
      intent={change.intent}
      id={seriesId}
      contentClassName={wide ? 'sm:max-w-3xl' : undefined}
    >
      {(errors) => (
        <>
          {fields?.(errors)}
          <ChangeOptions errors={errors} email={email} idPrefix={idPrefix} />
        </>
      )}
    </EditDialog>
  );
}

function DateChangeFields({ ride, errors }: { ride: ScreenData['rides'][number]; errors: Record<string, string> }) {
  const [kind, setKind] = useState('verschieben');
  const [back, setBack] = useState(ride.back.mode);
  const id = (key: string) => `ride-${ride.key}-${key}`;
  return (
    <>
      <input type="hidden" name="datum" value={ride.key} />
      <fieldset className="grid gap-1">
        <legend className="text-sm font-medium">Nur dieser Termin</legend>
        <div className="flex flex-wrap gap-x-6">
          {[
            ['verschieben', 'verschieben oder andere Zeit'],
            ['absagen', 'absagen'],
          ].map(([key, label]) => (
            <label key={key} className="flex min-h-11 cursor-pointer items-center gap-2">
              <input
                type="radio"
                name="aenderung"
                value={key}
                checked={kind === key}
                onChange={() => setKind(key!)}
                className="size-5 accent-brand"
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      {kind === 'verschieben' ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Neues Datum" required error={errors.neuesDatum}>
            <Input id={id('neuesDatum')} name="neuesDatum" type="date" defaultValue={ride.date} />
          </Field>
          <Field label="Abholzeit" required error={errors.abholzeit}>
            <Input id={id('abholzeit')} name="abholzeit" type="time" defaultValue={ride.pickupTime} />
          </Field>
          <Field label="Rückfahrt" error={errors.rueckfahrt}>
            <NativeSelect
              id={id('rueckfahrt')}
              name="rueckfahrt"
              value={back}
              onChange={(event) => setBack(event.target.value as SeriesReturn['mode'])}
            >
              <option value="keine">Keine Rückfahrt</option>
              <option value="nach-termin">Nach Termin</option>
              <option value="fest">Zu fester Uhrzeit</option>
            </NativeSelect>
          </Field>
          {back === 'fest' ? (
            <Field label="Uhrzeit der Rückfahrt" required error={errors.rueckfahrtZeit}>
              <Input
                id={id('rueckfahrtZeit')}
                name="rueckfahrtZeit"
                type="time"
                defaultValue={ride.back.mode === 'fest' ? ride.back.time : ''}
              />
            </Field>
          ) : null}
        </div>
      ) : (
        <p className="text-sm">Die Fahrt am {formatGermanDate(ride.date)} entfällt; die übrigen Termine bleiben.</p>
      )}
      {errors.datum ? <p className="text-sm font-medium text-destructive">{errors.datum}</p> : null}
    </>
  );
}

function fieldValues(fields: ScreenData['fields']): Record<string, string> {
  const weekly = fields.recurrence.kind === 'weekly' ? fields.recurrence : null;
  return {
    patientId: fields.patientId,
    art: weekly ? 'wochentage' : 'intervall',
    tage: weekly ? weekly.weekdays.join(',') : '',
    intervallWochen: String(weekly?.intervalWeeks ?? 1),
    intervallTage: fields.recurrence.kind === 'daily' ? String(fields.recurrence.intervalDays) : '1',
    start: fields.start,
    bis: fields.until ?? '',
    abholzeit: fields.pickupTime,
    rueckfahrt: fields.back.mode,
    rueckfahrtZeit: fields.back.mode === 'fest' ? fields.back.time : '',
    feiertage: fields.holidays,
    abholadresse: fields.abholadresse,
    zieladresse: fields.zieladresse,
    transportart: fields.transportart ?? '',
    approvalId: fields.approvalId ?? '',
    hinweise: fields.hinweise ?? '',
  };
}

/** The Serienverordnung: the series' own (editable), or the predecessor's (shown, with its link). */
function SeriesPrescription({
  seriesId,
  prescription,
  defaultPosition,
}: {
  seriesId: string;
  prescription: ScreenData['prescription'];
  defaultPosition: ScreenData['prescriptionDefaultPosition'];
}) {
  const revalidator = useRevalidator();
  const reload = () => void revalidator.revalidate();
  const inherited = prescription?.inherited ? prescription : null;
  return (
    <TitledSection id="rx-heading" title="Serienverordnung">
      <p className="text-sm text-muted">
        Gilt für jede Fahrt der Serie im Zeitraum der Verordnung, die keine eigene Verordnung hat (auch für die
        Abrechnung).
      </p>
      {inherited ? (
        <div className="grid gap-2 text-sm" role="group" aria-label="Verordnung der Vorgängerserie">
          <p>
            <span className="font-medium">Verordnung der Vorgängerserie</span>{' '}
            <Link
              to={`/app/series/${inherited.seriesId}`}
              className="font-medium text-brand-dark underline underline-offset-4"
            >
              Frühere Regel anzeigen
            </Link>
          </p>
          <PrescriptionData
            prescription={inherited.view}
            scanPath={`/app/series/${inherited.seriesId}/transportschein`}
          />
        </div>
      ) : null}
      <div className="grid gap-3 text-sm">
        <PrescriptionCard
          basePath={`/app/series/${seriesId}`}
          idPrefix={`rx-series-${seriesId}`}
          prescription={prescription && !prescription.inherited ? prescription.view : null}
          reload={reload}
          removable
          addLabel={inherited ? 'Neue Verordnung für diese Serie erfassen' : 'Serienverordnung erfassen'}
          defaultPosition={defaultPosition}
        />
      </div>
    </TitledSection>
  );
}

export function SeriesDetailScreen(props: ScreenData) {
  const {
    item,
    fields,
    pauses,
    rides,
    skipped,
    history,
    approvals,
    predecessorId,
    successorId,
    patientEmail,
    today,
    prescription,
    prescriptionDefaultPosition,
  } = props;
  const ended = item.state.kind === 'beendet';
  const patientOption: SeriesPatientOption = {
    id: item.patientId,
    name: item.patientName,
    places: [],
    adresse: null,
    orte: [],
    transportart: fields.transportart,
    approvals,
  };
  const resumable = pauses.some((pause) => pause.to >= today);
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 p-4 sm:p-6">
      <BackLink to="/app/series">Alle Serien</BackLink>
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold">{item.words}</h1>
        <p className="flex flex-wrap items-center gap-2">
          <Link
            to={`/app/patients/${item.patientId}`}
            className="font-semibold text-brand-dark underline-offset-4 hover:underline"
          >
            {item.patientName}
          </Link>
          <StateBadge state={item.state} />
        </p>
        <p className="text-muted">
          {item.period} · {item.abholadresse} → {item.zieladresse}
        </p>
        <ApprovalLine approval={item.approval} />
        <PrescriptionLine prescription={item.prescription} />
        {predecessorId ? (
          <Link
            to={`/app/series/${predecessorId}`}
            className="text-sm text-brand-dark underline-offset-4 hover:underline"
          >
            Frühere Regel dieser Serie anzeigen
          </Link>
        ) : null}
        {successorId ? (
          <Link
            to={`/app/series/${successorId}`}
            className="text-sm text-brand-dark underline-offset-4 hover:underline"
          >
            Die Serie wird mit geänderter Regel fortgesetzt: anzeigen
          </Link>
        ) : null}
      </div>

      {ended ? null : (
        <div className="flex flex-wrap gap-2">
          <ChangeDialog
            change={SERIES_CHANGES.update}
            seriesId={item.id}
            email={patientEmail}
            wide
            fields={(errors) => (
              <SeriesFields
                idPrefix={`series-${item.id}`}
                defaults={fieldValues(fields)}
                errors={errors}
                patients={[patientOption]}
                fixedPatient
                startLabel="Änderung gilt ab"
              />
            )}
          />
          <ChangeDialog
            change={SERIES_CHANGES.pause}
            seriesId={item.id}
            email={patientEmail}
            fields={(errors) => (
              <div className="grid gap-4 sm:grid-cols-2">
                <Field label="Von" required error={errors.von}>
                  <Input id="pause-von" name="von" type="date" defaultValue={today} />
                </Field>
                <Field label="Bis einschließlich" required error={errors.bis}>
                  <Input id="pause-bis" name="bis" type="date" />
                </Field>
              </div>
            )}
          />
          {resumable ? <ChangeDialog change={SERIES_CHANGES.resume} seriesId={item.id} email={patientEmail} /> : null}
          <ChangeDialog
            change={SERIES_CHANGES.end}
            seriesId={item.id}
            email={patientEmail}
            fields={(errors) => (
              <Field label="Letzter Tag der Serie" required error={errors.letzterTag}>
                <Input id="end-letzter-tag" name="letzterTag" type="date" defaultValue={today} />
              </Field>
            )}
          />
        </div>
      )}

      <SeriesPrescription
        seriesId={item.id}
        prescription={prescription}
        defaultPosition={prescriptionDefaultPosition}
      />

      <TitledSection id="rides-heading" title={<>Geplante Fahrten ({rides.length})</>}>
        {rides.length === 0 ? (
          <p className="rounded-lg border border-dashed border-border p-4 text-muted">
            In der Vorausplanung liegt keine Fahrt.
          </p>
        ) : (
          <ul className="flex flex-col gap-2">
            {rides.map((ride) => (
              <li
                key={ride.key}
                data-ride={ride.date}
                className="flex flex-col gap-2 rounded-lg border border-border bg-white p-3 text-sm sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="flex flex-col gap-1">
                  <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
                    <span className="font-semibold">
                      {formatGermanDateWithWeekday(ride.date)}, {ride.pickupTime} Uhr
                    </span>
                    <span>{returnText(ride.back)}</span>
                    {ride.changed ? (
                      <Badge variant="secondary">geändert (Termin {formatGermanDate(ride.key)})</Badge>
                    ) : null}
                    {ride.holiday ? <Badge variant="outline">{ride.holiday}</Badge> : null}
                  </p>
                  <p className="flex flex-wrap gap-x-3 text-muted">
                    {ride.booking ? (
                      <>
                        <Link
                          to={`/app/bookings?q=${encodeURIComponent(ride.booking.number)}`}
                          className="text-brand-dark underline-offset-4 hover:underline"
                        >
                          {ride.booking.number}
                          <span className="sr-only"> in Buchungen öffnen</span>
                        </Link>
                        <span>{statusLabel(ride.booking.status)}</span>
                        <span>{ride.booking.driverName ? `Fahrer: ${ride.booking.driverName}` : 'Unzugewiesen'}</span>
                      </>
                    ) : (
                      <span>Noch keine Buchung (wird mit dem nächsten Planungslauf angelegt)</span>
                    )}
                  </p>
                </div>
                {ended ? null : (
                  <ChangeDialog
                    change={rideChange(ride.date)}
                    seriesId={item.id}
                    email={patientEmail}
                    idPrefix={`ride-${ride.key}`}
                    fields={(errors) => <DateChangeFields ride={ride} errors={errors} />}
                  />
                )}
              </li>
            ))}
          </ul>
        )}
      </TitledSection>

      {skipped.length ? (
        <section aria-labelledby="skipped-heading" className="flex flex-col gap-2">
          <h2 id="skipped-heading" className="text-lg font-semibold">
            Entfallende Termine ({skipped.length})
          </h2>
          <ul className="flex flex-col gap-1 text-sm">
            {skipped.map((s) => (
              <li key={`${s.key}-${s.date}`}>
                {formatGermanDateWithWeekday(s.date)}: {s.label}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="history-heading" className="flex flex-col gap-2">
        <h2 id="history-heading" className="text-lg font-semibold">
          Verlauf
        </h2>
        <ol className="flex flex-col gap-1 text-sm">
          {history.map((entry) => (
            <li key={entry.id}>
              <span className="text-muted">
                {formatGermanDateTime(entry.at)}, {entry.actor}:
              </span>{' '}
              {entry.text}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
