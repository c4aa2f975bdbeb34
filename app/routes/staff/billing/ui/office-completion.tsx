// Billing without the app (issue 37): the rides of today and earlier that nobody set down, each with
// "Im Büro abschließen" (driver, vehicle, pickup and drop-off time, km, waiting time and the signed paper
// Transportschein), and the upload of that scan for a ride already completed whose signature is missing.
// Both post to /app/billing (multipart); a refused entry keeps everything typed and marks the field.
import { FileCheck2 } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useFetcher, useLocation } from 'react-router';
import { formatGermanDate } from '#app/domain/german-date';
import { paperProofHref } from '#app/domain/billing/billing-checks';
import type { OpenLeg, UncompletedLeg, UncompletedList } from '#app/domain/billing/read-models';
import {
  LEG_DOCUMENT_VIEW_LABELS,
  PAPER_PROOF_KIND,
  PAPER_PROOF_MAX_BYTES,
  PAPER_PROOF_MESSAGES,
  isInlineLegDocument,
  legDocumentUrl,
} from '#app/domain/driver-app/leg-documents';
import { Button } from '#app/ui/button';
import { Field } from '#app/ui/field';
import { Input } from '#app/ui/input';
import { NativeSelect } from '#app/ui/native-select';
import { actionResultOf, useActionResult } from '#app/staff/actions/use-action-result';
import { SubmitButton } from '#app/staff/crud/crud-parts';
import { LEG_KIND_LABELS } from '#app/domain/rides/legs';

export type Option = { id: string; name?: string; label?: string };

const ACCEPT = 'application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png';

/** The anchor of a ride's completion form: the booking details link here (`#abschluss-<legId>`). */
export function completionAnchor(legId: string): string {
  return `abschluss-${legId}`;
}

/**
 * A file over the limit is refused here, at the field, before the upload starts (the server refuses it
 * too); the rest of the form is kept. Returns whether the submit may go on.
 */
function fileWithinLimit(event: FormEvent<HTMLFormElement>, setError: (message: string | null) => void): boolean {
  const input = event.currentTarget.elements.namedItem('transportschein');
  const file = input instanceof HTMLInputElement ? input.files?.[0] : undefined;
  if (file && file.size > PAPER_PROOF_MAX_BYTES) {
    event.preventDefault();
    setError(PAPER_PROOF_MESSAGES.tooLarge);
    if (input instanceof HTMLInputElement) input.focus();
    return false;
  }
  setError(null);
  return true;
}

function OfficeCompletionForm({
  leg,
  drivers,
  vehicles,
  focusFirst,
}: {
  leg: UncompletedLeg;
  drivers: Option[];
  vehicles: Option[];
  /** Opened by a link to this ride (the booking details): the keyboard starts in the form, not on the page. */
  focusFirst: boolean;
}) {
  const fetcher = useFetcher();
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!focusFirst) return;
    const first = formRef.current?.elements.namedItem('fahrer');
    if (first instanceof HTMLElement) first.focus({ preventScroll: true });
  }, [focusFirst]);
  const result = actionResultOf(fetcher.data);
  const [fileError, setFileError] = useState<string | null>(null);
  useActionResult(result, { formRef });
  const errors: Record<string, string | undefined> = result && !result.ok ? result.fieldErrors : {};
  const label = `${leg.bookingNumber} ${LEG_KIND_LABELS[leg.kind]}`;
  const missingDriver = leg.driverId && !drivers.some((d) => d.id === leg.driverId);
  return (
    <fetcher.Form
      method="post"
      encType="multipart/form-data"
      ref={formRef}
      noValidate
      onSubmit={(event) => {
        fileWithinLimit(event, setFileError);
      }}
      aria-label={`${label} im Büro abschließen`}
      className="grid gap-3 rounded-md border border-border bg-white p-3 sm:grid-cols-2 lg:grid-cols-3"
    >
      <input type="hidden" name="intent" value="office-completion" />
      <input type="hidden" name="id" value={leg.legId} />
      <Field label="Gefahren von (Fahrer)" required error={errors.fahrer}>
        <NativeSelect name="fahrer" defaultValue={leg.driverId ?? ''}>
          <option value="">Bitte wählen</option>
          {missingDriver ? <option value={leg.driverId!}>{leg.driverName ?? 'Bisheriger Fahrer'}</option> : null}
          {drivers.map((d) => (
            <option key={d.id} value={d.id}>
              {d.name}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field label="Fahrzeug" error={errors.fahrzeug}>
        <NativeSelect name="fahrzeug" defaultValue={leg.vehicleId ?? ''}>
          <option value="">Fahrzeug des Fahrers</option>
          {vehicles.map((v) => (
            <option key={v.id} value={v.id}>
              {v.label}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field
        label="Abgeholt um"
        required
        hint={leg.uhrzeit ? `Geplant: ${leg.uhrzeit} Uhr` : 'Nach Termin'}
        error={errors.abgeholtUm}
      >
        <Input name="abgeholtUm" inputMode="numeric" autoComplete="off" placeholder="HH:MM" />
      </Field>
      <Field label="Abgesetzt um" required error={errors.abgesetztUm}>
        <Input name="abgesetztUm" inputMode="numeric" autoComplete="off" placeholder="HH:MM" />
      </Field>
      <Field label="Gefahrene km" required hint="Eine Nachkommastelle, z. B. 12,5" error={errors.km}>
        <Input
          name="km"
          inputMode="decimal"
          autoComplete="off"
          defaultValue={leg.km === null ? '' : String(leg.km).replace('.', ',')}
        />
      </Field>
      <Field label="Wartezeit (Min.)" hint="Leer: keine" error={errors.wartezeit}>
        <Input
          name="wartezeit"
          inputMode="numeric"
          autoComplete="off"
          defaultValue={leg.wartezeitMinuten === null ? '' : String(leg.wartezeitMinuten)}
        />
      </Field>
      <Field
        label="Unterschriebener Transportschein (Scan oder Foto)"
        hint="PDF, JPEG oder PNG, höchstens 10 MB. Ersetzt die Unterschrift in der Fahrer-App."
        error={fileError ?? errors.transportschein}
        className="sm:col-span-2"
      >
        <Input name="transportschein" type="file" accept={ACCEPT} className="h-auto py-2" />
      </Field>
      <div className="flex items-end">
        <SubmitButton
          busy={fetcher.state !== 'idle'}
          busyLabel="Wird gespeichert …"
          aria-label={`${label} abschließen`}
        >
          Fahrt abschließen
        </SubmitButton>
      </div>
    </fetcher.Form>
  );
}

function UncompletedItem({
  leg,
  drivers,
  vehicles,
  initiallyOpen,
}: {
  leg: UncompletedLeg;
  drivers: Option[];
  vehicles: Option[];
  initiallyOpen: boolean;
}) {
  const [open, setOpen] = useState(initiallyOpen);
  const panelId = useId();
  const itemRef = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (initiallyOpen) itemRef.current?.scrollIntoView({ block: 'start' });
  }, [initiallyOpen]);
  return (
    <li
      ref={itemRef}
      id={completionAnchor(leg.legId)}
      data-testid="uncompleted-leg"
      className="flex flex-col gap-2 border-b border-border p-4 last:border-b-0"
    >
      {/* No wrapping: the button stays at the right on every entry, however long the addresses (one column on phones). */}
      <div className="flex flex-col gap-x-4 gap-y-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 flex-1">
          <p className="font-semibold">
            {formatGermanDate(leg.datum)}
            {leg.uhrzeit ? `, ${leg.uhrzeit} Uhr` : ', nach Termin'} · {leg.patientName}
          </p>
          <p className="text-sm break-words text-muted">
            {leg.bookingNumber} · {LEG_KIND_LABELS[leg.kind]} · {leg.status} ·{' '}
            {leg.driverName ? `Fahrer: ${leg.driverName}` : 'ohne Fahrer'}
          </p>
          <p className="text-sm break-words text-muted">
            {leg.abholadresse} <span aria-hidden="true">→</span>
            <span className="sr-only"> nach </span> {leg.zieladresse}
          </p>
        </div>
        <Button
          type="button"
          variant={open ? 'ghost' : 'outline'}
          size="sm"
          className="shrink-0 self-start"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
        >
          Im Büro abschließen
          <span className="sr-only">
            {' '}
            ({leg.bookingNumber} {LEG_KIND_LABELS[leg.kind]})
          </span>
        </Button>
      </div>
      <div id={panelId} hidden={!open}>
        {open ? (
          <OfficeCompletionForm leg={leg} drivers={drivers} vehicles={vehicles} focusFirst={initiallyOpen} />
        ) : null}
      </div>
    </li>
  );
}

/** "Fahrten ohne Abschluss": what the drivers' app did not complete, with the office's way to do it. */
export function UncompletedSection({
  list,
  drivers,
  vehicles,
}: {
  list: UncompletedList;
  drivers: Option[];
  vehicles: Option[];
}) {
  const { hash } = useLocation();
  if (list.total === 0) return null;
  const shown = list.legs.length;
  return (
    <section
      aria-labelledby="abschluss-heading"
      id="abschluss"
      className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-white"
    >
      <header className="flex flex-col gap-1 border-b border-border p-4">
        <h2 id="abschluss-heading" className="text-lg font-semibold">
          Fahrten ohne Abschluss ({list.total})
        </h2>
        <p className="text-sm text-muted">
          Fahrten bis heute, die in der Fahrer-App nicht abgesetzt wurden (Telefon leer, Vertretung, vergessen). Mit den
          Angaben des Fahrers und dem unterschriebenen Transportschein schließen Sie sie hier ab; danach stehen sie
          unten zur Abrechnung.
          {list.total > shown ? ` Angezeigt sind die neuesten ${shown}; wählen Sie oben einen Monat für ältere.` : ''}
        </p>
      </header>
      <ul aria-label="Fahrten ohne Abschluss">
        {list.legs.map((leg) => (
          <UncompletedItem
            key={leg.legId}
            leg={leg}
            drivers={drivers}
            vehicles={vehicles}
            initiallyOpen={hash === `#${completionAnchor(leg.legId)}`}
          />
        ))}
      </ul>
    </section>
  );
}

/**
 * The signed paper Transportschein of a completed ride (the billing fix link "Unterschriebenen
 * Transportschein hochladen" leads here): the stored scan to open, and the upload of a (new) one.
 */
export function PaperProofForm({ leg }: { leg: OpenLeg }) {
  const fetcher = useFetcher();
  const formRef = useRef<HTMLFormElement>(null);
  const result = actionResultOf(fetcher.data);
  const [fileError, setFileError] = useState<string | null>(null);
  useActionResult(result, { formRef, onSuccess: () => formRef.current?.reset() });
  const errors: Record<string, string | undefined> = result && !result.ok ? result.fieldErrors : {};
  const label = `${leg.bookingNumber} ${LEG_KIND_LABELS[leg.kind]}`;
  const labels = LEG_DOCUMENT_VIEW_LABELS[PAPER_PROOF_KIND];
  const anchor = paperProofHref(leg.legId).slice(1);
  return (
    <div id={anchor} tabIndex={-1} className="flex flex-col gap-2 outline-none">
      {leg.paperProofMime ? (
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <span className="flex items-center gap-1.5 font-medium text-emerald-800">
            <FileCheck2 aria-hidden="true" className="size-4" /> {labels.title} liegt vor
          </span>
          {isInlineLegDocument(leg.paperProofMime) ? (
            <a
              href={legDocumentUrl(leg.bookingId, leg.kind, PAPER_PROOF_KIND)}
              target="_blank"
              rel="noopener"
              className="text-brand-dark underline"
            >
              {labels.open}
              <span className="sr-only"> ({label}, öffnet in neuem Tab)</span>
            </a>
          ) : null}
          <a
            href={legDocumentUrl(leg.bookingId, leg.kind, PAPER_PROOF_KIND, true)}
            download
            className="text-brand-dark underline"
          >
            {labels.download}
            <span className="sr-only"> ({label})</span>
          </a>
        </p>
      ) : null}
      {leg.paperProofMime || leg.problems.some((p) => p.code === 'unterschrift-fehlt') ? (
        <fetcher.Form
          method="post"
          encType="multipart/form-data"
          ref={formRef}
          noValidate
          onSubmit={(event) => {
            fileWithinLimit(event, setFileError);
          }}
          aria-label={`Unterschriebenen Transportschein für ${label} hochladen`}
          className="flex flex-wrap items-end gap-3"
        >
          <input type="hidden" name="intent" value="paper-proof" />
          <input type="hidden" name="id" value={leg.legId} />
          <Field
            label={
              leg.paperProofMime ? 'Transportschein ersetzen' : 'Unterschriebener Transportschein (Scan oder Foto)'
            }
            hint="PDF, JPEG oder PNG, höchstens 10 MB"
            error={fileError ?? errors.transportschein}
            className="w-full sm:w-96"
          >
            <Input name="transportschein" type="file" accept={ACCEPT} className="h-auto py-2" />
          </Field>
          <SubmitButton
            size="sm"
            variant="outline"
            busy={fetcher.state !== 'idle'}
            busyLabel="Wird hochgeladen …"
            aria-label={`Transportschein für ${label} hochladen`}
          >
            Hochladen
          </SubmitButton>
        </fetcher.Form>
      ) : null}
    </div>
  );
}
