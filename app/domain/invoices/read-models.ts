// What the invoice screens read (issue 21): the shapes the server's loaders return, shared with the
// screens (components never import server code).
import type { LegKind } from '#app/domain/rides/legs';
import type { Payer } from '#app/domain/billing/co-payment';
import type { LicenceKind, VatCategory } from '#app/domain/billing/vat';
import type { InvoiceArt } from './invoice-document';

export type BillableLeg = {
  legId: string;
  bookingId: string;
  bookingNumber: string;
  kind: LegKind;
  date: string;
  time: string | null;
  from: string;
  to: string;
  driverId: string | null;
  driverName: string | null;
  payer: Payer;
  /** The booking's insurer as entered ("Privat" for private rides without one). */
  kostentraeger: string;
  patientId: string | null;
  /** Who an invoice goes to by default: the patient's record, else the booking's name and pickup. */
  recipient: { name: string; adresse: string };
  /** Private invoices of one customer group legs of the same patient (or the same booking without one). */
  customerKey: string;
  /** Null when the leg cannot be priced; `problem` says why. */
  grossCents: number | null;
  category: VatCategory | null;
  /** The short reason of the category for the invoice line ("19 %: Mietwagen"); null without a price. */
  vatReason: string | null;
  problem: string | null;
  /** The ride and its price parts, as the invoice line shows it. */
  description: string;
  /** Co-payment (insurer legs): amount and reason; null without a price. */
  coPaymentCents: number | null;
  coPaymentReason: string | null;
  invoiced: boolean;
  receipted: boolean;
};

export type InvoiceListItem = {
  id: string;
  nummer: string;
  art: InvoiceArt;
  form: string;
  rechnungsdatum: string;
  empfaengerName: string;
  bruttoCents: number;
  bezahltAm: string | null;
  /** The Storno that cancelled this invoice. */
  storniertDurch: string | null;
  /** For a Storno: the invoice it cancels. */
  storniert: string | null;
  createdByLabel: string;
};

export type OpenInvoice = {
  id: string;
  nummer: string;
  art: 'rechnung' | 'zuzahlung';
  rechnungsdatum: string;
  empfaengerName: string;
  bruttoCents: number;
  due: string;
  overdueDays: number;
};

export type InvoiceSettingsView = {
  steuernummer: string;
  ustId: string;
  ik: string;
  bankName: string;
  iban: string;
  bic: string;
  zahlungszielTage: number;
  /** The company's licence kind and the municipality of the licence, for the VAT of rides (issue 38). */
  konzession: LicenceKind;
  gemeindeName: string;
  gemeindePlz: string[];
  updatedAt: string | null;
};
