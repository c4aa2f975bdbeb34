// German one-line descriptions of booking_events entries for the history timeline of the details dialog.
// Takes the typed events of history-events.ts (parsed on the server), so no detail is guessed here.
import { formatGermanDate, formatGermanDateTime, formatGermanTime } from '#app/domain/german-date';
import { formatEuro } from '#app/domain/pricing/money';
import { LEG_KIND_LABELS, type LegKind } from '#app/domain/rides/legs';
import { templateTypeLabels } from '#app/domain/templates/template-types';
import { DRIVER_REPORT_LABELS } from '#app/domain/driver-app/reports';
import type {
  ApprovalSummary,
  BookingEvent,
  BookingEventData,
  StatusCause,
  UnknownBookingEvent,
} from './history-events';
import { LEG_STATUS_LABELS, statusLabel } from '#app/domain/rides/statuses';
import { transportLabel } from './transport';
import { INVOICE_ART_LABELS } from '#app/domain/invoices/invoice-document';

const FIELD_LABELS: Record<string, string> = {
  transportart: 'Transportart',
  krankenkasse: 'Krankenkasse',
  datum: 'Datum',
  uhrzeit: 'Uhrzeit',
  vorname: 'Vorname',
  nachname: 'Nachname',
  telefon: 'Telefon',
  email: 'E-Mail',
  abholadresse: 'Abholadresse',
  zieladresse: 'Zieladresse',
  entfernungKm: 'Entfernung',
  begleitpersonen: 'Begleitpersonen',
  rueckfahrt: 'Rückfahrt',
  rueckfahrtDatum: 'Datum der Rückfahrt',
  rueckfahrtUhrzeit: 'Uhrzeit der Rückfahrt',
  rueckfahrtAbholadresse: 'Abholadresse der Rückfahrt',
  rueckfahrtZieladresse: 'Zieladresse der Rückfahrt',
};

const STATUS_CAUSE_TEXTS: Record<StatusCause, string> = {
  fahrten: 'nach den Fahrten',
  abrechnung: 'Abrechnung',
  datenbereinigung: 'Daten angeglichen',
};

const legPrefix = (leg: LegKind | undefined) => (leg ? `${LEG_KIND_LABELS[leg]} an` : 'An');
const legOf = (leg: LegKind | undefined) => (leg ? `der ${LEG_KIND_LABELS[leg]} ` : '');

/** HH:mm in Berlin of an ISO instant, or '' when it is none. */

const kmText = (km: number | null) => (km === null ? '–' : String(km).replace('.', ','));

function legsText(legs: readonly LegKind[]): string {
  return legs.map((l) => LEG_KIND_LABELS[l]).join(', ');
}

function approval(summary: Partial<ApprovalSummary>): string {
  // The stored status is the German word (beantragt, genehmigt, abgelehnt).
  const status = summary.status ? `, ${summary.status}` : '';
  return `${summary.nummer ? `Nr. ${summary.nummer}` : 'ohne Nummer'}${status}`;
}

/**
 * What the dispatcher booked despite a warning (issue 37), named after the 'created' line the way the
 * approval override is: a full slot, a ride the patient already has at that time (its order numbers).
 */
function createdDespite(data: BookingEventData<'created'>): string {
  const parts = [
    data.overbooked ? 'trotz voller Kapazität gebucht' : null,
    data.duplicateOf?.length ? `trotz gleichzeitiger Fahrt gebucht (${data.duplicateOf.join(', ')})` : null,
  ].filter(Boolean);
  return parts.length ? `, ${parts.join(', ')}` : '';
}

function createdLine(data: BookingEventData<'created'>): string {
  if (data.source === 'online') return 'Online-Buchung eingegangen';
  if (data.source === 'telefon') return `Buchung angelegt (telefonisch, von ${data.staff || 'Mitarbeiter'})`;
  if (data.source === 'serie') return 'Aus einer Serie angelegt';
  return 'Buchung angelegt';
}

/** The German line of one history entry. */
export function describeHistoryEntry(event: BookingEvent | UnknownBookingEvent): string {
  switch (event.type) {
    case 'created':
      return `${createdLine(event.data)}${createdDespite(event.data)}`;
    case 'status-changed': {
      const { via, from, to, grund, cause, overCapacity } = event.data;
      if (via === 'confirm') return overCapacity ? 'Fahrt bestätigt trotz voller Kapazität' : 'Fahrt bestätigt';
      if (via === 'reject') return `Fahrt abgelehnt${grund ? ` (Grund: ${grund})` : ''}`;
      return `Status geändert: ${statusLabel(from)} → ${statusLabel(to)}${cause ? ` (${STATUS_CAUSE_TEXTS[cause]})` : ''}`;
    }
    case 'leg-status-changed': {
      const { leg, from, to, cause, driverName } = event.data;
      const name = LEG_KIND_LABELS[leg];
      const driver = driverName ? `; Fahrer entfernt: ${driverName}` : '';
      if (cause === 'abgesagt') return `${name} abgesagt${driver}`;
      if (cause === 'wieder-eingeplant') return `${name} wieder eingeplant`;
      return `${name}: ${LEG_STATUS_LABELS[from]} → ${LEG_STATUS_LABELS[to]} (${cause === 'buchung' ? 'mit der Buchung' : 'Daten angeglichen'})${driver}`;
    }
    case 'edited': {
      const fields = Object.keys(event.data.changes).map((f) => FIELD_LABELS[f] ?? f);
      return fields.length ? `Buchung bearbeitet: ${fields.join(', ')}` : 'Buchung bearbeitet';
    }
    case 'transport-changed':
      return `Transportart geändert: ${transportLabel(event.data.from) ?? '–'} → ${transportLabel(event.data.to) ?? '–'}`;
    case 'driver-assigned':
      return `${legPrefix(event.data.leg)} Fahrer gesendet: ${event.data.driverName ?? ''}${event.data.emailed ? ' (mit E-Mail)' : ''}`;
    case 'driver-unassigned':
      return `Fahrer ${legOf(event.data.leg)}entfernt: ${event.data.driverName ?? ''}${event.data.reason === 'driver-deleted' ? ' (Fahrer gelöscht)' : ''}`;
    case 'vehicle-assigned':
      return event.data.vehicleId
        ? `Fahrzeug ${legOf(event.data.leg)}zugewiesen: ${event.data.vehicleLabel ?? ''}`
        : `Fahrzeug ${legOf(event.data.leg)}entfernt`;
    case 'email-requested':
      return `${templateTypeLabels[event.data.template]} angefordert an ${event.data.to}`;
    case 'patient-linked':
      if (event.data.created) return 'Neuer Patient aus der Buchung angelegt und zugeordnet';
      return event.data.previousPatientId ? 'Anderem Patienten zugeordnet' : 'Patient zugeordnet';
    case 'approval-linked':
      return `Genehmigung zugeordnet (${approval(event.data)})`;
    case 'approval-changed':
      return `Genehmigung geändert (${approval(event.data)})`;
    case 'approval-unlinked':
      return `Genehmigung ${event.data.deleted ? 'gelöscht' : 'nicht mehr zugeordnet'} (${approval(event.data)})`;
    case 'prescription-saved':
      return event.data.created ? 'Verordnung erfasst' : 'Verordnung geändert';
    case 'prescription-scan':
      return 'Scan der Verordnung gespeichert';
    case 'approval-override':
      return `${event.data.via === 'assign' ? 'An Fahrer gesendet' : 'Fahrt bestätigt'} trotz fehlender Genehmigung`;
    case 'series-updated': {
      const { datum, uhrzeit, previousDatum, previousUhrzeit, driverRemoved } = event.data;
      const moved =
        datum === previousDatum
          ? `${previousUhrzeit} → ${uhrzeit} Uhr`
          : `${formatGermanDate(previousDatum)} ${previousUhrzeit} → ${formatGermanDate(datum)} ${uhrzeit} Uhr`;
      return `Serientermin geändert: ${moved}${driverRemoved ? ' (Fahrer entfernt)' : ''}`;
    }
    case 'series-cancelled':
      return `Serientermin entfällt: ${event.data.grund}`;
    case 'leg-report': {
      const { leg, report, reportedAt, applied, grund, phoneTime } = event.data;
      const at = formatGermanTime(reportedAt);
      const clock = phoneTime
        ? ` (Zeit des Eingangs; die Uhr des Telefons zeigte ${formatGermanDateTime(phoneTime)})`
        : '';
      return `Fahrer-Meldung ${legOf(leg).trim()}: ${DRIVER_REPORT_LABELS[report]}${grund ? ` (Grund: ${grund})` : ''}${at ? `, ${at} Uhr` : ''}${clock}${applied ? '' : ' (nachgereicht)'}`;
    }
    case 'leg-proof': {
      const { leg, art, km, wartezeitMinuten } = event.data;
      if (art === 'unterschrift') return `Unterschrift des Patienten ${legOf(leg)}erfasst`;
      if (art === 'transportschein') return `Foto des Transportscheins ${legOf(leg)}erfasst`;
      if (art === 'transportschein-scan') return `Unterschriebener Transportschein ${legOf(leg)}hochgeladen (Scan)`;
      const parts = [
        km != null ? `${String(km).replace('.', ',')} km` : null,
        wartezeitMinuten != null ? `${wartezeitMinuten} Min. Wartezeit` : null,
      ].filter(Boolean);
      return `Nachweis ${legOf(leg)}erfasst: ${parts.join(', ')}`;
    }
    case 'leg-completed-office': {
      const d = event.data;
      const name = LEG_KIND_LABELS[d.leg];
      const parts = [
        `Fahrer ${d.driverName}`,
        d.vehicleLabel ? `Fahrzeug ${d.vehicleLabel}` : null,
        `abgeholt ${d.abgeholtUm} Uhr`,
        `abgesetzt ${d.abgesetztUm} Uhr`,
        `${String(d.km).replace('.', ',')} km`,
        d.wartezeitMinuten ? `Wartezeit ${d.wartezeitMinuten} Min.` : null,
      ].filter(Boolean);
      return `${name} im Büro abgeschlossen von ${d.by} (vorher: ${LEG_STATUS_LABELS[d.from]}): ${parts.join(', ')}`;
    }
    case 'leg-billing-values': {
      const km = event.data.km === null ? null : `${String(event.data.km).replace('.', ',')} km`;
      const wait = event.data.wartezeitMinuten === null ? null : `Wartezeit ${event.data.wartezeitMinuten} Min.`;
      const time = event.data.abgesetztUm ? `abgesetzt um ${event.data.abgesetztUm} Uhr` : null;
      return `Abrechnungsdaten ${legOf(event.data.leg)}erfasst: ${[km, wait, time].filter(Boolean).join(', ') || 'keine Angaben'}`;
    }
    case 'billing-exported': {
      const { krankenkasse, monat, legs, korrekturen } = event.data;
      const billed = legs.length
        ? `Abgerechnet: Monatspaket ${krankenkasse} ${monat} (${legsText(legs)})`
        : `Monatspaket ${krankenkasse} ${monat}`;
      return korrekturen?.length ? `${billed}; Korrektur übermittelt (${legsText(korrekturen)})` : billed;
    }
    case 'billing-correction': {
      const { leg, state, nichtAbrechnen, kmVorher, kmNeu, forderungVorherCents, forderungNeuCents } = event.data;
      if (state === 'zurueckgezogen')
        return `Korrektur ${legOf(leg)}zurückgezogen: Es gilt die Abrechnung im Monatspaket`;
      if (nichtAbrechnen)
        return `Korrektur ${legOf(leg)}vorgemerkt: Forderung zurückgezogen (bisher ${formatEuro(forderungVorherCents)})`;
      const km = kmVorher !== kmNeu ? `${kmText(kmVorher)} → ${kmText(kmNeu)} km, ` : '';
      return `Korrektur ${legOf(leg)}für das nächste Monatspaket vorgemerkt: ${km}Forderung ${formatEuro(forderungVorherCents)} → ${formatEuro(forderungNeuCents)}`;
    }
    case 'invoice-issued':
      return `${INVOICE_ART_LABELS[event.data.art]} ${event.data.nummer} erstellt (${legsText(event.data.legs)})`;
    case 'invoice-cancelled':
      return `${INVOICE_ART_LABELS[event.data.art]} ${event.data.nummer} storniert durch ${event.data.stornoNummer} (${legsText(event.data.legs)})`;
    case 'unknown':
      return event.storedType;
  }
}
