// The shapes the bookings screens get from their loaders (structurally the server's read models; UI
// code does not import server modules).
import type { BookingStatus } from '../../domain/bookings/status';
import type { TransportCode } from '../../domain/bookings/transport';

export type BookingRowView = {
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
};

export type DriverOptionView = { id: string; name: string };

export type BookingMessageView = {
  jobId: number;
  kind: string;
  label: string;
  recipient: string;
  state: 'wartend' | 'gesendet' | 'fehlgeschlagen';
  reason: string | null;
  attempts: number;
  createdAt: string;
  sentAt: string | null;
};

export type BookingDetailsView = {
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
  besonderheiten: Record<string, unknown>;
  hinweise: string | null;
  entfernungKm: string | null;
  genehmigungVorhanden: boolean;
  consentAt: string | null;
  consentVersion: string | null;
  hasPrescription: boolean;
  prescriptionName: string | null;
  quelle: string;
  driver: { id: string; name: string; phone: string } | null;
  history: { id: number; at: string; actor: string; type: string; data: Record<string, unknown> }[];
  messages: BookingMessageView[];
  priceEstimate?: string | null;
};
