// Dialog Buchung bearbeiten (SPEC.md §2, §5): the fields with their input types; the two required-field
// rules show the destructive notice "Validierungsfehler"; a failed save gives the toast by cause (§8).
import { CircleAlert } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { VALIDATION_ERROR_TITLE, validateEditBooking } from '../../domain/bookings/edit-booking';
import { showActionToasts } from '../actions/use-action-result';
import { TRANSPORT_LABELS, TRANSPORT_TYPES } from '../../domain/bookings/transport';
import { Button } from '../../ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../ui/dialog';
import { Field } from '../../ui/field';
import { Input } from '../../ui/input';
import { NativeSelect } from '../../ui/native-select';
import { Textarea } from '../../ui/textarea';
import type { BookingDetailsView } from './types';
import { usePostAction } from '../actions/use-post-action';
import { LOAD_ERROR, useBookingDetails } from './use-booking-details';

type Notice = { title: string; message: string; fieldErrors: Record<string, string> };

function EditForm({ d, onSaved }: { d: BookingDetailsView; onSaved: () => void }) {
  const { run, busy } = usePostAction();
  const [notice, setNotice] = useState<Notice | null>(null);
  const errors = notice?.fieldErrors ?? {};

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
    const checked = validateEditBooking(values);
    if (!checked.ok) {
      setNotice({ title: checked.title, message: checked.message, fieldErrors: checked.fieldErrors });
      return;
    }
    setNotice(null);
    const result = await run({ intent: 'edit', id: d.id, ...values }, { silent: true });
    // A refused field is shown in the dialog (SPEC.md's "Validierungsfehler"), everything else as toasts.
    if (result.code === 'invalid') {
      setNotice({ title: VALIDATION_ERROR_TITLE, message: result.toasts[0]?.description ?? '', fieldErrors: result.fieldErrors });
    } else showActionToasts(result);
    if (result.ok) onSaved();
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-3" aria-label="Buchung bearbeiten">
      {notice ? (
        <div role="alert" className="flex gap-2 rounded-md border border-destructive bg-red-50 p-3 text-sm text-destructive">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <div>
            <p className="font-semibold">{notice.title}</p>
            <p>{notice.message}</p>
          </div>
        </div>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="Transportart" error={errors.transportart}>
          <NativeSelect name="transportart" defaultValue={d.transportart ?? ''}>
            <option value="">Nicht festgelegt</option>
            {TRANSPORT_TYPES.map((t) => (
              <option key={t} value={t}>
                {TRANSPORT_LABELS[t]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label="Krankenkasse" error={errors.krankenkasse}>
          <Input name="krankenkasse" defaultValue={d.krankenkasse ?? ''} maxLength={200} />
        </Field>
        <Field label="Datum" required error={errors.datum}>
          <Input name="datum" type="date" defaultValue={d.datum} />
        </Field>
        <Field label="Uhrzeit" required error={errors.uhrzeit}>
          <Input name="uhrzeit" type="time" defaultValue={d.uhrzeit} />
        </Field>
        <Field label="Vorname" required error={errors.vorname}>
          <Input name="vorname" defaultValue={d.vorname} maxLength={100} autoComplete="off" />
        </Field>
        <Field label="Nachname" required error={errors.nachname}>
          <Input name="nachname" defaultValue={d.nachname} maxLength={100} autoComplete="off" />
        </Field>
        <Field label="Telefon" error={errors.telefon}>
          <Input name="telefon" type="tel" defaultValue={d.telefon ?? ''} maxLength={40} autoComplete="off" />
        </Field>
        <Field label="E-Mail" error={errors.email}>
          <Input name="email" type="email" defaultValue={d.email ?? ''} maxLength={254} autoComplete="off" />
        </Field>
      </div>
      <Field label="Abholadresse" error={errors.abholadresse}>
        <Textarea name="abholadresse" rows={2} defaultValue={d.abholadresse} maxLength={300} />
      </Field>
      <Field label="Zieladresse" error={errors.zieladresse}>
        <Textarea name="zieladresse" rows={2} defaultValue={d.zieladresse} maxLength={300} />
      </Field>
      <Field label="Entfernung (km)" hint="Optional, 0 bis 10000 km, eine Nachkommastelle" error={errors.entfernungKm}>
        <Input name="entfernungKm" inputMode="decimal" defaultValue={d.entfernungKm ? d.entfernungKm.replace('.', ',') : ''} maxLength={7} />
      </Field>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Abbrechen</Button>
        </DialogClose>
        <Button type="submit" disabled={busy}>
          Änderungen speichern
        </Button>
      </DialogFooter>
    </form>
  );
}

export function EditDialog({ id, bookingNumber, onClose }: { id: string | null; bookingNumber: string; onClose: () => void }) {
  const { details, failed } = useBookingDetails(id);
  return (
    <Dialog open={Boolean(id)} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Buchung bearbeiten</DialogTitle>
          <DialogDescription>Buchung {bookingNumber}</DialogDescription>
        </DialogHeader>
        {details ? (
          <EditForm key={details.id} d={details} onSaved={onClose} />
        ) : (
          <p role="status" className="text-muted">
            {failed ? LOAD_ERROR : 'Lade Buchungsdaten...'}
          </p>
        )}
      </DialogContent>
    </Dialog>
  );
}
