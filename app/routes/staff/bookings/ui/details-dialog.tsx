// Dialog Buchungsdetails (SPEC.md §2 plus DESIGN.md): every booking field, the legs (Hinfahrt and
// Rückfahrt, each with its driver and vehicle to assign, issue 17, and the driver's proof, issue 20), the handling flags, the price
// (the legs' prices as billing computes them), the prescription download and consent, the approval state per leg (once, in
// the prescription section), the e-mail states with a retry for failed ones, and the history.
import { Download } from 'lucide-react';
import { formatPhoneForDisplay, toE164 } from '#app/domain/patients/phone';
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { formatGermanDate, formatGermanDateTime } from '#app/domain/german-date';
import { LEG_STATUS_LABELS } from '#app/domain/rides/statuses';
import { correctionHref } from '#app/domain/billing/package-correction';
import { QuestionDialog } from '#app/staff/crud/question-dialog';
import { isInlineLegDocument, LEG_DOCUMENT_VIEW_LABELS, legDocumentUrl } from '#app/domain/driver-app/leg-documents';
import { NamedOptions, NativeSelect } from '#app/ui/native-select';
import { HandlingFlags } from './handling-flags';
import { describeHistoryEntry } from '#app/domain/bookings/history';
import { STATUS_LABELS } from '#app/domain/rides/statuses';
import { transportDescription } from '#app/domain/bookings/transport';
import { Badge } from '#app/ui/badge';
import { Button, buttonVariants } from '#app/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogClose,
} from '#app/ui/dialog';
import type { BookingDetailsView, BookingMessage } from '#app/domain/bookings/read-models';
import { mailRetryUrl, usePostAction } from '#app/staff/actions/use-post-action';
import { BookingPatientSection } from './booking-patient-section';
import { LOAD_ERROR, useBookingDetails } from './use-booking-details';
import { PrescriptionSection } from '#app/routes/staff/approvals/ui/prescription-section';
import { bookingSourceLabel } from '#app/domain/bookings/source';
import { formatNumber } from '#app/domain/numbers';
import { LEG_KIND_LABELS } from '#app/domain/rides/legs';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[9rem_1fr] gap-2 py-1">
      <dt className="text-muted">{label}</dt>
      <dd className="min-w-0 break-words">{children ?? '–'}</dd>
    </div>
  );
}

type LegView = BookingDetailsView['legs'][number];

/** One leg: when, where, status, and its driver and vehicle with "Zuweisen" (intent assign-leg). */
function LegBlock({ d, leg, onSaved }: { d: BookingDetailsView; leg: LegView; onSaved: () => void }) {
  const { run, busy } = usePostAction();
  const id = useId();
  const [driverId, setDriverId] = useState(leg.driverId ?? '');
  const [vehicleId, setVehicleId] = useState(leg.vehicleId ?? '');
  const title = LEG_KIND_LABELS[leg.kind];
  const drivers = d.driverOptions ?? [];
  const vehicles = d.vehicleOptions ?? [];
  // A driver or vehicle no longer in the lists (inactive) stays selectable under its name.
  const missingDriver = leg.driverId && !drivers.some((o) => o.id === leg.driverId);
  const missingVehicle = leg.vehicleId && !vehicles.some((o) => o.id === leg.vehicleId);
  return (
    <section aria-labelledby={`${id}-title`} data-leg={leg.kind} className="rounded-md border border-border p-3">
      <h4 id={`${id}-title`} className="font-semibold">
        {title}: {formatGermanDate(leg.datum)}, {leg.uhrzeit ? `${leg.uhrzeit} Uhr` : 'nach Termin (auf Anruf)'}
      </h4>
      <p className="break-words">
        {leg.abholadresse} <span aria-hidden="true">→</span>
        <span className="sr-only"> nach </span> {leg.zieladresse}
      </p>
      <p className="text-xs text-muted">Status der Fahrt: {LEG_STATUS_LABELS[leg.status]}</p>
      {leg.notes ? <p className="text-xs text-muted">{leg.notes}</p> : null}
      {leg.documents.length ? <LegProof bookingId={d.id} leg={leg} title={title} /> : null}
      <LegPlanActions bookingId={d.id} bookingNumber={d.bookingNumber} leg={leg} title={title} onDone={onSaved} />
      {leg.actions.complete ? (
        // Issue 37: a ride of today or earlier the drivers' app never set down is completed on the billing
        // screen, with the signed paper Transportschein.
        <p className="mt-2 text-xs">
          Nicht in der Fahrer-App abgeschlossen?{' '}
          <Link
            to={`/app/billing?monat=${leg.datum.slice(0, 7)}#abschluss-${leg.legId}`}
            className="font-medium text-brand-dark underline underline-offset-4"
          >
            {title} im Büro abschließen
          </Link>
        </p>
      ) : null}
      {leg.locked ? (
        <p className="mt-2 text-xs text-muted" data-leg-locked>
          Abgerechnet: Fahrer, Fahrzeug und Angaben dieser Fahrt ändern sich nicht mehr.{' '}
          {leg.billing === 'paket' ? (
            <Link
              to={correctionHref(d.bookingNumber, leg.kind)}
              className="font-medium text-brand-dark underline underline-offset-4"
            >
              Korrektur für das nächste Monatspaket erfassen
            </Link>
          ) : leg.billing === 'rechnung' ? (
            <Link to="/app/billing/rechnungen" className="font-medium text-brand-dark underline underline-offset-4">
              Korrektur: Rechnung stornieren
            </Link>
          ) : null}
        </p>
      ) : (
        <form
          className="mt-2 grid gap-2 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
          onSubmit={async (event) => {
            event.preventDefault();
            const result = await run({ intent: 'assign-leg', id: d.id, leg: leg.kind, driverId, vehicleId });
            if (result.ok) onSaved();
          }}
        >
          <div className="grid gap-1">
            <label htmlFor={`${id}-driver`} className="text-xs font-medium">
              Fahrer ({title})
            </label>
            <NativeSelect
              id={`${id}-driver`}
              className="min-h-9 py-1 text-sm"
              value={driverId}
              onChange={(e) => setDriverId(e.target.value)}
            >
              <option value="">Nicht zugewiesen</option>
              {missingDriver ? <option value={leg.driverId!}>{leg.driverName ?? 'Unbekannter Fahrer'}</option> : null}
              <NamedOptions items={drivers} />
            </NativeSelect>
          </div>
          <div className="grid gap-1">
            <label htmlFor={`${id}-vehicle`} className="text-xs font-medium">
              Fahrzeug ({title})
            </label>
            <NativeSelect
              id={`${id}-vehicle`}
              className="min-h-9 py-1 text-sm"
              value={vehicleId}
              onChange={(e) => setVehicleId(e.target.value)}
            >
              <option value="">Kein Fahrzeug</option>
              {missingVehicle ? (
                <option value={leg.vehicleId!}>{leg.vehicleLabel ?? 'Unbekanntes Fahrzeug'}</option>
              ) : null}
              {vehicles.map((o) => (
                <option key={o.id} value={o.id}>
                  {o.label}
                </option>
              ))}
            </NativeSelect>
          </div>
          <Button type="submit" size="sm" variant="outline" disabled={busy}>
            {title} zuweisen
          </Button>
        </form>
      )}
    </section>
  );
}

/**
 * "Fahrt absagen" (asks first: the driver is taken off and sees it on the phone) and "Wieder einplanen",
 * where the rides core allows them for this leg.
 */
function LegPlanActions({
  bookingId,
  bookingNumber,
  leg,
  title,
  onDone,
}: {
  bookingId: string;
  bookingNumber: string;
  leg: LegView;
  title: string;
  onDone: () => void;
}) {
  const { run, busy } = usePostAction();
  const [asking, setAsking] = useState(false);
  if (!leg.actions.cancel && !leg.actions.restore) return null;
  const act = async (intent: 'cancel-leg' | 'restore-leg') => {
    const result = await run({ intent, id: bookingId, leg: leg.kind });
    setAsking(false);
    if (result.ok) onDone();
  };
  return (
    <div className="mt-2 flex flex-wrap gap-2">
      {leg.actions.cancel ? (
        <Button
          type="button"
          size="sm"
          variant="outline"
          className="text-destructive"
          disabled={busy}
          onClick={() => setAsking(true)}
        >
          {title} absagen
        </Button>
      ) : null}
      {leg.actions.restore ? (
        <Button type="button" size="sm" variant="outline" disabled={busy} onClick={() => act('restore-leg')}>
          {title} wieder einplanen
        </Button>
      ) : null}
      <QuestionDialog
        open={asking}
        onOpenChange={setAsking}
        title={`${title} absagen?`}
        description={`Die ${title} der Buchung ${bookingNumber} wird storniert. ${leg.driverName ? `${leg.driverName} wird entfernt und sieht auf dem Telefon, dass die Fahrt storniert ist.` : 'Sie hat keinen Fahrer.'}`}
        confirmLabel={`${title} absagen`}
        destructive
        busy={busy}
        onConfirm={() => act('cancel-leg')}
      />
    </div>
  );
}

/** The driver's proof of the leg (issue 20): a thumbnail each, "… ansehen" (new tab), download, when and who. */
function LegProof({ bookingId, leg, title }: { bookingId: string; leg: LegView; title: string }) {
  return (
    <ul aria-label={`Nachweis der ${title}`} className="mt-2 flex flex-wrap gap-3">
      {leg.documents.map((doc) => {
        const labels = LEG_DOCUMENT_VIEW_LABELS[doc.art];
        const url = legDocumentUrl(bookingId, leg.kind, doc.art);
        return (
          <li
            key={doc.art}
            data-leg-document={doc.art}
            className="flex items-start gap-2 rounded-md border border-border p-2"
          >
            {isInlineLegDocument(doc.mime) ? (
              <a href={url} target="_blank" rel="noopener" className="shrink-0">
                <img
                  src={url}
                  alt={`${labels.title} (${title})`}
                  className="h-16 w-24 rounded border border-border bg-white object-contain"
                  loading="lazy"
                />
              </a>
            ) : (
              // A PDF (the office's scan, issue 37) has no picture to show: it is downloaded.
              <span className="grid h-16 w-24 shrink-0 place-items-center rounded border border-border bg-white text-xs font-semibold text-muted">
                PDF
              </span>
            )}
            <div className="grid gap-1 text-xs">
              <span className="font-medium">{labels.title}</span>
              <span className="text-muted">
                {formatGermanDateTime(doc.at)} · {doc.recordedBy ?? 'unbekannt'}
              </span>
              <span className="flex flex-wrap gap-3">
                {isInlineLegDocument(doc.mime) ? (
                  <a href={url} target="_blank" rel="noopener" className="text-brand-dark underline">
                    {labels.open}
                    <span className="sr-only"> ({title}, öffnet in neuem Tab)</span>
                  </a>
                ) : null}
                <a
                  href={legDocumentUrl(bookingId, leg.kind, doc.art, true)}
                  download
                  className="text-brand-dark underline"
                >
                  {labels.download}
                  <span className="sr-only"> ({title})</span>
                </a>
              </span>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

const STATE_VARIANT = { gesendet: 'confirmed', wartend: 'pending', fehlgeschlagen: 'rejected' } as const;
const STATE_LABEL = { gesendet: 'Gesendet', wartend: 'Wartend', fehlgeschlagen: 'Fehlgeschlagen' } as const;

function Messages({ messages, onRetried }: { messages: BookingMessage[]; onRetried: () => void }) {
  const { run, busy } = usePostAction();
  if (!messages.length) return <p className="text-muted">Noch keine E-Mails zu dieser Buchung.</p>;
  return (
    <ul className="divide-y divide-border">
      {messages.map((m) => (
        <li key={m.jobId} className="flex flex-wrap items-center gap-2 py-2">
          <Badge variant={STATE_VARIANT[m.state]}>{STATE_LABEL[m.state]}</Badge>
          <span className="font-medium">{m.label}</span>
          <span className="text-muted">an {m.recipient}</span>
          <span className="text-xs text-muted">{formatGermanDateTime(m.sentAt ?? m.createdAt)}</span>
          {m.reason ? <span className="w-full text-xs text-destructive">{m.reason}</span> : null}
          {m.state === 'fehlgeschlagen' ? (
            <Button
              size="sm"
              variant="outline"
              className="ml-auto"
              disabled={busy}
              onClick={async () => {
                const result = await run({}, { url: mailRetryUrl(m.jobId) });
                if (result.ok) onRetried();
              }}
            >
              Erneut senden
            </Button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-t border-border pt-3">
      <h3 className="mb-1 text-sm font-semibold tracking-wide text-muted uppercase">{title}</h3>
      {children}
    </section>
  );
}

export function DetailsBody({ d, reload }: { d: BookingDetailsView; reload: () => void }) {
  const hin = d.legs.find((leg) => leg.kind === 'hin');
  return (
    <div className="grid gap-4 text-sm">
      <dl>
        <Item label="Buchung-Nr.">{d.bookingNumber}</Item>
        <Item label="Status">
          <Badge variant={d.status}>{STATUS_LABELS[d.status]}</Badge>
        </Item>
        <Item label="Datum">{hin ? formatGermanDate(hin.datum) : '–'}</Item>
        <Item label="Uhrzeit">{hin?.uhrzeit ? `${hin.uhrzeit} Uhr` : '–'}</Item>
        <Item label="Patient">
          {d.vorname} {d.nachname}
        </Item>
        <Item label="Transportart">{transportDescription(d).text}</Item>
        <Item label="Begleitpersonen">{d.begleitpersonen ? String(d.begleitpersonen) : 'Keine'}</Item>
        <Item label="Telefon">
          {d.telefon ? (
            <a
              className="text-brand-dark underline"
              href={`tel:${toE164(d.telefon) ?? d.telefon.replace(/[^\d+]/g, '')}`}
            >
              {formatPhoneForDisplay(d.telefon)}
            </a>
          ) : (
            '–'
          )}
        </Item>
        <Item label="E-Mail">{d.email ?? '–'}</Item>
        {d.bestaetigungsEmail && d.bestaetigungsEmail !== d.email ? (
          <Item label="Bestätigung an">{d.bestaetigungsEmail}</Item>
        ) : null}
        <Item label="Krankenkasse">{d.krankenkasse ?? '–'}</Item>
        <Item label="Pflegegrad">{d.pflegegrad ?? 'Keiner'}</Item>
        <Item label="Abholadresse">{hin?.abholadresse}</Item>
        <Item label="Zieladresse">{hin?.zieladresse}</Item>
        <Item label="Entfernung">{d.entfernungKm ? `${formatNumber(Number(d.entfernungKm))} km` : '–'}</Item>
        {d.price ? <Item label="Preis">{d.price}</Item> : null}
        <Item label="Hinweise">{d.hinweise || '–'}</Item>
        <Item label="Fahrer">{hin?.driverName ?? 'Nicht zugewiesen'}</Item>
      </dl>

      <Section title="Besonderheiten">
        {d.flags.length ? <HandlingFlags flags={d.flags} labelled /> : <p className="text-muted">Keine</p>}
        {d.besonderheiten.barrierefreiZugang === true ? (
          <p className="mt-1 text-xs text-muted">Barrierefreier Zugang</p>
        ) : null}
      </Section>

      <Section title={d.legs.length > 1 ? 'Fahrten (Hin- und Rückfahrt)' : 'Fahrt'}>
        <div className="grid gap-2">
          {d.legs.map((leg) => (
            <LegBlock key={`${leg.kind}-${leg.driverId}-${leg.vehicleId}`} d={d} leg={leg} onSaved={reload} />
          ))}
        </div>
      </Section>

      {/* The approval state is shown once, in the prescription section below (issue 37). */}
      <Section title="Verordnung, Einwilligung">
        <dl>
          <Item label="Verordnung">
            {d.hasPrescription ? (
              <a
                href={`/app/bookings/${d.id}/verordnung`}
                download
                className={buttonVariants({ variant: 'outline', size: 'sm' })}
              >
                <Download aria-hidden="true" />
                Verordnung herunterladen
              </a>
            ) : (
              'Keine hochgeladen'
            )}
          </Item>
          <Item label="Einwilligung">
            {d.consentAt
              ? `Erteilt am ${formatGermanDateTime(d.consentAt)}${d.consentVersion ? ` (Textversion ${d.consentVersion})` : ''}`
              : 'Nicht erfasst'}
          </Item>
          <Item label="Eingang">{`${formatGermanDateTime(d.createdAt)} (${bookingSourceLabel(d.quelle)})`}</Item>
          {d.seriesId ? (
            <Item label="Serie">
              <Link
                to={`/app/series/${d.seriesId}`}
                className="font-medium text-brand-dark underline underline-offset-4"
              >
                Zur Serie dieser Fahrt
              </Link>
            </Item>
          ) : null}
        </dl>
      </Section>

      <Section title="Stammdaten">
        <BookingPatientSection bookingId={d.id} onChanged={reload} />
      </Section>

      {d.approval ? <PrescriptionSection bookingId={d.id} view={d.approval} legs={d.legs} reload={reload} /> : null}

      <Section title="E-Mails">
        <Messages messages={d.messages} onRetried={reload} />
      </Section>

      <Section title="Verlauf">
        {d.history.length ? (
          <ol className="grid gap-2 border-l-2 border-border pl-4">
            {d.history.map((h) => (
              <li key={h.id}>
                <p className="font-medium">{describeHistoryEntry(h.event)}</p>
                <p className="text-xs text-muted">
                  {formatGermanDateTime(h.at)} · {h.actor}
                </p>
              </li>
            ))}
          </ol>
        ) : (
          <p className="text-muted">Noch keine Einträge.</p>
        )}
      </Section>
    </div>
  );
}

export function DetailsDialog({
  id,
  bookingNumber,
  onClose,
}: {
  id: string | null;
  bookingNumber: string;
  onClose: () => void;
}) {
  const { details, failed, reload } = useBookingDetails(id);
  return (
    <Dialog open={Boolean(id)} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Buchungsdetails</DialogTitle>
          <DialogDescription>Buchung {bookingNumber}</DialogDescription>
        </DialogHeader>
        {details ? (
          <DetailsBody d={details} reload={reload} />
        ) : (
          <p role="status" className="text-muted">
            {failed ? LOAD_ERROR : 'Lade Buchungsdaten...'}
          </p>
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Schließen</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
