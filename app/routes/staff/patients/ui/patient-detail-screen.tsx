// One patient (issue 17): Stammdaten at a glance, likely duplicates flagged (never merged: staff open
// both and decide), upcoming and past legs, edit, archive/restore and "Neue Buchung" for this patient.
// Further sections (h18: Genehmigungen/Verordnungen) plug in through `PatientSections`.
import { Archive, ArchiveRestore, CalendarPlus, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { exemptionCardOf, exemptionCardPeriod } from '#app/domain/billing/co-payment';
import { formatGermanDate } from '#app/domain/german-date';
import { statusLabel } from '#app/domain/rides/statuses';
import { transportLabel } from '#app/domain/bookings/transport';
import { LEG_KIND_LABELS, NACH_TERMIN_LABEL } from '#app/domain/rides/legs';
import { LEG_STATUS_LABELS, type LegStatus } from '#app/domain/rides/statuses';
import { MATCH_STRENGTH_LABELS } from '#app/domain/patients/matching';
import { HANDLING_FLAG_LABELS, HANDLING_FLAGS, patientFormValues } from '#app/domain/patients/patient-form';
import { formatPhoneForDisplay, toE164 } from '#app/domain/patients/phone';
import { Badge } from '#app/ui/badge';
import { Button } from '#app/ui/button';
import { EditDialog } from '#app/staff/crud/crud-parts';
import { BackLink, TitledSection } from '#app/staff/crud/page-parts';
import { ArchiveConfirm } from './archive-confirm';
import { PatientFields } from './patient-fields';
import type { PatientLeg } from '#app/domain/patients/read-models';
import type { Route } from '../+types/patient';

/** The screen shows what its route's loader returns (the route's generated types). */
type ScreenData = Route.ComponentProps['loaderData'];

type PatientDetail = ScreenData['patient'];

function Facts({ items }: { items: [string, ReactNode][] }) {
  const shown = items.filter(([, value]) => value !== null && value !== '' && value !== undefined);
  return (
    <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_minmax(0,1fr)]">
      {shown.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-sm font-medium text-muted">{label}</dt>
          <dd className="break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Phone({ value }: { value: string }) {
  return (
    <a className="text-brand-dark underline-offset-4 hover:underline" href={`tel:${toE164(value) ?? value}`}>
      {formatPhoneForDisplay(value)}
    </a>
  );
}

function flagsOf(patient: PatientDetail): string[] {
  const flags: string[] = HANDLING_FLAGS.filter((flag) => patient.besonderheiten[flag]).map(
    (flag) => HANDLING_FLAG_LABELS[flag],
  );
  if (patient.besonderheiten.barrierefreiZugang === false) flags.push('kein barrierefreier Zugang');
  return flags;
}

function LegList({ legs, empty }: { legs: PatientLeg[]; empty: string }) {
  if (legs.length === 0) return <p className="rounded-lg border border-dashed border-border p-4 text-muted">{empty}</p>;
  return (
    <ul className="flex flex-col gap-2">
      {legs.map((leg) => (
        <li
          key={`${leg.bookingId}-${leg.kind}`}
          className="flex flex-col gap-1 rounded-lg border border-border bg-white p-3 text-sm"
        >
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span className="font-semibold">
              {formatGermanDate(leg.datum)}, {leg.timing === 'nach-termin' ? NACH_TERMIN_LABEL : `${leg.uhrzeit} Uhr`}
            </span>
            <span>{LEG_KIND_LABELS[leg.kind]}</span>
            <Badge variant="outline">{LEG_STATUS_LABELS[leg.legStatus as LegStatus] ?? leg.legStatus}</Badge>
            <Link
              to={`/app/bookings?q=${encodeURIComponent(leg.bookingNumber)}`}
              className="text-brand-dark underline-offset-4 hover:underline"
            >
              {leg.bookingNumber}
              <span className="sr-only"> in Buchungen öffnen</span>
            </Link>
            <span className="text-muted">Auftrag: {statusLabel(leg.status)}</span>
          </p>
          <p className="break-words text-muted">
            {leg.abholadresse} → {leg.zieladresse}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** The boundary where other areas add their sections to the patient page (e.g. Genehmigungen). */
export function PatientSections({ children }: { children?: ReactNode }) {
  return children ? <div className="flex flex-col gap-6">{children}</div> : null;
}

export function PatientDetailScreen({
  patient,
  upcoming,
  past,
  duplicates,
  sections,
}: ScreenData & {
  /** Sections other areas contribute (rendered after the legs). */
  sections?: ReactNode;
}) {
  const name = `${patient.vorname} ${patient.nachname}`;
  const flags = flagsOf(patient);
  const card = exemptionCardOf(patient.befreiungAb, patient.befreiungBis);
  const contact = patient.kontaktperson;
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 p-4 sm:p-6">
      <BackLink to="/app/patients">Alle Patienten</BackLink>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-bold">
            {patient.nachname}, {patient.vorname}
          </h1>
          <p className="flex flex-wrap items-center gap-2 text-muted">
            {patient.geburtsdatum ? <span>geb. {formatGermanDate(patient.geburtsdatum)}</span> : null}
            {patient.archivedAt ? <Badge variant="outline">archiviert</Badge> : null}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {patient.archivedAt ? null : (
            <Button asChild>
              <Link to={`/app/bookings/neu?patient=${patient.id}`}>
                <CalendarPlus aria-hidden="true" />
                Neue Buchung
              </Link>
            </Button>
          )}
          <EditDialog
            title="Patient bearbeiten"
            description={`Ändern Sie die Stammdaten von ${name}.`}
            triggerLabel={`${name} bearbeiten`}
            intent="update"
            id={patient.id}
            contentClassName="sm:max-w-3xl"
          >
            {(errors) => (
              <PatientFields idPrefix={`patient-${patient.id}`} defaults={patientFormValues(patient)} errors={errors} />
            )}
          </EditDialog>
          {patient.archivedAt ? (
            <ArchiveConfirm
              title="Patient wiederherstellen"
              question={`Möchten Sie ${name} wiederherstellen? Der Patient erscheint dann wieder in der Liste und der Suche.`}
              triggerLabel="Wiederherstellen"
              confirmLabel="Wiederherstellen"
              icon={<ArchiveRestore aria-hidden="true" />}
              intent="unarchive"
              id={patient.id}
            />
          ) : (
            <ArchiveConfirm
              title="Patient archivieren"
              question={`Möchten Sie ${name} archivieren? Die Buchungen und Fahrten bleiben erhalten und verknüpft; der Patient erscheint nur noch unter „Archivierte anzeigen“ und kann jederzeit wiederhergestellt werden.`}
              triggerLabel="Archivieren"
              confirmLabel="Archivieren"
              icon={<Archive aria-hidden="true" />}
              intent="archive"
              id={patient.id}
            />
          )}
        </div>
      </div>

      {duplicates.length ? (
        <section
          aria-labelledby="duplicates-heading"
          className="flex flex-col gap-2 rounded-lg border border-yellow-300 bg-yellow-50 p-4"
        >
          <h2 id="duplicates-heading" className="flex items-center gap-2 text-lg font-semibold">
            <TriangleAlert aria-hidden="true" className="size-5 text-yellow-800" />
            Mögliche Doppeleinträge ({duplicates.length})
          </h2>
          <p className="text-sm">
            Bitte prüfen Sie, ob es dieselbe Person ist. Es wird nichts automatisch zusammengeführt.
          </p>
          <ul className="flex flex-col gap-1">
            {duplicates.map(({ patient: other, match }) => (
              <li key={other.id} className="text-sm">
                <Link
                  to={`/app/patients/${other.id}`}
                  className="font-semibold text-brand-dark underline-offset-4 hover:underline"
                >
                  {other.nachname}, {other.vorname}
                  {other.geburtsdatum ? ` (geb. ${formatGermanDate(other.geburtsdatum)})` : ''}
                </Link>
                : {MATCH_STRENGTH_LABELS[match.strength]}. {match.message}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <div className="grid gap-6 lg:grid-cols-2">
        <section
          aria-labelledby="person-heading"
          className="flex flex-col gap-3 rounded-lg border border-border bg-white p-4"
        >
          <h2 id="person-heading" className="text-lg font-semibold">
            Stammdaten
          </h2>
          <Facts
            items={[
              [
                'Telefon',
                patient.telefone.length ? (
                  <span className="flex flex-col">
                    {patient.telefone.map((phone) => (
                      <Phone key={phone} value={phone} />
                    ))}
                  </span>
                ) : null,
              ],
              ['E-Mail', patient.email],
              ['Wohnadresse', patient.adresse],
              [
                'Häufige Ziele',
                patient.orte.length ? (
                  <ul>
                    {patient.orte.map((place) => (
                      <li key={`${place.label}-${place.adresse}`}>
                        <span className="font-medium">{place.label}:</span> {place.adresse}
                      </li>
                    ))}
                  </ul>
                ) : null,
              ],
              ['Notizen', patient.notizen ? <span className="whitespace-pre-line">{patient.notizen}</span> : null],
            ]}
          />
        </section>
        <section
          aria-labelledby="care-heading"
          className="flex flex-col gap-3 rounded-lg border border-border bg-white p-4"
        >
          <h2 id="care-heading" className="text-lg font-semibold">
            Versicherung und Mobilität
          </h2>
          <Facts
            items={[
              ['Krankenkasse', patient.krankenkasse],
              ['Versichertennummer', patient.versichertennummer],
              ['Zuzahlungsbefreiung', card ? `gültig ${exemptionCardPeriod(card)}` : null],
              ['Pflegegrad', patient.pflegegrad ? String(patient.pflegegrad) : null],
              ['Merkzeichen', patient.merkzeichen.length ? patient.merkzeichen.join(', ') : null],
              ['Transportart', transportLabel(patient.transportart)],
              [
                'Besonderheiten',
                flags.length ? (
                  <span className="flex flex-wrap gap-1">
                    {flags.map((flag) => (
                      <Badge key={flag} variant="rejected">
                        {flag}
                      </Badge>
                    ))}
                  </span>
                ) : null,
              ],
              ['Hinweise', patient.besonderheiten.weitereHinweise],
              [
                'Kontaktperson',
                contact ? (
                  <span className="flex flex-col">
                    <span>
                      {contact.name}
                      {contact.beziehung ? ` (${contact.beziehung})` : ''}
                    </span>
                    {contact.telefon ? <Phone value={contact.telefon} /> : null}
                    {contact.email ? <span>{contact.email}</span> : null}
                  </span>
                ) : null,
              ],
            ]}
          />
        </section>
      </div>

      <TitledSection id="upcoming-heading" title={<>Anstehende Fahrten ({upcoming.length})</>}>
        <LegList legs={upcoming} empty="Keine anstehenden Fahrten." />
      </TitledSection>
      <TitledSection id="past-heading" title={<>Vergangene und stornierte Fahrten ({past.length})</>}>
        <LegList legs={past} empty="Keine vergangenen oder stornierten Fahrten." />
      </TitledSection>

      <PatientSections>{sections}</PatientSections>
    </div>
  );
}
