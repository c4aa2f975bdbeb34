// Dialog Buchung bearbeiten (SPEC.md §2, §5): the fields with their input types; the two required-field
// rules show the destructive notice "Validierungsfehler"; a failed save gives the toast by cause (§8).
// Issue 17: the return leg too (none, fixed time or "nach Termin"; date, pickup, destination), which
// follows the outbound leg while the user has not changed it (same day, swapped addresses), and an
// optional "Änderung" e-mail to the patient.
import { CircleAlert } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import {
  followOutboundFields,
  RETURN_KIND_LABELS,
  RETURN_KINDS,
  returnOrderErrors,
  VALIDATION_ERROR_TITLE,
  validateEditBooking,
  type ReturnFormFields,
  type ReturnKind,
} from '#app/domain/bookings/edit-booking';
import { formatPhoneForDisplay } from '#app/domain/patients/phone';
import { Checkbox } from '#app/ui/checkbox';
import { MAX_BEGLEITPERSONEN } from '#app/domain/bookings/companions';
import { showActionToasts } from '#app/staff/actions/use-action-result';
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
import { Field } from '#app/ui/field';
import { Input } from '#app/ui/input';
import { LabelledOptions, NativeSelect } from '#app/ui/native-select';
import { Textarea } from '#app/ui/textarea';
import type { BookingDetailsView } from '#app/domain/bookings/read-models';
import { usePostAction } from '#app/staff/actions/use-post-action';
import { LOAD_ERROR, useBookingDetails } from './use-booking-details';

type Notice = { title: string; message: string; fieldErrors: Record<string, string> };

type Outbound = { datum: string; abholadresse: string; zieladresse: string };

function EditForm({ d, onSaved }: { d: BookingDetailsView; onSaved: () => void }) {
  const { run, busy } = usePostAction();
  const [notice, setNotice] = useState<Notice | null>(null);
  const errors = notice?.fieldErrors ?? {};
  // The ride is its legs: the outbound leg comes first, a return is optional.
  const hin = d.legs.find((leg) => leg.kind === 'hin') ?? d.legs[0]!;
  const back = d.legs.find((leg) => leg.kind === 'rueck');
  const [outbound, setOutbound] = useState<Outbound>({
    datum: hin.datum,
    abholadresse: hin.abholadresse,
    zieladresse: hin.zieladresse,
  });
  const [kind, setKind] = useState<ReturnKind>(back ? back.timing : 'keine');
  const [ret, setRet] = useState<ReturnFormFields>({
    rueckDatum: back?.datum ?? hin.datum,
    rueckAbholadresse: back?.abholadresse ?? hin.zieladresse,
    rueckZieladresse: back?.zieladresse ?? hin.abholadresse,
  });
  const [touched, setTouched] = useState<ReadonlySet<keyof ReturnFormFields>>(new Set());
  const [notify, setNotify] = useState(false);
  const mailTo = d.bestaetigungsEmail || d.email;

  // The outbound leg changes: the return follows where the user has not set it by hand.
  const changeOutbound = (key: keyof Outbound, value: string) => {
    const next = { ...outbound, [key]: value };
    setRet(followOutboundFields(outbound, next, ret, touched));
    setOutbound(next);
  };
  const changeReturn = (key: keyof ReturnFormFields, value: string) => {
    setRet({ ...ret, [key]: value });
    setTouched(new Set([...touched, key]));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
    const checked = validateEditBooking(values);
    if (!checked.ok) {
      setNotice({ title: checked.title, message: checked.message, fieldErrors: checked.fieldErrors });
      return;
    }
    const order = returnOrderErrors(checked.values);
    if (Object.keys(order).length) {
      setNotice({ title: VALIDATION_ERROR_TITLE, message: Object.values(order)[0]!, fieldErrors: order });
      return;
    }
    setNotice(null);
    const result = await run({ intent: 'edit', id: d.id, ...values }, { silent: true });
    // A refused field is shown in the dialog (SPEC.md's "Validierungsfehler"), everything else as toasts.
    if (result.code === 'invalid') {
      setNotice({
        title: VALIDATION_ERROR_TITLE,
        message: result.toasts[0]?.description ?? '',
        fieldErrors: result.fieldErrors,
      });
    } else showActionToasts(result);
    if (result.ok) onSaved();
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-3" aria-label="Buchung bearbeiten">
      {notice ? (
        <div
          role="alert"
          className="flex gap-2 rounded-md border border-destructive bg-red-50 p-3 text-sm text-destructive"
        >
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
            <LabelledOptions values={TRANSPORT_TYPES} labels={TRANSPORT_LABELS} />
          </NativeSelect>
        </Field>
        <Field label="Krankenkasse" error={errors.krankenkasse}>
          <Input name="krankenkasse" defaultValue={d.krankenkasse ?? ''} maxLength={200} />
        </Field>
        <Field label="Datum" required error={errors.datum}>
          <Input
            name="datum"
            type="date"
            value={outbound.datum}
            onChange={(e) => changeOutbound('datum', e.target.value)}
          />
        </Field>
        <Field label="Uhrzeit" required error={errors.uhrzeit}>
          <Input name="uhrzeit" type="time" defaultValue={hin.uhrzeit ?? ''} />
        </Field>
        <Field label="Vorname" required error={errors.vorname}>
          <Input name="vorname" defaultValue={d.vorname} maxLength={100} autoComplete="off" />
        </Field>
        <Field label="Nachname" required error={errors.nachname}>
          <Input name="nachname" defaultValue={d.nachname} maxLength={100} autoComplete="off" />
        </Field>
        <Field label="Telefon" error={errors.telefon}>
          {/* Shown like everywhere else ("0171 2345678"); the server stores it as E.164 again. */}
          <Input
            name="telefon"
            type="tel"
            defaultValue={d.telefon ? formatPhoneForDisplay(d.telefon) : ''}
            maxLength={40}
            autoComplete="off"
          />
        </Field>
        <Field label="E-Mail" error={errors.email}>
          <Input name="email" type="email" defaultValue={d.email ?? ''} maxLength={254} autoComplete="off" />
        </Field>
      </div>
      <Field label="Abholadresse" error={errors.abholadresse}>
        <Textarea
          name="abholadresse"
          rows={2}
          value={outbound.abholadresse}
          onChange={(e) => changeOutbound('abholadresse', e.target.value)}
          maxLength={300}
        />
      </Field>
      <Field label="Zieladresse" error={errors.zieladresse}>
        <Textarea
          name="zieladresse"
          rows={2}
          value={outbound.zieladresse}
          onChange={(e) => changeOutbound('zieladresse', e.target.value)}
          maxLength={300}
        />
      </Field>
      <fieldset className="grid gap-3 rounded-md border border-border p-3">
        <legend className="px-1 text-sm font-semibold">Rückfahrt</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label="Art der Rückfahrt" error={errors.rueckfahrt}>
            <NativeSelect name="rueckfahrt" value={kind} onChange={(e) => setKind(e.target.value as ReturnKind)}>
              <LabelledOptions values={RETURN_KINDS} labels={RETURN_KIND_LABELS} />
            </NativeSelect>
          </Field>
          {kind !== 'keine' ? (
            <Field label="Datum der Rückfahrt" required error={errors.rueckDatum}>
              <Input
                name="rueckDatum"
                type="date"
                value={ret.rueckDatum}
                onChange={(e) => changeReturn('rueckDatum', e.target.value)}
              />
            </Field>
          ) : null}
          {kind === 'fest' ? (
            <Field label="Uhrzeit der Rückfahrt" required error={errors.rueckUhrzeit}>
              <Input name="rueckUhrzeit" type="time" defaultValue={back?.uhrzeit ?? ''} />
            </Field>
          ) : null}
        </div>
        {kind !== 'keine' ? (
          <>
            <Field label="Abholadresse der Rückfahrt" required error={errors.rueckAbholadresse}>
              <Textarea
                name="rueckAbholadresse"
                rows={2}
                value={ret.rueckAbholadresse}
                onChange={(e) => changeReturn('rueckAbholadresse', e.target.value)}
                maxLength={300}
              />
            </Field>
            <Field label="Zieladresse der Rückfahrt" required error={errors.rueckZieladresse}>
              <Textarea
                name="rueckZieladresse"
                rows={2}
                value={ret.rueckZieladresse}
                onChange={(e) => changeReturn('rueckZieladresse', e.target.value)}
                maxLength={300}
              />
            </Field>
            <p className="text-xs text-muted">
              Datum und Adressen der Rückfahrt folgen der Hinfahrt, solange Sie sie hier nicht selbst ändern.
            </p>
          </>
        ) : null}
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field
          label="Entfernung (km)"
          hint="Optional, 0 bis 10000 km, eine Nachkommastelle"
          error={errors.entfernungKm}
        >
          <Input
            name="entfernungKm"
            inputMode="decimal"
            defaultValue={d.entfernungKm ? d.entfernungKm.replace('.', ',') : ''}
            maxLength={7}
          />
        </Field>
        <Field
          label="Begleitpersonen"
          hint={`Fahren mit dem Patienten mit, 0 bis ${MAX_BEGLEITPERSONEN}; zählen bei den Sitzplätzen`}
          error={errors.begleitpersonen}
        >
          <Input
            name="begleitpersonen"
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_BEGLEITPERSONEN}
            step={1}
            defaultValue={String(d.begleitpersonen ?? 0)}
          />
        </Field>
      </div>
      {mailTo ? (
        <div className="flex items-start gap-2">
          <Checkbox id={`notify-${d.id}`} checked={notify} onCheckedChange={(checked) => setNotify(checked === true)} />
          <label htmlFor={`notify-${d.id}`} className="text-sm">
            Fahrgast über geänderte Termine oder Adressen informieren (Mail mit der Vorlage „Änderung“ an {mailTo})
          </label>
          {notify ? <input type="hidden" name="informieren" value="1" /> : null}
        </div>
      ) : null}
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

export function EditDialog({
  id,
  bookingNumber,
  onClose,
}: {
  id: string | null;
  bookingNumber: string;
  onClose: () => void;
}) {
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
