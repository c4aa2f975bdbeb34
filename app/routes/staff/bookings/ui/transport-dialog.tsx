// Transportart ändern: patient, date and time; the confirm button stays disabled until a type is chosen.
import { useId, useState } from 'react';
import { formatGermanDate } from '#app/domain/german-date';
import { TRANSPORT_LABELS, TRANSPORT_TYPES } from '#app/domain/bookings/transport';
import { Button } from '#app/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#app/ui/dialog';
import { Label } from '#app/ui/label';
import { NativeSelect } from '#app/ui/native-select';
import type { BookingRowView } from '#app/domain/bookings/read-models';
import { usePostAction } from '#app/staff/actions/use-post-action';

function TransportForm({ row, onDone }: { row: BookingRowView; onDone: () => void }) {
  const [type, setType] = useState('');
  const { run, busy } = usePostAction();
  const id = useId();
  return (
    <form
      className="grid gap-4"
      onSubmit={async (e) => {
        e.preventDefault();
        if (!type) return;
        const result = await run({ intent: 'transport', id: row.id, transportart: type });
        if (result.ok) onDone();
      }}
    >
      <dl className="grid grid-cols-[6rem_1fr] gap-1 text-sm">
        <dt className="text-muted">Patient</dt>
        <dd className="font-medium">
          {row.vorname} {row.nachname}
        </dd>
        <dt className="text-muted">Datum</dt>
        <dd>{formatGermanDate(row.datum)}</dd>
        <dt className="text-muted">Uhrzeit</dt>
        <dd>{row.uhrzeit} Uhr</dd>
      </dl>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-type`}>Neue Transportart</Label>
        <NativeSelect id={`${id}-type`} value={type} onChange={(e) => setType(e.target.value)}>
          <option value="">Bitte wählen</option>
          {TRANSPORT_TYPES.map((t) => (
            <option key={t} value={t} disabled={t === row.transportart}>
              {TRANSPORT_LABELS[t]}
              {t === row.transportart ? ' (aktuell)' : ''}
            </option>
          ))}
        </NativeSelect>
      </div>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Abbrechen</Button>
        </DialogClose>
        <Button type="submit" disabled={!type || busy}>
          Transportart ändern
        </Button>
      </DialogFooter>
    </form>
  );
}

export function TransportDialog({ row, onClose }: { row: BookingRowView | null; onClose: () => void }) {
  return (
    <Dialog open={Boolean(row)} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Transportart ändern</DialogTitle>
          <DialogDescription>Buchung {row?.bookingNumber}</DialogDescription>
        </DialogHeader>
        {row ? <TransportForm key={row.id} row={row} onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}
