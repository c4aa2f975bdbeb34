// The two questions before reviewing a booking (issue 17): confirming a ride whose time has passed
// warns first; rejecting asks for confirmation, an optional reason (kept in the history) and whether
// the patient gets the "Absage" e-mail.
import { useId, useState } from 'react';
import { formatGermanDate } from '#app/domain/german-date';
import { MAX_REJECT_REASON } from '#app/domain/bookings/action-messages';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '#app/ui/alert-dialog';
import { Button } from '#app/ui/button';
import { Checkbox } from '#app/ui/checkbox';
import { Textarea } from '#app/ui/textarea';
import { usePostAction } from '#app/staff/actions/use-post-action';
import { QuestionDialog } from '#app/staff/crud/question-dialog';
import type { BookingRowView } from '#app/domain/bookings/read-models';

export function ConfirmPastDialog({ row, onClose }: { row: BookingRowView | null; onClose: () => void }) {
  const { run, busy } = usePostAction();
  return (
    <QuestionDialog
      open={Boolean(row)}
      onOpenChange={(open) => !open && onClose()}
      title="Fahrt liegt in der Vergangenheit"
      description={
        row
          ? `Die Fahrt ${row.bookingNumber} war für den ${formatGermanDate(row.datum)} um ${row.uhrzeit} Uhr geplant. Trotzdem bestätigen? Der Fahrgast erhält die Bestätigung per E-Mail.`
          : ''
      }
      confirmLabel="Trotzdem bestätigen"
      busy={busy}
      onConfirm={async () => {
        if (!row) return;
        await run({ intent: 'confirm', id: row.id });
        onClose();
      }}
    />
  );
}

export function RejectDialog({ row, onClose }: { row: BookingRowView | null; onClose: () => void }) {
  return (
    <AlertDialog open={Boolean(row)} onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent>{row ? <RejectForm key={row.id} row={row} onClose={onClose} /> : null}</AlertDialogContent>
    </AlertDialog>
  );
}

function RejectForm({ row, onClose }: { row: BookingRowView; onClose: () => void }) {
  const { run, busy } = usePostAction();
  const id = useId();
  const [grund, setGrund] = useState('');
  const [notify, setNotify] = useState(true);
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      className="grid gap-4"
      onSubmit={async (event) => {
        event.preventDefault();
        const result = await run({ intent: 'reject', id: row.id, grund, informieren: notify ? '1' : '' });
        if (result.ok) onClose();
        else setError(result.fieldErrors.grund ?? null);
      }}
    >
      <AlertDialogHeader>
        <AlertDialogTitle>Fahrt ablehnen?</AlertDialogTitle>
        <AlertDialogDescription>
          Buchung {row.bookingNumber} von {row.vorname} {row.nachname} am {formatGermanDate(row.datum)} um {row.uhrzeit}{' '}
          Uhr wird abgelehnt.
        </AlertDialogDescription>
      </AlertDialogHeader>
      <div className="grid gap-1.5">
        <label htmlFor={`${id}-grund`} className="text-sm font-medium">
          Begründung (optional)
        </label>
        <Textarea
          id={`${id}-grund`}
          rows={3}
          maxLength={MAX_REJECT_REASON}
          value={grund}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => setGrund(e.target.value)}
        />
        {error ? (
          <p id={`${id}-error`} className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
      </div>
      <div className="flex items-start gap-2">
        <Checkbox id={`${id}-notify`} checked={notify} onCheckedChange={(checked) => setNotify(checked === true)} />
        <label htmlFor={`${id}-notify`} className="text-sm">
          Fahrgast per E-Mail informieren (Vorlage „Absage“, mit der Begründung)
        </label>
      </div>
      <AlertDialogFooter>
        <AlertDialogCancel type="button">Abbrechen</AlertDialogCancel>
        <Button type="submit" variant="destructive" disabled={busy}>
          Fahrt ablehnen
        </Button>
      </AlertDialogFooter>
    </form>
  );
}
