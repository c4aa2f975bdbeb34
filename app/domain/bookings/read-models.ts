// The shapes in which the server hands bookings to the back office (list rows, details, history, mail
// states). Defined once here: the server's read models produce them, the screens render them.
import type { LegDocumentView } from '#app/domain/driver-app/leg-documents';
import type { HandlingFlag } from './handling-flags';
import type { BookingHistoryEntry } from './history-events';
import type { BookingStatus } from './status';
import type { TransportCode } from './transport';

/** The special needs recorded by the wizard (SPEC.md §3). */
export type Besonderheiten = {
  adipositas?: boolean;
  infektiös?: boolean;
  rollstuhl?: boolean;
  sehbeeinträchtigt?: boolean;
  weitere?: boolean;
  weitereHinweise?: string;
  barrierefreiZugang?: boolean;
};

export type BookingListRow = {
  id: string;
  bookingNumber: string;
  datum: string;
  uhrzeit: string;
  vorname: string;
  nachname: string;
  transportart: string | null;
  code: TransportCode | null;
  krankenkasse: string | null;
  abholadresse: string;
  zieladresse: string;
  status: BookingStatus;
  assignedDriverId: string | null;
  /** Safety and handling flags (handling-flags.ts), shown as icons with text for screen readers. */
  flags: HandlingFlag[];
  /** The outbound leg and, if booked, the return leg, with their drivers. */
  legs: ListLeg[];
  /** Pending although the ride has passed. */
  overdue: boolean;
};

/** A leg as the list shows it: when, and who drives. uhrzeit null = "nach Termin". */
export type ListLeg = {
  kind: 'hin' | 'rueck';
  datum: string;
  uhrzeit: string | null;
  status: string;
  driverId: string | null;
  driverName: string | null;
};

export type DriverOption = { id: string; name: string };

export type VehicleOption = { id: string; label: string };

export type DetailLeg = ListLeg & {
  timing: 'fest' | 'nach-termin';
  abholadresse: string;
  zieladresse: string;
  vehicleId: string | null;
  vehicleLabel: string | null;
  notes: string | null;
  /** The proof of service the driver recorded (signature, Transportschein photo), issue 20. */
  documents: LegDocumentView[];
};

export type MessageState = 'wartend' | 'gesendet' | 'fehlgeschlagen';

export type BookingMessage = {
  jobId: number;
  kind: 'booking-email' | 'driver-email' | 'driver-day-plan' | 'contact-email';
  /** confirmation | acceptance | notification for booking mails, null otherwise. */
  template: string | null;
  /** German name: Buchungseingang, Buchungsbestätigung, Interne Benachrichtigung, Fahrtauftrag, Kontaktanfrage. */
  label: string;
  recipient: string;
  state: MessageState;
  /** Why it failed, or why it is waiting (e.g. no SMTP server yet, last error before the retry). */
  reason: string | null;
  attempts: number;
  maxAttempts: number;
  createdAt: string;
  sentAt: string | null;
  nextAttemptAt: string | null;
  bookingId: string | null;
  bookingNumber: string | null;
};

export type { BookingHistoryEntry };

export type BookingDetails = {
  id: string;
  bookingNumber: string;
  status: BookingStatus;
  createdAt: string;
  datum: string;
  uhrzeit: string;
  vorname: string;
  nachname: string;
  transportart: string | null;
  telefon: string | null;
  email: string | null;
  bestaetigungsEmail: string | null;
  krankenkasse: string | null;
  pflegegrad: number | null;
  abholadresse: string;
  zieladresse: string;
  rueckfahrt: string;
  rueckfahrtZeit: string | null;
  rueckfahrtDatum: string | null;
  rueckfahrtUhrzeit: string | null;
  rueckfahrtAbholadresse: string | null;
  rueckfahrtZieladresse: string | null;
  besonderheiten: Besonderheiten;
  hinweise: string | null;
  entfernungKm: string | null;
  /** Companions riding with the patient (issue 20). */
  begleitpersonen: number;
  genehmigungVorhanden: boolean;
  consentAt: string | null;
  consentVersion: string | null;
  hasPrescription: boolean;
  prescriptionName: string | null;
  quelle: string;
  driver: { id: string; name: string; phone: string } | null;
  /** The outbound leg and, if booked, the return leg, each with its driver and vehicle (issue 17). */
  legs: DetailLeg[];
  flags: HandlingFlag[];
  history: BookingHistoryEntry[];
  messages: BookingMessage[];
};

/** One leg of the chosen day on the dashboard. */
export type DashboardRide = {
  id: string;
  bookingNumber: string;
  /** Hinfahrt or Rückfahrt: the dashboard lists legs (issue 17). */
  leg: 'hin' | 'rueck';
  /** null = "nach Termin". */
  uhrzeit: string | null;
  patient: string;
  abholadresse: string;
  zieladresse: string;
  code: TransportCode | null;
  flags: HandlingFlag[];
  driverName: string | null;
  label: string;
};
