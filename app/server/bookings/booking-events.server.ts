// The append-only history of a booking: who did what, when. Written in the use case's transaction, as
// one of the typed events of app/domain/bookings/history-events.ts; read back through one schema per
// event type, so the screens get typed details and never re-parse JSON by hand (decision 171).
import { z } from 'zod';
import {
  LEG_STATUS_CAUSES,
  STATUS_CAUSES,
  type BookingEvent,
  type BookingEventData,
  type BookingEventType,
  type UnknownBookingEvent,
} from '#app/domain/bookings/history-events';
import { BOOKING_STATUSES, LEG_STATUSES } from '#app/domain/rides/statuses';
import { TRANSPORT_TYPES } from '#app/domain/bookings/transport';
import { LEG_KINDS } from '#app/domain/rides/legs';
import { templateTypes } from '#app/domain/templates/template-types';
import { bookingEvents } from '#app/server/db/schema';
import type { DbOrTx } from '#app/server/db/client.server';
import { DRIVER_REPORTS } from '#app/domain/driver-app/reports';

/** Who caused a change: a staff user (id and display label) or the public website. */
export type Actor = { userId: string | null; label: string };

export const ONLINE_BOOKING_ACTOR: Actor = { userId: null, label: 'Online-Buchung' };

/** The history entry's row (the values of its INSERT; insertBooking embeds it in its one statement). */
export function bookingEventRow(event: { bookingId: string; actor: Actor } & BookingEvent) {
  return {
    bookingId: event.bookingId,
    actorUserId: event.actor.userId,
    actorLabel: event.actor.label,
    type: event.type,
    data: event.data,
  } satisfies typeof bookingEvents.$inferInsert;
}

export async function recordBookingEvent(
  tx: DbOrTx,
  event: { bookingId: string; actor: Actor } & BookingEvent,
): Promise<void> {
  await tx.insert(bookingEvents).values(bookingEventRow(event));
}

const status = z.enum(BOOKING_STATUSES);
const id = z.string().nullable();
const leg = z.enum(LEG_KINDS);
const invoiceArt = z.enum(['rechnung', 'zuzahlung']);
const approvalSummary = z.object({ approvalId: z.string(), nummer: id, status: z.string(), gueltigBis: id });

/** One schema per event type; `satisfies` keeps each in step with the union's details. */
const eventSchemas = {
  created: z.object({
    status,
    source: z.enum(['online', 'telefon', 'serie']).optional(),
    seriesId: z.string().optional(),
    prescription: z.boolean().optional(),
    staff: z.string().optional(),
    patientId: id.optional(),
    pastConfirmed: z.boolean().optional(),
    overbooked: z.boolean().optional(),
    duplicateOf: z.array(z.string()).optional(),
    emailed: z.boolean().optional(),
  }),
  'status-changed': z.object({
    from: status,
    to: status,
    via: z.enum(['confirm', 'reject']).optional(),
    overCapacity: z.boolean().optional(),
    grund: z.string().optional(),
    cause: z.enum(STATUS_CAUSES).optional(),
  }),
  'leg-status-changed': z.object({
    leg,
    from: z.enum(LEG_STATUSES),
    to: z.enum(LEG_STATUSES),
    cause: z.enum(LEG_STATUS_CAUSES),
    driverName: id.optional(),
  }),
  edited: z.object({ changes: z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() })) }),
  'transport-changed': z.object({ from: z.enum(TRANSPORT_TYPES).nullable(), to: z.enum(TRANSPORT_TYPES) }),
  'driver-assigned': z.object({
    driverId: id,
    driverName: id,
    previousDriverId: id,
    emailed: z.boolean().optional(),
    leg: leg.optional(),
  }),
  'driver-unassigned': z.object({
    driverId: id,
    driverName: id,
    previousDriverId: id.optional(),
    reason: z.literal('driver-deleted').optional(),
    leg: leg.optional(),
  }),
  'vehicle-assigned': z.object({ leg, vehicleId: id, vehicleLabel: id, previousVehicleId: id }),
  'email-requested': z.object({ template: z.enum(templateTypes), to: z.string() }),
  'patient-linked': z.object({ patientId: z.string(), previousPatientId: id, created: z.boolean().optional() }),
  'approval-linked': approvalSummary,
  'approval-changed': approvalSummary,
  'approval-unlinked': approvalSummary.partial().extend({ approvalId: z.string(), deleted: z.boolean().optional() }),
  'prescription-saved': z.object({ created: z.boolean(), grund: z.string(), ausstellungsdatum: z.string() }),
  'prescription-scan': z.object({ fileName: z.string() }),
  'approval-override': z.object({ via: z.enum(['confirm', 'assign']) }),
  'series-updated': z.object({
    seriesId: z.string(),
    datum: z.string(),
    uhrzeit: z.string(),
    previousDatum: z.string(),
    previousUhrzeit: z.string(),
    driverRemoved: z.boolean().optional(),
  }),
  'series-cancelled': z.object({ seriesId: z.string(), grund: z.string() }),
  'leg-report': z.object({
    leg,
    report: z.enum(DRIVER_REPORTS),
    reportedAt: z.string(),
    applied: z.boolean(),
    grund: z.string().optional(),
    phoneTime: z.string().optional(),
  }),
  'leg-proof': z.object({
    leg,
    art: z.enum(['nachweis', 'unterschrift', 'transportschein', 'transportschein-scan']),
    km: z.number().nullable().optional(),
    wartezeitMinuten: z.number().nullable().optional(),
  }),
  'leg-completed-office': z.object({
    leg,
    from: z.enum(LEG_STATUSES),
    by: z.string(),
    driverName: z.string(),
    vehicleLabel: z.string().nullable(),
    abgeholtUm: z.string(),
    abgesetztUm: z.string(),
    km: z.number(),
    wartezeitMinuten: z.number().nullable(),
  }),
  'leg-billing-values': z.object({
    leg,
    km: z.number().nullable(),
    wartezeitMinuten: z.number().nullable(),
    abgesetztUm: z.string().optional(),
  }),
  'billing-exported': z.object({
    exportId: z.string(),
    krankenkasse: z.string(),
    monat: z.string(),
    legs: z.array(leg),
    korrekturen: z.array(leg).optional(),
  }),
  'billing-correction': z.object({
    leg,
    state: z.enum(['vorgemerkt', 'zurueckgezogen']),
    nichtAbrechnen: z.boolean(),
    kmVorher: z.number().nullable(),
    kmNeu: z.number().nullable(),
    forderungVorherCents: z.number().int(),
    forderungNeuCents: z.number().int(),
  }),
  'invoice-issued': z.object({ invoiceId: z.string(), nummer: z.string(), art: invoiceArt, legs: z.array(leg) }),
  'invoice-cancelled': z.object({
    invoiceId: z.string(),
    nummer: z.string(),
    art: invoiceArt,
    stornoId: z.string(),
    stornoNummer: z.string(),
    legs: z.array(leg),
  }),
} satisfies { [T in BookingEventType]: z.ZodType<BookingEventData<T>> };

function isEventType(type: string): type is BookingEventType {
  return Object.hasOwn(eventSchemas, type);
}

/** A stored row as its typed event; an unknown type or details that do not fit stay "unknown". */
export function parseBookingEvent(type: string, data: unknown): BookingEvent | UnknownBookingEvent {
  if (!isEventType(type)) return { type: 'unknown', storedType: type };
  const parsed = eventSchemas[type].safeParse(data);
  return parsed.success ? ({ type, data: parsed.data } as BookingEvent) : { type: 'unknown', storedType: type };
}
