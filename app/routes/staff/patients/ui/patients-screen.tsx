// Patienten (issue 17): search over name, phone (any notation), date of birth (dd.MM.yyyy) and KVNR,
// the archived filter, a capped list and the create form (which opens the new patient's page).
import { CalendarPlus, Plus, Search } from 'lucide-react';
import { useState } from 'react';
import { Form, Link } from 'react-router';
import { formatGermanDate } from '#app/domain/german-date';
import { formatPhoneForDisplay } from '#app/domain/patients/phone';
import { Badge } from '#app/ui/badge';
import { Button } from '#app/ui/button';
import { Input } from '#app/ui/input';
import { Label } from '#app/ui/label';
import { CreateCard } from '#app/staff/crud/crud-parts';
import { PatientFields } from './patient-fields';
import type { Route } from '../+types/patients';

/** The screen shows what its route's loader returns (the route's generated types). */
type ScreenData = Route.ComponentProps['loaderData'];

/** The list shows at most this many patients; the search narrows it. */
export const PATIENT_LIST_LIMIT = 100;

export type PatientListItem = {
  id: string;
  vorname: string;
  nachname: string;
  geburtsdatum: string | null;
  telefone: string[];
  krankenkasse: string | null;
};

const openPath = (created: { id?: string }) => (created.id ? `/app/patients/${created.id}` : null);

function CreatePatientCard({ onCancel }: { onCancel: () => void }) {
  // The new patient's page opens once the fetcher and the list's revalidation are done (useOpenCreated).
  return (
    <CreateCard
      fetcherKey="patient-create"
      title="Neuen Patienten anlegen"
      description="Felder mit * sind Pflichtfelder. Mögliche Doppeleinträge werden nach dem Speichern angezeigt, nie zusammengeführt."
      submitLabel="Patient anlegen"
      busyLabel="Wird angelegt …"
      onCancel={onCancel}
      openCreated={openPath}
    >
      {({ defaults, errors }) => <PatientFields idPrefix="new-patient" defaults={defaults} errors={errors} />}
    </CreateCard>
  );
}

export function PatientsScreen({ q, archived, patients, more }: ScreenData) {
  const [creating, setCreating] = useState(false);
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">Patienten</h1>
        {creating ? null : (
          <Button onClick={() => setCreating(true)}>
            <Plus aria-hidden="true" />
            Neuer Patient
          </Button>
        )}
      </div>

      {creating ? <CreatePatientCard onCancel={() => setCreating(false)} /> : null}

      <Form
        method="get"
        role="search"
        aria-label="Patienten suchen"
        className="flex flex-col gap-3 rounded-lg border border-border bg-white p-4 sm:flex-row sm:items-end"
      >
        <div className="grid flex-1 gap-1.5">
          <Label htmlFor="patient-search">Suche</Label>
          <Input
            id="patient-search"
            name="q"
            type="search"
            defaultValue={q}
            autoComplete="off"
            aria-describedby="patient-search-hint"
            maxLength={200}
          />
          <p id="patient-search-hint" className="text-sm text-muted">
            Name, Telefon (beliebige Schreibweise), Geburtsdatum (TT.MM.JJJJ) oder Versichertennummer
          </p>
        </div>
        <div className="flex min-h-11 items-center gap-3 sm:mb-7">
          <input
            id="patient-archived"
            name="archiv"
            value="1"
            type="checkbox"
            defaultChecked={archived}
            className="size-5 shrink-0 cursor-pointer accent-brand"
          />
          <label htmlFor="patient-archived" className="cursor-pointer">
            Archivierte anzeigen
          </label>
        </div>
        <Button type="submit" className="sm:mb-7">
          <Search aria-hidden="true" />
          Suchen
        </Button>
      </Form>

      <section aria-labelledby="patients-heading" className="flex flex-col gap-3">
        <h2 id="patients-heading" className="text-lg font-semibold">
          {archived ? 'Archivierte Patienten' : 'Patienten'} ({patients.length}
          {more ? '+' : ''})
        </h2>
        {more ? (
          <p className="text-sm text-muted" role="status">
            Es werden die ersten {patients.length} Treffer angezeigt. Bitte grenzen Sie die Suche ein.
          </p>
        ) : null}
        {patients.length === 0 ? (
          <p className="rounded-lg border border-dashed border-border p-6 text-muted">
            {q
              ? 'Keine Patienten gefunden.'
              : archived
                ? 'Keine archivierten Patienten.'
                : 'Noch keine Patienten angelegt.'}
          </p>
        ) : (
          <ul className="flex flex-col gap-2">
            {patients.map((patient) => (
              <li
                key={patient.id}
                data-patient-id={patient.id}
                className="flex flex-col gap-2 rounded-lg border border-border bg-white p-4 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="flex min-w-0 flex-col gap-1">
                  <Link
                    to={`/app/patients/${patient.id}`}
                    className="text-base font-semibold text-brand-dark underline-offset-4 hover:underline"
                  >
                    {patient.nachname}, {patient.vorname}
                  </Link>
                  <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
                    {patient.geburtsdatum ? <span>geb. {formatGermanDate(patient.geburtsdatum)}</span> : null}
                    {patient.telefone[0] ? <span>{formatPhoneForDisplay(patient.telefone[0])}</span> : null}
                    {patient.krankenkasse ? <span>{patient.krankenkasse}</span> : null}
                    {archived ? <Badge variant="outline">archiviert</Badge> : null}
                  </p>
                </div>
                {archived ? null : (
                  <Button asChild variant="outline" size="sm" className="shrink-0">
                    <Link to={`/app/bookings/neu?patient=${patient.id}`}>
                      <CalendarPlus aria-hidden="true" />
                      Neue Buchung
                      <span className="sr-only">
                        {' '}
                        für {patient.vorname} {patient.nachname}
                      </span>
                    </Link>
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
