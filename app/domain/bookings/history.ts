// German one-line descriptions of booking_events entries for the history timeline of the details dialog.
import { statusLabel } from './status';
import { transportLabel } from './transport';

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
};

const TEMPLATE_LABELS: Record<string, string> = {
  confirmation: 'Buchungseingang',
  acceptance: 'Buchungsbestätigung',
  notification: 'Interne Benachrichtigung',
};

const str = (value: unknown) => (typeof value === 'string' ? value : '');

export function describeHistoryEntry(type: string, data: Record<string, unknown>): string {
  switch (type) {
    case 'created':
      return data.source === 'online' ? 'Online-Buchung eingegangen' : 'Buchung angelegt';
    case 'status-changed':
      if (data.via === 'confirm') return 'Fahrt bestätigt';
      if (data.via === 'reject') return 'Fahrt abgelehnt';
      return `Status geändert: ${statusLabel(str(data.from))} → ${statusLabel(str(data.to))}`;
    case 'edited': {
      const changes = (data.changes ?? {}) as Record<string, unknown>;
      const fields = Object.keys(changes).map((f) => FIELD_LABELS[f] ?? f);
      return fields.length ? `Buchung bearbeitet: ${fields.join(', ')}` : 'Buchung bearbeitet';
    }
    case 'transport-changed':
      return `Transportart geändert: ${transportLabel(str(data.from)) ?? '–'} → ${transportLabel(str(data.to)) ?? '–'}`;
    case 'driver-assigned':
      return `An Fahrer gesendet: ${str(data.driverName)}${data.emailed ? ' (mit E-Mail)' : ''}`;
    case 'driver-unassigned':
      return `Fahrer entfernt: ${str(data.driverName)}${data.reason === 'driver-deleted' ? ' (Fahrer gelöscht)' : ''}`;
    case 'email-requested':
      return `${TEMPLATE_LABELS[str(data.template)] ?? 'E-Mail'} angefordert an ${str(data.to)}`;
    default:
      return type;
  }
}
