// Fahrzeuge (SPEC.md §2): create card and "Fahrzeugübersicht (n)"; beyond SPEC.md edit and delete, and
// every failure shown (issue 7).
import type { ReactNode } from 'react';
import { Badge } from '#app/ui/badge';
import { cn } from '#app/ui/cn';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '#app/ui/table';
import { LIVE_HIGHLIGHT_CLASS, LIVE_HIGHLIGHT_TRANSITION, useRecentlyChanged } from '#app/staff/realtime/live-updates';
import { CreateCard, ListSection, DeleteConfirm, EditDialog } from '#app/staff/crud/crud-parts';
import { VehicleFields, type DriverOption } from './vehicle-fields';
import type { Route } from '../+types/vehicles';

/** The screen shows what its route's loader returns (the route's generated types). */
type ScreenData = Route.ComponentProps['loaderData'];

export type VehicleListItem = {
  id: string;
  plate: string;
  model: string;
  wheelchair: boolean;
  /** Carries a carrying chair (decision 227). */
  tragestuhl?: boolean;
  seats: number | null;
  assignedDriverId: string | null;
  driverName: string | null;
};

/** "Rollstuhlgerecht", "Tragestuhl" (decision 227), or "Standard" for neither. */
function equipmentLabels(vehicle: Pick<VehicleListItem, 'wheelchair' | 'tragestuhl'>): string[] {
  const labels = [vehicle.wheelchair ? 'Rollstuhlgerecht' : null, vehicle.tragestuhl ? 'Tragestuhl' : null].filter(
    (label): label is string => label !== null,
  );
  return labels.length ? labels : ['Standard'];
}

function CreateVehicleCard({ drivers }: { drivers: DriverOption[] }) {
  return (
    <CreateCard
      fetcherKey="vehicle-create"
      title="Neues Fahrzeug anlegen"
      description="Felder mit * sind Pflichtfelder."
      submitLabel="Anlegen"
      busyLabel="Wird angelegt …"
    >
      {({ defaults, errors }) => (
        <VehicleFields idPrefix="new-vehicle" defaults={defaults} errors={errors} drivers={drivers} />
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

export function VehiclesScreen({ vehicles, drivers }: ScreenData) {
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 p-4 sm:p-6">
      <h1 className="text-2xl font-bold">Fahrzeuge</h1>
      <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
        <CreateVehicleCard drivers={drivers} />
        <ListSection
          id="vehicles-heading"
          title="Fahrzeugübersicht"
          count={vehicles.length}
          empty="Noch keine Fahrzeuge angelegt."
        >
          <div className="rounded-lg border border-border bg-white">
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Kennzeichen</TableHead>
                  <TableHead className="hidden sm:table-cell">Modell</TableHead>
                  <TableHead className="hidden sm:table-cell">Ausstattung</TableHead>
                  <TableHead className="hidden text-right sm:table-cell">Sitzplätze</TableHead>
                  <TableHead className="hidden sm:table-cell">Fahrer</TableHead>
                  <TableHead>
                    <span className="sr-only">Aktionen</span>
                  </TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
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
                      <div className="flex justify-end gap-2">
                        <EditDialog
                          title="Fahrzeug bearbeiten"
                          description={`Ändern Sie die Angaben zum Fahrzeug ${vehicle.plate}.`}
                          triggerLabel={`Fahrzeug ${vehicle.plate} bearbeiten`}
                          intent="update"
                          id={vehicle.id}
                          iconOnly
                        >
                          {(errors) => (
                            <VehicleFields
                              idPrefix={`vehicle-${vehicle.id}`}
                              defaults={vehicle}
                              errors={errors}
                              drivers={drivers}
                            />
                          )}
                        </EditDialog>
                        <DeleteConfirm
                          title="Fahrzeug löschen"
                          question={`Möchten Sie das Fahrzeug ${vehicle.plate} wirklich löschen?`}
                          triggerLabel={`Fahrzeug ${vehicle.plate} löschen`}
                          intent="delete"
                          id={vehicle.id}
                          iconOnly
                        />
                      </div>
                    </TableCell>
                  </VehicleRow>
                ))}
              </TableBody>
            </Table>
          </div>
        </ListSection>
      </div>
    </div>
  );
}
