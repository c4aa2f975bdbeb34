// In the Buchungsdetails (issue 18): the approval badge and reason of each leg, the co-payment per leg,
// the prescription's data with a form to record or change it, the staff upload (or phone photo) of the
// Transportschein, and where to record an approval.
import { Download } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link, useFetcher } from 'react-router';
import { TRANSPORT_MEANS_LABELS, TRIP_REASON_NAMES } from '#app/domain/approvals/classification';
import { ACCIDENT_LABELS } from '#app/domain/approvals/prescription-form';
import type { BookingApprovalView } from '#app/domain/approvals/read-models';
import { LEG_DIRECTION_LABELS } from '#app/domain/approvals/validity';
import { PRESCRIPTION_ACCEPT } from '#app/domain/booking/prescription';
import { formatGermanDate } from '#app/domain/german-date';
import { TRANSPORT_LABELS } from '#app/domain/bookings/transport';
import { Button, buttonVariants } from '#app/ui/button';
import { Field } from '#app/ui/field';
import { Input } from '#app/ui/input';
import { actionResultOf, useActionResult } from '#app/staff/actions/use-action-result';
import { SubmitButton } from '#app/staff/crud/crud-parts';
import { ApprovalBadge } from './approval-badge';
import { PrescriptionFields } from './prescription-fields';

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid grid-cols-[9rem_1fr] gap-2 py-1">
      <dt className="text-muted">{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}

function PrescriptionForm({ bookingId, view, onSaved }: { bookingId: string; view: BookingApprovalView; onSaved: () => void }) {
  const fetcher = useFetcher();
  const formRef = useRef<HTMLFormElement>(null);
  const result = actionResultOf(fetcher.data);
  const [errors, setErrors] = useState<Record<string, string>>({});
  useActionResult(result, { formRef, onSuccess: onSaved, onFailure: (failed) => setErrors(failed.fieldErrors) });
  return (
    <fetcher.Form method="post" action={`/app/bookings/${bookingId}/verordnungsdaten`} ref={formRef} noValidate className="grid gap-4" aria-label="Verordnung erfassen">
      <input type="hidden" name="intent" value="save" />
      <PrescriptionFields idPrefix={`rx-${bookingId}`} defaults={view.prescription ?? {}} errors={errors} />
      <SubmitButton busy={fetcher.state !== 'idle'} busyLabel="Wird gespeichert …" className="justify-self-start">
        Verordnung speichern
      </SubmitButton>
    </fetcher.Form>
  );
}

function ScanUpload({ bookingId, onSaved }: { bookingId: string; onSaved: () => void }) {
  const fetcher = useFetcher();
  const formRef = useRef<HTMLFormElement>(null);
  const result = actionResultOf(fetcher.data);
  const [error, setError] = useState<string | undefined>();
  useActionResult(result, {
    formRef,
    onSuccess: () => {
      setError(undefined);
      formRef.current?.reset();
      onSaved();
    },
    onFailure: (failed) => setError(failed.fieldErrors.datei),
  });
  return (
    <fetcher.Form
      method="post"
      action={`/app/bookings/${bookingId}/verordnungsdaten`}
      encType="multipart/form-data"
      ref={formRef}
      className="flex flex-wrap items-end gap-2"
      aria-label="Transportschein hochladen"
    >
      <input type="hidden" name="intent" value="scan" />
      <Field label="Transportschein (Scan oder Foto)" hint="PDF, JPG oder PNG, höchstens 5 MB" error={error} className="min-w-60 flex-1">
        <Input id={`scan-${bookingId}`} name="datei" type="file" accept={PRESCRIPTION_ACCEPT} />
      </Field>
      <SubmitButton size="sm" variant="outline" busy={fetcher.state !== 'idle'} busyLabel="Wird hochgeladen …">
        Hochladen
      </SubmitButton>
    </fetcher.Form>
  );
}

export function PrescriptionSection({ bookingId, view, reload }: { bookingId: string; view: BookingApprovalView; reload: () => void }) {
  const [editing, setEditing] = useState(false);
  const p = view.prescription;
  return (
    <section className="grid gap-3 border-t border-border pt-3" aria-labelledby={`rx-heading-${bookingId}`}>
      <h3 id={`rx-heading-${bookingId}`} className="text-sm font-semibold tracking-wide text-muted uppercase">
        Verordnung (Muster 4), Genehmigung je Fahrt, Zuzahlung
      </h3>
      {view.legs.length ? (
        <ul className="grid gap-2" aria-label="Genehmigung je Fahrt">
          {view.legs.map((leg) => (
            <li key={leg.direction} className="grid gap-1">
              <p className="flex flex-wrap items-center gap-2">
                <span className="font-medium">
                  {LEG_DIRECTION_LABELS[leg.direction]} {formatGermanDate(leg.date)}
                </span>
                <ApprovalBadge kind={leg.badge} />
              </p>
              <p className="text-muted">{leg.detail}</p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-muted">Noch keine Verordnung erfasst: Ob eine Genehmigung nötig ist, zeigt sich nach dem Erfassen.</p>
      )}
      {!view.patient ? (
        <p className="text-muted">Kein Patient zugeordnet: Genehmigungen gelten je Patient und werden erst nach der Zuordnung berücksichtigt.</p>
      ) : (
        <p>
          <Link
            to={`/app/approvals?patient=${encodeURIComponent(view.patient.id)}`}
            className="font-medium text-brand-dark underline underline-offset-4"
          >
            Genehmigung für {view.patient.name} erfassen
          </Link>
        </p>
      )}
      {view.coPayments.length ? (
        <div role="group" aria-label="Zuzahlung je Fahrt">
          <dl>
            {view.coPayments.map((c) => (
              <Row key={c.direction} label={`Zuzahlung ${c.label}`}>
                <span className="font-medium">{c.text}</span> <span className="text-muted">{c.reason}</span>
              </Row>
            ))}
          </dl>
        </div>
      ) : null}
      {p && !editing ? (
        <dl>
          <Row label="Verordnung">
            vom {formatGermanDate(p.ausstellungsdatum)}, {p.arztName}
            {p.lanr ? `, LANR ${p.lanr}` : ''}
            {p.bsnr ? `, BSNR ${p.bsnr}` : ''}
          </Row>
          <Row label="Grund">{TRIP_REASON_NAMES[p.grund]}</Row>
          <Row label="Beförderung">
            {TRANSPORT_MEANS_LABELS[p.befoerderungsmittel]} ({TRANSPORT_LABELS[p.position]}),{' '}
            {p.hinfahrt && p.rueckfahrt ? 'Hin- und Rückfahrt' : p.hinfahrt ? 'Hinfahrt' : 'Rückfahrt'}
          </Row>
          <Row label="Zuzahlung">{p.zuzahlungsbefreit ? 'zuzahlungsfrei' : 'zuzahlungspflichtig'}</Row>
          {p.unfall !== 'keiner' ? <Row label="Unfall">{ACCIDENT_LABELS[p.unfall]}</Row> : null}
          {p.behandlungsstaette ? <Row label="Behandlungsstätte">{p.behandlungsstaette}</Row> : null}
          {p.datumVon ? (
            <Row label="Zeitraum">
              {formatGermanDate(p.datumVon)}
              {p.datumBis ? ` bis voraussichtlich ${formatGermanDate(p.datumBis)}` : ''}
              {p.proWoche ? `, ${p.proWoche}× pro Woche` : ''}
            </Row>
          ) : null}
          <Row label="Transportschein">
            {p.hasScan ? (
              <a href={`/app/bookings/${bookingId}/transportschein`} download className={buttonVariants({ variant: 'outline', size: 'sm' })}>
                <Download aria-hidden="true" />
                {p.scanName ?? 'Transportschein'} herunterladen
              </a>
            ) : (
              'Noch nicht hochgeladen'
            )}
          </Row>
        </dl>
      ) : null}
      {editing ? (
        <PrescriptionForm
          bookingId={bookingId}
          view={view}
          onSaved={() => {
            setEditing(false);
            reload();
          }}
        />
      ) : (
        <Button variant="outline" size="sm" className="justify-self-start" onClick={() => setEditing(true)}>
          {p ? 'Verordnung bearbeiten' : 'Verordnung erfassen'}
        </Button>
      )}
      {editing ? (
        <Button variant="ghost" size="sm" className="justify-self-start" onClick={() => setEditing(false)}>
          Abbrechen
        </Button>
      ) : null}
      {p ? <ScanUpload bookingId={bookingId} onSaved={reload} /> : null}
    </section>
  );
}
