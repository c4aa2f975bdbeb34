// One leg in the drivers' app: time, patient and phone (national format, like the board), the vehicle of
// this ride, addresses with navigation, handling flags and notes (each once), the big status buttons
// ("nicht angetroffen" asks for a reason) and the proof of service.
import { companionsLabel } from '#app/domain/bookings/companions';
import { NO_VEHICLE } from '#app/domain/dispatch/day-plan';
import { formatPhoneForDisplay, toE164 } from '#app/domain/patients/phone';
import { formatGermanTime } from '#app/domain/german-date';
import { useState, type FormEvent } from 'react';
import {
  DRIVER_REPORT_LABELS,
  navigationUrl,
  REASON_MAX,
  REPORT_MESSAGES,
  reportsFor,
  shownStatus,
  type DriverLeg,
  type DriverReport,
  type LegDocumentKind,
} from '#app/domain/driver-app/reports';
import { LEG_KIND_LABELS, legTimeLabel } from '#app/domain/rides/legs';
import { LEG_STATUS_LABELS, type LegStatus } from '#app/domain/rides/statuses';
import { Button } from '#app/ui/button';
import { cn } from '#app/ui/cn';
import { Field } from '#app/ui/field';
import { Textarea } from '#app/ui/textarea';
import { ProofSection } from './proof-section';
import type { QueuedReport } from './report-queue';

type Props = {
  leg: DriverLeg;
  queued: QueuedReport[];
  add: (report: Omit<QueuedReport, 'id' | 'queuedAt'>) => boolean;
};

const STATUS_STYLE: Record<LegStatus, string> = {
  geplant: 'bg-slate-100 text-ink border-slate-400',
  unterwegs: 'bg-yellow-100 text-yellow-950 border-yellow-500',
  angekommen: 'bg-sky-100 text-sky-950 border-sky-500',
  'an-bord': 'bg-blue-100 text-blue-950 border-blue-600',
  abgesetzt: 'bg-green-100 text-green-950 border-green-600',
  'nicht-angetroffen': 'bg-red-100 text-red-950 border-red-600',
  storniert: 'bg-slate-200 text-slate-800 border-slate-500',
};

function AddressLine({ label, address }: { label: string; address: string }) {
  return (
    <div className="grid gap-1">
      <span className="text-sm font-semibold text-muted uppercase">{label}</span>
      <span className="text-lg">{address}</span>
      <a
        href={navigationUrl(address)}
        target="_blank"
        rel="noreferrer"
        className="inline-flex min-h-11 w-fit items-center font-semibold text-brand underline underline-offset-4"
      >
        Navigation starten<span className="sr-only"> zu {address} (neues Fenster)</span>
      </a>
    </div>
  );
}

export function LegCard({ leg, queued, add }: Props) {
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const queuedReports = queued
    .filter((report) => report.intent === 'report')
    .map((report) => report.fields.report as DriverReport);
  const queuedDocuments = queued
    .filter((report) => report.intent === 'document')
    .map((report) => report.fields.art as LegDocumentKind);
  const status = shownStatus(leg, queuedReports);
  const last = leg.reports.at(-1);
  const titleId = `fahrt-${leg.id}`;

  const report = (which: DriverReport, grund = '') =>
    add({ legId: leg.id, intent: 'report', fields: { report: which, grund, reportedAt: new Date().toISOString() } });

  const sendReason = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setReasonError(REPORT_MESSAGES.reasonMissing);
      return;
    }
    if (reason.length > REASON_MAX) {
      setReasonError(REPORT_MESSAGES.reasonTooLong);
      return;
    }
    if (report('nicht-angetroffen', reason.trim())) {
      setAsking(false);
      setReason('');
      setReasonError(null);
    }
  };

  return (
    <article
      aria-labelledby={titleId}
      className="grid gap-4 rounded-lg border-2 border-slate-300 bg-white p-4 shadow-sm"
      data-testid="fahrt"
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={titleId} className="text-2xl font-bold">
          {legTimeLabel(leg)} <span className="text-lg font-semibold text-muted">· {LEG_KIND_LABELS[leg.kind]}</span>
        </h3>
        <span
          className={cn('rounded-full border-2 px-3 py-1 text-base font-bold', STATUS_STYLE[status])}
          data-testid="fahrt-status"
        >
          {LEG_STATUS_LABELS[status]}
        </span>
      </header>

      <div className="grid gap-1">
        <p className="text-xl font-bold">
          {leg.patient}
          {companionsLabel(leg.begleitpersonen) ? (
            <span className="ml-2 text-lg font-semibold" data-testid="begleitpersonen">
              {companionsLabel(leg.begleitpersonen)}
            </span>
          ) : null}
        </p>
        {leg.telefon ? (
          <a
            href={`tel:${toE164(leg.telefon) ?? leg.telefon.replace(/[^\d+]/g, '')}`}
            className="inline-flex min-h-11 w-fit items-center text-lg font-semibold text-brand underline underline-offset-4"
          >
            {formatPhoneForDisplay(leg.telefon)}
            <span className="sr-only"> anrufen</span>
          </a>
        ) : null}
        <p className="text-sm text-muted">{leg.bookingNumber}</p>
        <p className="text-lg" data-testid="fahrzeug">
          <span className="font-semibold">Fahrzeug:</span> {leg.vehicle ?? NO_VEHICLE}
        </p>
      </div>

      {leg.flags.length ? (
        <ul className="flex flex-wrap gap-2" aria-label="Hinweise zur Fahrt">
          {leg.flags.map((flag) => (
            <li
              key={flag.key}
              className={cn(
                'rounded-md border-2 px-2 py-1 font-bold',
                flag.key === 'infektioes'
                  ? 'border-red-700 bg-red-50 text-red-900'
                  : 'border-ink bg-yellow-50 text-ink',
              )}
            >
              {flag.label}
            </li>
          ))}
        </ul>
      ) : null}
      {leg.notes.map((note) => (
        <p key={note} className="rounded-md bg-surface p-2 text-lg">
          <span className="font-semibold">Notiz:</span> {note}
        </p>
      ))}

      <AddressLine label="Abholung" address={leg.abholadresse} />
      <AddressLine label="Ziel" address={leg.zieladresse} />

      {last ? (
        <p className="text-base text-muted">
          Zuletzt gemeldet: {DRIVER_REPORT_LABELS[last.report]}, {formatGermanTime(last.reportedAt)} Uhr
        </p>
      ) : null}
      {queued.length ? (
        <p
          className="rounded-md border-2 border-yellow-600 bg-yellow-50 p-2 font-semibold text-yellow-950"
          data-testid="wartet"
        >
          Wartet auf Empfang: {queued.length === 1 ? '1 Meldung' : `${queued.length} Meldungen`}
        </p>
      ) : null}

      {reportsFor(leg).length ? (
        <div
          className="grid grid-cols-2 gap-3"
          role="group"
          aria-label={`Status melden: ${legTimeLabel(leg)} ${leg.patient}`}
        >
          {reportsFor(leg).map((which) =>
            which === 'nicht-angetroffen' ? (
              <Button
                key={which}
                variant="outline"
                className="min-h-16 border-2 border-red-700 text-lg whitespace-normal text-red-900"
                aria-expanded={asking}
                onClick={() => setAsking((open) => !open)}
              >
                {DRIVER_REPORT_LABELS[which]}
              </Button>
            ) : (
              <Button
                key={which}
                className={cn(
                  'min-h-16 text-lg whitespace-normal',
                  status === which && 'ring-4 ring-offset-2 ring-brand',
                )}
                aria-pressed={status === which}
                onClick={() => report(which)}
              >
                {DRIVER_REPORT_LABELS[which]}
              </Button>
            ),
          )}
        </div>
      ) : (
        <p className="font-semibold" data-testid="fahrt-abgeschlossen">
          {leg.closedText}
        </p>
      )}

      {asking ? (
        <form className="grid gap-3 rounded-md border-2 border-red-700 p-3" onSubmit={sendReason} noValidate>
          <Field label="Grund (z. B. nicht geöffnet, nicht fertig)" error={reasonError} required>
            <Textarea
              value={reason}
              maxLength={REASON_MAX}
              onChange={(event) => setReason(event.target.value)}
              rows={2}
              autoFocus
            />
          </Field>
          <div className="grid grid-cols-2 gap-2">
            <Button variant="outline" size="lg" className="whitespace-normal" onClick={() => setAsking(false)}>
              Abbrechen
            </Button>
            <Button type="submit" size="lg" variant="destructive" className="whitespace-normal">
              Nicht angetroffen melden
            </Button>
          </div>
        </form>
      ) : null}

      {leg.reportable ? (
        <details className="group rounded-md border-2 border-slate-300 p-3">
          <summary className="flex min-h-11 cursor-pointer items-center text-lg font-bold">
            Nachweis: Unterschrift, Transportschein, km
          </summary>
          <ProofSection leg={leg} queuedDocuments={queuedDocuments} add={add} />
        </details>
      ) : null}
    </article>
  );
}
