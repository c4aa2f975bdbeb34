// Ausnahmen der Krankenkassen (issue 18, Inhaber): per insurer the trip reasons for which it waives the
// approval of Taxi/Mietwagen rides, and whether series legs all carry a co-payment; per payer its kind
// (issue 38: a Krankenhaus pays its transfers and gets an invoice at its Rechnungsanschrift). The rules
// read these rows; nothing about an insurer is in the code.
import { Link } from 'react-router';
import { TRIP_REASON_LABELS } from '#app/domain/approvals/classification';
import {
  PAYER_KIND_LABELS,
  PAYER_KINDS,
  SERIES_RULE_LABELS,
  SERIES_RULES,
  WAIVABLE_REASONS,
} from '#app/domain/approvals/insurer-settings-form';
import { Field } from '#app/ui/field';
import { Input } from '#app/ui/input';
import { Textarea } from '#app/ui/textarea';
import { LabelledOptions, NativeSelect } from '#app/ui/native-select';
import { CreateCard, EditDeleteActions, ListSection } from '#app/staff/crud/crud-parts';
import { ListScreen, ScreenTitle } from '#app/staff/crud/page-parts';
import { CheckboxRow } from './approval-fields';
import type { Route } from '../+types/insurer-settings';

/** The screen shows what its route's loader returns (the route's generated types). */
type ScreenData = Route.ComponentProps['loaderData'];

type Defaults = Partial<{
  krankenkasse: string;
  seriesRule: string;
  art: string;
  rechnungsanschrift: string | null;
  waivers: { reason: string }[];
}> &
  Record<string, unknown>;

function InsurerFields({
  idPrefix,
  defaults = {},
  errors,
}: {
  idPrefix: string;
  defaults?: Defaults;
  errors: Record<string, string>;
}) {
  const waived = (reason: string) =>
    Boolean(defaults.waivers?.some((w) => w.reason === reason) || defaults[`verzicht_${reason}`] === 'on');
  return (
    <>
      <Field
        label="Krankenkasse"
        required
        hint="Der Kostenträger, so geschrieben wie in den Buchungen, z. B. AOK Hessen oder Klinikum Frankfurt Höchst"
        error={errors.krankenkasse}
      >
        <Input
          id={`${idPrefix}-kasse`}
          name="krankenkasse"
          autoComplete="off"
          defaultValue={(defaults.krankenkasse as string) ?? ''}
        />
      </Field>
      <Field
        label="Art des Kostenträgers"
        hint="Ein Krankenhaus bezahlt seine Verlegungsfahrten selbst: keine Zuzahlung, eine Rechnung statt des Monatspakets."
        error={errors.art}
      >
        <NativeSelect id={`${idPrefix}-art`} name="art" defaultValue={defaults.art ?? 'krankenkasse'}>
          <LabelledOptions values={PAYER_KINDS} labels={PAYER_KIND_LABELS} />
        </NativeSelect>
      </Field>
      <Field
        label="Rechnungsanschrift"
        hint="Nur für ein Krankenhaus, dort nötig: Straße und Hausnummer, PLZ und Ort. Dorthin geht die Rechnung."
        error={errors.rechnungsanschrift}
      >
        <Textarea
          id={`${idPrefix}-anschrift`}
          name="rechnungsanschrift"
          rows={3}
          maxLength={300}
          defaultValue={defaults.rechnungsanschrift ?? ''}
        />
      </Field>
      <fieldset className="grid gap-1">
        <legend className="mb-1 text-sm font-medium">Verzichtet auf die Genehmigung (Taxi/Mietwagen) bei</legend>
        {WAIVABLE_REASONS.map((reason) => (
          <CheckboxRow
            key={reason}
            id={`${idPrefix}-${reason}`}
            name={`verzicht_${reason}`}
            label={TRIP_REASON_LABELS[reason]}
            defaultChecked={waived(reason)}
          />
        ))}
      </fieldset>
      <Field label="Serienfahrten" error={errors.seriesRule}>
        <NativeSelect
          id={`${idPrefix}-serie`}
          name="seriesRule"
          defaultValue={(defaults.seriesRule as string) ?? 'jede_fahrt'}
        >
          <LabelledOptions values={SERIES_RULES} labels={SERIES_RULE_LABELS} />
        </NativeSelect>
      </Field>
    </>
  );
}

function CreateInsurerCard() {
  return (
    <CreateCard
      fetcherKey="insurer-create"
      title="Krankenkasse hinzufügen"
      description="Ohne Eintrag gelten die Regeln der Krankentransport-Richtlinie ohne Ausnahme."
      submitLabel="Speichern"
      busyLabel="Wird gespeichert …"
    >
      {({ defaults, errors }) => <InsurerFields idPrefix="new-insurer" defaults={defaults} errors={errors} />}
    </CreateCard>
  );
}

export function InsurerSettingsScreen({ insurers }: ScreenData) {
  return (
    <ListScreen
      heading={
        <div>
          <Link to="/app/approvals" className="text-sm font-medium text-brand-dark underline underline-offset-4">
            Zurück zu den Genehmigungen
          </Link>
          <ScreenTitle>Ausnahmen der Krankenkassen</ScreenTitle>
        </div>
      }
      create={<CreateInsurerCard />}
      createColumn="wide"
    >
      <ListSection
        id="insurers-heading"
        title="Krankenkassen mit Ausnahmen"
        count={insurers.length}
        empty="Noch keine Ausnahmen eingetragen."
      >
        <ul className="flex flex-col gap-3">
          {insurers.map((insurer) => (
            <li
              key={insurer.id}
              className="flex flex-col gap-3 rounded-lg border border-border bg-white p-4 text-sm sm:flex-row sm:justify-between"
            >
              <div className="grid gap-1">
                <h3 className="text-base font-semibold">{insurer.krankenkasse}</h3>
                <p>Art: {PAYER_KIND_LABELS[insurer.art]}</p>
                {insurer.rechnungsanschrift ? (
                  <p className="whitespace-pre-line">Rechnungsanschrift: {insurer.rechnungsanschrift}</p>
                ) : null}
                <p>
                  Verzicht auf Genehmigung:{' '}
                  {insurer.waivers.length
                    ? insurer.waivers.map((w) => TRIP_REASON_LABELS[w.reason]).join('; ')
                    : 'keiner'}
                </p>
                <p>{SERIES_RULE_LABELS[insurer.seriesRule]}</p>
              </div>
              <EditDeleteActions
                id={insurer.id}
                subject={insurer.krankenkasse}
                editTitle="Ausnahmen bearbeiten"
                editDescription={`Ändern Sie die Ausnahmen der ${insurer.krankenkasse}.`}
                deleteTitle="Ausnahmen löschen"
                question={`Möchten Sie die Ausnahmen der ${insurer.krankenkasse} wirklich löschen?`}
              >
                {(errors) => <InsurerFields idPrefix={`insurer-${insurer.id}`} defaults={insurer} errors={errors} />}
              </EditDeleteActions>
            </li>
          ))}
        </ul>
      </ListSection>
    </ListScreen>
  );
}
