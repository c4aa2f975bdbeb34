// Dialog Buchungsdetails (SPEC.md §2 plus DESIGN.md): every booking field, the Rückfahrt block, the
// special needs, the assigned driver, the prescription download, approval and consent, the e-mail
// states with a retry for failed ones, and the history timeline.
import { Download } from 'lucide-react';
import { formatPhoneForDisplay, toE164 } from '../../domain/patients/phone';
import type { ReactNode } from 'react';
import { formatGermanDate } from '../../domain/berlin-time';
import { describeHistoryEntry } from '../../domain/bookings/history';
import { STATUS_LABELS } from '../../domain/bookings/status';
import { transportDescription } from '../../domain/bookings/transport';
import { Badge } from '../../ui/badge';
import { Button, buttonVariants } from '../../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogClose } from '../../ui/dialog';
import { besonderheitenList, formatDateTime } from './presentation';
import type { BookingDetailsView, BookingMessageView } from './types';
import { mailRetryUrl, usePostAction } from '../actions/use-post-action';
import { LOAD_ERROR, useBookingDetails } from './use-booking-details';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[9rem_1fr] gap-2 py-1">
      <dt className="text-muted">{label}</dt>
      <dd className="break-words">{children ?? '–'}</dd>
    </div>
  );
}

const RUECKFAHRT_LABELS: Record<string, string> = { keine: 'Keine', fest: 'Feste Zeit', 'nach-termin': 'Nach Termin (auf Anruf)' };

function hasReturnTrip(d: BookingDetailsView): boolean {
  return Boolean(d.rueckfahrtDatum || d.rueckfahrtUhrzeit || d.rueckfahrtZeit || d.rueckfahrtAbholadresse || d.rueckfahrtZieladresse || d.rueckfahrt !== 'keine');
}

const STATE_VARIANT = { gesendet: 'confirmed', wartend: 'pending', fehlgeschlagen: 'rejected' } as const;
const STATE_LABEL = { gesendet: 'Gesendet', wartend: 'Wartend', fehlgeschlagen: 'Fehlgeschlagen' } as const;

function Messages({ messages, onRetried }: { messages: BookingMessageView[]; onRetried: () => void }) {
  const { run, busy } = usePostAction();
  if (!messages.length) return <p className="text-muted">Noch keine E-Mails zu dieser Buchung.</p>;
  return (
    <ul className="divide-y divide-border">
      {messages.map((m) => (
        <li key={m.jobId} className="flex flex-wrap items-center gap-2 py-2">
          <Badge variant={STATE_VARIANT[m.state]}>{STATE_LABEL[m.state]}</Badge>
          <span className="font-medium">{m.label}</span>
          <span className="text-muted">an {m.recipient}</span>
          <span className="text-xs text-muted">{formatDateTime(m.sentAt ?? m.createdAt)}</span>
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
  const needs = besonderheitenList(d.besonderheiten);
  return (
    <div className="grid gap-4 text-sm">
      <dl>
        <Item label="Buchung-Nr.">{d.bookingNumber}</Item>
        <Item label="Status">
          <Badge variant={d.status}>{STATUS_LABELS[d.status]}</Badge>
        </Item>
        <Item label="Datum">{formatGermanDate(d.datum)}</Item>
        <Item label="Uhrzeit">{d.uhrzeit} Uhr</Item>
        <Item label="Patient">
          {d.vorname} {d.nachname}
        </Item>
        <Item label="Transportart">{transportDescription(d).text}</Item>
        <Item label="Telefon">{d.telefon ? <a className="text-brand-dark underline" href={`tel:${toE164(d.telefon) ?? d.telefon.replace(/[^\d+]/g, '')}`}>{formatPhoneForDisplay(d.telefon)}</a> : '–'}</Item>
        <Item label="E-Mail">{d.email ?? '–'}</Item>
        {d.bestaetigungsEmail && d.bestaetigungsEmail !== d.email ? <Item label="Bestätigung an">{d.bestaetigungsEmail}</Item> : null}
        <Item label="Krankenkasse">{d.krankenkasse ?? '–'}</Item>
        <Item label="Pflegegrad">{d.pflegegrad ?? 'Keiner'}</Item>
        <Item label="Abholadresse">{d.abholadresse}</Item>
        <Item label="Zieladresse">{d.zieladresse}</Item>
        <Item label="Entfernung">{d.entfernungKm ? `${Number(d.entfernungKm).toLocaleString('de-DE')} km` : '–'}</Item>
        {d.priceEstimate ? <Item label="Preisschätzung">{d.priceEstimate}</Item> : null}
        <Item label="Hinweise">{d.hinweise || '–'}</Item>
        <Item label="Fahrer">{d.driver ? d.driver.name : 'Nicht zugewiesen'}</Item>
      </dl>

      {hasReturnTrip(d) ? (
        <Section title="Rückfahrt">
          <dl>
            <Item label="Art">{RUECKFAHRT_LABELS[d.rueckfahrt] ?? d.rueckfahrt}</Item>
            <Item label="Datum">{d.rueckfahrtDatum ? formatGermanDate(d.rueckfahrtDatum) : '–'}</Item>
            <Item label="Uhrzeit">{d.rueckfahrtUhrzeit ?? d.rueckfahrtZeit ?? '–'}</Item>
            <Item label="Abholadresse">{d.rueckfahrtAbholadresse ?? '–'}</Item>
            <Item label="Zieladresse">{d.rueckfahrtZieladresse ?? '–'}</Item>
          </dl>
        </Section>
      ) : null}

      <Section title="Besonderheiten">
        {needs.length ? (
          <ul className="list-inside list-disc">
            {needs.map((n) => (
              <li key={n}>{n}</li>
            ))}
          </ul>
        ) : (
          <p className="text-muted">Keine</p>
        )}
      </Section>

      <Section title="Verordnung, Genehmigung, Einwilligung">
        <dl>
          <Item label="Verordnung">
            {d.hasPrescription ? (
              <a href={`/app/bookings/${d.id}/verordnung`} download className={buttonVariants({ variant: 'outline', size: 'sm' })}>
                <Download aria-hidden="true" />
                Verordnung herunterladen
              </a>
            ) : (
              'Keine hochgeladen'
            )}
          </Item>
          <Item label="Genehmigung">{d.genehmigungVorhanden ? 'Genehmigung der Krankenkasse liegt vor' : 'Keine Genehmigung angegeben'}</Item>
          <Item label="Einwilligung">
            {d.consentAt ? `Erteilt am ${formatDateTime(d.consentAt)}${d.consentVersion ? ` (Textversion ${d.consentVersion})` : ''}` : 'Nicht erfasst'}
          </Item>
          <Item label="Eingang">{`${formatDateTime(d.createdAt)} (${d.quelle === 'online' ? 'Online-Buchung' : d.quelle})`}</Item>
        </dl>
      </Section>

      <Section title="E-Mails">
        <Messages messages={d.messages} onRetried={reload} />
      </Section>

      <Section title="Verlauf">
        {d.history.length ? (
          <ol className="grid gap-2 border-l-2 border-border pl-4">
            {d.history.map((h) => (
              <li key={h.id}>
                <p className="font-medium">{describeHistoryEntry(h.type, h.data)}</p>
                <p className="text-xs text-muted">
                  {formatDateTime(h.at)} · {h.actor}
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

export function DetailsDialog({ id, bookingNumber, onClose }: { id: string | null; bookingNumber: string; onClose: () => void }) {
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
