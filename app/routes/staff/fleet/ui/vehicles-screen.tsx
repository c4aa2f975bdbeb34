// Fahrzeuge (SPEC.md §2): create card and "Fahrzeugübersicht (n)"; beyond SPEC.md edit and delete, and
// every failure shown (issue 7).
import type { ReactNode } from 'react';
import { LICENCE_KIND_LABELS, type LicenceKind } from '#app/domain/billing/vat';
import { Badge } from '#app/ui/badge';
import { cn } from '#app/ui/cn';
import { TableCell, TableRow } from '#app/ui/table';
import { LIVE_HIGHLIGHT_CLASS, LIVE_HIGHLIGHT_TRANSITION, useRecentlyChanged } from '#app/staff/realtime/live-updates';
import { CreateCard, EditDeleteActions, ListSection } from '#app/staff/crud/crud-parts';
import { ListScreen } from '#app/staff/crud/page-parts';
import { ACTIONS_COLUMN, TableCard, type Column } from '#app/staff/crud/table-card';
import { VehicleFields, type DriverOption } from './vehicle-fields';
import type { Route } from '../+types/vehicles';

/** The screen shows what its route's loader returns (the route's generated types). */
type ScreenData = Route.ComponentProps['loaderData'];

type VehicleListItem = ScreenData['vehicles'][number];

/** "Rollstuhlgerecht", "Tragestuhl" (decision 227), or "Standard" for neither; "Taxi"/"Mietwagen" when it differs from the company. */
function equipmentLabels(vehicle: Pick<VehicleListItem, 'wheelchair' | 'tragestuhl' | 'konzession'>): string[] {
  const labels = [vehicle.wheelchair ? 'Rollstuhlgerecht' : null, vehicle.tragestuhl ? 'Tragestuhl' : null].filter(
    (label): label is string => label !== null,
  );
  return [
    ...(labels.length ? labels : ['Standard']),
    ...(vehicle.konzession ? [LICENCE_KIND_LABELS[vehicle.konzession]] : []),
  ];
}

// On a phone only the first and the last column show; the first lists the others' content.
const WIDE = 'hidden sm:table-cell';
const COLUMNS: Column[] = [
  { label: 'Kennzeichen' },
  { label: 'Modell', className: WIDE },
  { label: 'Ausstattung', className: WIDE },
  { label: 'Sitzplätze', className: 'hidden text-right sm:table-cell' },
  { label: 'Fahrer', className: WIDE },
  ACTIONS_COLUMN,
];

function CreateVehicleCard({
  drivers,
  companyLicence,
}: {
  drivers: DriverOption[];
  companyLicence: LicenceKind | null;
}) {
  return (
    <CreateCard
      fetcherKey="vehicle-create"
      title="Neues Fahrzeug anlegen"
      description="Felder mit * sind Pflichtfelder."
      submitLabel="Anlegen"
      busyLabel="Wird angelegt …"
    >
      {({ defaults, errors }) => (
        <VehicleFields
          idPrefix="new-vehicle"
          defaults={defaults}
          errors={errors}
          drivers={drivers}
          companyLicence={companyLicence}
        />
      )}
    </CreateCard>
  );
}

/** A vehicle's row, highlighted briefly when it changed live (issue 9). */
function VehicleRow({ id, children }: { id: string; children: ReactNode }) {
  const changed = useRecentlyChanged(id);
  return (
    <TableRow
      data-vehicle-id={id}
      data-live-changed={changed || undefined}
      className={cn(LIVE_HIGHLIGHT_TRANSITION, changed && LIVE_HIGHLIGHT_CLASS)}
    >
      {children}
    </TableRow>
  );
}

export function VehiclesScreen({ vehicles, drivers, companyLicence }: ScreenData) {
  return (
    <ListScreen title="Fahrzeuge" create={<CreateVehicleCard drivers={drivers} companyLicence={companyLicence} />}>
      <ListSection
        id="vehicles-heading"
        title="Fahrzeugübersicht"
        count={vehicles.length}
        empty="Noch keine Fahrzeuge angelegt."
      >
        <TableCard columns={COLUMNS}>
          {vehicles.map((vehicle) => (
            <VehicleRow key={vehicle.id} id={vehicle.id}>
              <TableCell>
                <span className="font-semibold whitespace-nowrap">{vehicle.plate}</span>
                {/* On a phone the other columns are hidden; their content is listed here instead. */}
                <span className="mt-1 flex flex-col gap-0.5 text-sm text-muted sm:hidden">
                  {vehicle.model ? <span className="text-ink">{vehicle.model}</span> : null}
                  <span>
                    {equipmentLabels(vehicle).join(', ')}
                    {vehicle.seats !== null ? ` · ${vehicle.seats} Sitzplätze` : ''}
                  </span>
                  <span>{vehicle.driverName ? `Fahrer: ${vehicle.driverName}` : 'Nicht zugewiesen'}</span>
                </span>
              </TableCell>
              <TableCell className="hidden sm:table-cell">
                {vehicle.model || <span className="text-muted">–</span>}
              </TableCell>
              <TableCell className="hidden sm:table-cell">
                <span className="flex flex-wrap gap-1">
                  {equipmentLabels(vehicle).map((label) => (
                    <Badge key={label} variant={label === 'Standard' ? 'outline' : 'secondary'}>
                      {label}
                    </Badge>
                  ))}
                </span>
              </TableCell>
              <TableCell className="hidden text-right tabular-nums sm:table-cell">
                {vehicle.seats ?? <span className="text-muted">–</span>}
              </TableCell>
              <TableCell className="hidden sm:table-cell">
                {vehicle.driverName ?? <span className="text-muted">Nicht zugewiesen</span>}
              </TableCell>
              <TableCell>
                <EditDeleteActions
                  id={vehicle.id}
                  subject={`Fahrzeug ${vehicle.plate}`}
                  editTitle="Fahrzeug bearbeiten"
                  editDescription={`Ändern Sie die Angaben zum Fahrzeug ${vehicle.plate}.`}
                  deleteTitle="Fahrzeug löschen"
                  question={`Möchten Sie das Fahrzeug ${vehicle.plate} wirklich löschen?`}
                  inTable
                >
                  {(errors) => (
                    <VehicleFields
                      idPrefix={`vehicle-${vehicle.id}`}
                      defaults={vehicle}
                      errors={errors}
                      drivers={drivers}
                      companyLicence={companyLicence}
                    />
                  )}
                </EditDeleteActions>
              </TableCell>
            </VehicleRow>
          ))}
        </TableCard>
      </ListSection>
    </ListScreen>
  );
}
