// Fahrer (SPEC.md §2): create card, "Fahrerübersicht (n)", edit dialog "Fahrer bearbeiten" and the
// delete confirmation "Fahrer löschen", with SPEC.md §8's six toasts.
import { Mail, MessageCircle, Phone } from 'lucide-react';
import { formatPhoneForDisplay, toE164 } from '#app/domain/patients/phone';
import { whatsappLink } from '#app/domain/whatsapp';
import { cn } from '#app/ui/cn';
import { LIVE_HIGHLIGHT_CLASS, LIVE_HIGHLIGHT_TRANSITION, useRecentlyChanged } from '#app/staff/realtime/live-updates';
import { DriverFields } from './driver-fields';
import { CreateCard, EditDeleteActions, ListSection } from '#app/staff/crud/crud-parts';
import { ListScreen } from '#app/staff/crud/page-parts';
import { DriverAccess, type DriverAccessSummary } from '#app/routes/staff/driver-app/ui/driver-access';
import type { Route } from '../+types/drivers';

/** The screen shows what its route's loader returns (the route's generated types). */
type ScreenData = Route.ComponentProps['loaderData'];

export type DriverListItem = ScreenData['drivers'][number];

function CreateDriverCard() {
  return (
    <CreateCard
      fetcherKey="driver-create"
      title="Neuen Fahrer anlegen"
      description="Felder mit * sind Pflichtfelder."
      submitLabel="Anlegen"
      busyLabel="Wird angelegt …"
    >
      {({ defaults, errors }) => <DriverFields idPrefix="new-driver" defaults={defaults} errors={errors} />}
    </CreateCard>
  );
}

/** The delete confirmation; with an account for the drivers' app it says that the access ends at once. */
export function deleteQuestion(driver: Pick<DriverListItem, 'name' | 'hasAppAccount'>): string {
  const question = `Möchten Sie den Fahrer ${driver.name} wirklich löschen? Seine Buchungen bleiben erhalten, die Zuordnung wird aufgehoben.`;
  if (!driver.hasAppAccount) return question;
  return `${question} Sein Zugang zur Fahrer-App wird deaktiviert und sofort abgemeldet; er kann sich nicht mehr anmelden.`;
}

function DriverCard({
  driver,
  canCreateAccounts,
  account,
}: {
  driver: DriverListItem;
  canCreateAccounts: boolean;
  account: DriverAccessSummary | undefined;
}) {
  const changed = useRecentlyChanged(driver.id);
  return (
    <li
      data-driver-id={driver.id}
      data-live-changed={changed || undefined}
      className={cn(
        'flex flex-col gap-3 rounded-lg border border-border bg-white p-4 sm:flex-row sm:items-start sm:justify-between',
        LIVE_HIGHLIGHT_TRANSITION,
        changed && LIVE_HIGHLIGHT_CLASS,
      )}
    >
      <div className="flex min-w-0 flex-col gap-1">
        <h3 className="text-base font-semibold">{driver.name}</h3>
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
          <a
            className="inline-flex min-h-11 items-center gap-1.5 text-brand-dark underline-offset-4 hover:underline sm:min-h-0"
            href={`tel:${toE164(driver.phone) ?? driver.phone}`}
          >
            <Phone aria-hidden="true" className="size-4" />
            <span className="sr-only">Telefon: </span>
            {formatPhoneForDisplay(driver.phone)}
          </a>
          {whatsappLink(driver.phone) ? (
            <a
              className="inline-flex min-h-11 items-center gap-1.5 text-brand-dark underline-offset-4 hover:underline sm:min-h-0"
              href={whatsappLink(driver.phone)!}
              target="_blank"
              rel="noreferrer noopener"
            >
              <MessageCircle aria-hidden="true" className="size-4" />
              WhatsApp<span className="sr-only"> an {driver.name} (öffnet in neuem Tab)</span>
            </a>
          ) : null}
          {driver.email ? (
            <a
              className="inline-flex min-h-11 items-center gap-1.5 break-all text-brand-dark underline-offset-4 hover:underline sm:min-h-0"
              href={`mailto:${driver.email}`}
            >
              <Mail aria-hidden="true" className="size-4" />
              <span className="sr-only">E-Mail: </span>
              {driver.email}
            </a>
          ) : null}
        </p>
        {driver.vehiclePlate ? <p className="text-sm text-muted">Fahrzeug: {driver.vehiclePlate}</p> : null}
        {driver.notes ? <p className="text-sm break-words whitespace-pre-line text-ink">{driver.notes}</p> : null}
        {canCreateAccounts ? <DriverAccess driverId={driver.id} driverName={driver.name} account={account} /> : null}
      </div>
      <EditDeleteActions
        id={driver.id}
        subject={driver.name}
        editTitle="Fahrer bearbeiten"
        editDescription={`Ändern Sie die Angaben zu ${driver.name}.`}
        deleteTitle="Fahrer löschen"
        question={deleteQuestion(driver)}
      >
        {(errors) => <DriverFields idPrefix={`driver-${driver.id}`} defaults={driver} errors={errors} />}
      </EditDeleteActions>
    </li>
  );
}

/** `canCreateAccounts`: the Inhaber sees and creates the drivers' access to the drivers' app (issue 20). */
export function DriversScreen({ drivers, canCreateAccounts, accounts }: ScreenData) {
  return (
    <ListScreen title="Fahrer" create={<CreateDriverCard />}>
      <ListSection
        id="drivers-heading"
        title="Fahrerübersicht"
        count={drivers.length}
        empty="Noch keine Fahrer angelegt."
      >
        <ul className="flex flex-col gap-3">
          {drivers.map((driver) => (
            <DriverCard
              key={driver.id}
              driver={driver}
              canCreateAccounts={canCreateAccounts}
              account={accounts[driver.id]}
            />
          ))}
        </ul>
      </ListSection>
    </ListScreen>
  );
}
