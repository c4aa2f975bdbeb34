// Issue 17 on both backends: "Buchung bearbeiten" with the return leg (follows the outbound leg unless
// set by hand, added, removed), the "Änderung" mail on request, rejecting with a reason and the
// "Absage" mail, a driver and vehicle per leg, and the two new templates rendered.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { staffTestDb, type Actor, type TestDb } from '../../../tests/support/staff-test-db';
import { returnOrderErrors, validateEditBooking } from '#app/domain/bookings/edit-booking';
import { bookingEvents, bookings, outboxJobs, vehicles } from '#app/server/db/schema';
import { renderBookingMail } from '#app/server/mail/outgoing-mails.server';
import { listTemplates, saveTemplate } from '#app/server/mail/templates.server';
import { assignLeg, editBooking, rejectBooking } from './staff-booking-actions.server';
import { createBooking, createDriver } from './staff-bookings.fixtures';
import { readLegs } from '#app/server/rides/trip-legs.server';

let t: TestDb;
let actor: Actor;
staffTestDb((fresh, staff) => ([t, actor] = [fresh, staff]));

const HOME = 'Musterstraße 1, 60311 Frankfurt am Main';
const CLINIC = 'Universitätsklinikum Frankfurt, Theodor-Stern-Kai 7';

async function withReturn(values: Partial<typeof bookings.$inferInsert> = {}) {
  return createBooking(t.db, {
    abholadresse: HOME,
    zieladresse: CLINIC,
    rueckfahrt: 'fest',
    rueckfahrtDatum: '2030-01-15',
    rueckfahrtUhrzeit: '13:00',
    ...values,
  });
}

/** The dialog's form: the booking's current values (both legs) with `change` applied. */
async function form(id: string, change: Record<string, string> = {}) {
  const [row] = await t.db.select().from(bookings).where(eq(bookings.id, id));
  const legs = (await readLegs(t.db, id))!;
  const input = {
    transportart: row!.transportart ?? '',
    krankenkasse: row!.krankenkasse ?? '',
    datum: row!.datum,
    uhrzeit: row!.uhrzeit,
    vorname: row!.vorname,
    nachname: row!.nachname,
    telefon: row!.telefon ?? '',
    email: row!.email ?? '',
    abholadresse: row!.abholadresse,
    zieladresse: row!.zieladresse,
    entfernungKm: '',
    rueckfahrt: legs.back ? legs.back.timing : 'keine',
    rueckDatum: legs.back?.datum ?? '',
    rueckUhrzeit: legs.back?.uhrzeit ?? '',
    rueckAbholadresse: legs.back?.abholadresse ?? '',
    rueckZieladresse: legs.back?.zieladresse ?? '',
    ...change,
  };
  const result = validateEditBooking(input);
  if (!result.ok) throw new Error(result.message);
  return result.values;
}

const mailsOf = (bookingId: string) =>
  t.db
    .select()
    .from(outboxJobs)
    .where(and(eq(outboxJobs.bookingId, bookingId), eq(outboxJobs.kind, 'booking-email')));

describe('Buchung bearbeiten with the return leg', () => {
  it('moves a same-day return with the outbound date and keeps a return set by hand', async () => {
    const booking = await withReturn();
    await editBooking(t.db, actor, booking.id, await form(booking.id, { datum: '2030-01-20' }));
    expect((await readLegs(t.db, booking.id))!.back).toMatchObject({ datum: '2030-01-20', uhrzeit: '13:00' });

    // The user sets the return to the next day while moving the outbound leg: the return stays there.
    await editBooking(
      t.db,
      actor,
      booking.id,
      await form(booking.id, { datum: '2030-01-22', rueckDatum: '2030-01-23' }),
    );
    const legs = (await readLegs(t.db, booking.id))!;
    expect(legs.hin.datum).toBe('2030-01-22');
    expect(legs.back).toMatchObject({ datum: '2030-01-23' });
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row).toMatchObject({
      datum: '2030-01-22',
      rueckfahrt: 'fest',
      rueckfahrtDatum: '2030-01-23',
      rueckfahrtUhrzeit: '13:00',
    });
  });

  it('keeps swapped addresses correct when the outbound addresses are swapped', async () => {
    const booking = await withReturn();
    await editBooking(t.db, actor, booking.id, await form(booking.id, { abholadresse: CLINIC, zieladresse: HOME }));
    expect((await readLegs(t.db, booking.id))!.back).toMatchObject({ abholadresse: HOME, zieladresse: CLINIC });
  });

  it('adds a return "nach Termin", removes it again, and records both in the history', async () => {
    const booking = await createBooking(t.db, { abholadresse: HOME, zieladresse: CLINIC });
    const added = await editBooking(
      t.db,
      actor,
      booking.id,
      await form(booking.id, {
        rueckfahrt: 'nach-termin',
        rueckDatum: '2030-01-15',
        rueckAbholadresse: CLINIC,
        rueckZieladresse: HOME,
      }),
    );
    expect(added.changedFields).toEqual(expect.arrayContaining(['rueckfahrt', 'rueckfahrtDatum']));
    expect((await readLegs(t.db, booking.id))!.back).toMatchObject({
      timing: 'nach-termin',
      uhrzeit: null,
      abholadresse: CLINIC,
    });
    await editBooking(t.db, actor, booking.id, await form(booking.id, { rueckfahrt: 'keine' }));
    expect((await readLegs(t.db, booking.id))!.back).toBeNull();
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row).toMatchObject({ rueckfahrt: 'keine', rueckfahrtDatum: null });
  });

  it('refuses a return before the outbound leg, in the form and in the use case', async () => {
    const booking = await withReturn();
    expect(returnOrderErrors(await form(booking.id, { rueckUhrzeit: '08:00' }))).toEqual({
      rueckUhrzeit: 'Die Rückfahrt darf nicht vor der Hinfahrt liegen.',
    });
    expect(returnOrderErrors(await form(booking.id, { rueckDatum: '2030-01-14' }))).toEqual({
      rueckDatum: 'Die Rückfahrt darf nicht vor der Hinfahrt liegen.',
    });
    expect(returnOrderErrors(await form(booking.id))).toEqual({});
    await expect(
      editBooking(t.db, actor, booking.id, await form(booking.id, { rueckUhrzeit: '08:00' })),
    ).rejects.toMatchObject({ code: 'invalid' });
    // Moving the outbound leg after a return on the same day set by time: the followed return would lie before it.
    await expect(
      editBooking(t.db, actor, booking.id, await form(booking.id, { uhrzeit: '14:00', rueckfahrt: 'fest' })),
    ).rejects.toMatchObject({ code: 'invalid' });
  });

  it('mails the change with the template "Änderung" only when asked and when the ride changed', async () => {
    const booking = await withReturn({ email: 'patient@example.org' });
    const nameOnly = await editBooking(t.db, actor, booking.id, await form(booking.id, { nachname: 'Neuname' }), {
      notify: true,
    });
    expect(nameOnly.emailTo).toBeNull();
    const moved = await editBooking(t.db, actor, booking.id, await form(booking.id, { uhrzeit: '10:00' }), {
      notify: true,
    });
    expect(moved.emailTo).toBe('patient@example.org');
    const silent = await editBooking(t.db, actor, booking.id, await form(booking.id, { uhrzeit: '10:30' }));
    expect(silent.emailTo).toBeNull();
    expect((await mailsOf(booking.id)).map((j) => (j.payload as { template: string }).template)).toEqual(['change']);
    const mail = await renderBookingMail(t.db, 'change', booking.id);
    expect(mail.subject).toContain('Änderung Ihrer Fahrt');
    expect(mail.html).toContain('10:30');
    expect(mail.html).toContain('am 15.01.2030');
  });
});

describe('rejecting with a reason', () => {
  it('records the reason and mails the "Absage" on request; refuses the mail without an address', async () => {
    const booking = await createBooking(t.db, { email: 'patient@example.org' });
    const result = await rejectBooking(t.db, actor, booking.id, {
      grund: 'Keine Kapazität am Wunschtermin',
      notify: true,
    });
    expect(result.emailTo).toBe('patient@example.org');
    const [job] = await mailsOf(booking.id);
    expect(job!.payload).toMatchObject({ template: 'rejection', grund: 'Keine Kapazität am Wunschtermin' });
    const mail = await renderBookingMail(t.db, 'rejection', booking.id, { grund: 'Keine Kapazität am Wunschtermin' });
    expect(mail.html).toContain('Grund: Keine Kapazität am Wunschtermin');
    const [event] = await t.db
      .select()
      .from(bookingEvents)
      .where(and(eq(bookingEvents.bookingId, booking.id), eq(bookingEvents.type, 'status-changed')));
    expect(event!.data).toMatchObject({ to: 'rejected', grund: 'Keine Kapazität am Wunschtermin' });

    const noMail = await createBooking(t.db, { email: null });
    await expect(rejectBooking(t.db, actor, noMail.id, { notify: true })).rejects.toMatchObject({
      code: 'no-recipient',
    });
    expect((await t.db.select().from(bookings).where(eq(bookings.id, noMail.id)))[0]!.status).toBe('pending');
    expect((await rejectBooking(t.db, actor, noMail.id)).emailTo).toBeNull();
  });
});

describe('a driver and a vehicle per leg', () => {
  it('gives the return another driver and vehicle; the booking column follows the outbound leg', async () => {
    const booking = await withReturn();
    const anna = await createDriver(t.db, { name: 'Anna Hin', phone: '+4917111111111' });
    const bernd = await createDriver(t.db, { name: 'Bernd Rück' });
    const [van] = await t.db.insert(vehicles).values({ plate: 'F-KF 117', wheelchair: true }).returning();
    await assignLeg(t.db, actor, booking.id, 'hin', { driverId: anna.id });
    const back = await assignLeg(t.db, actor, booking.id, 'rueck', { driverId: bernd.id, vehicleId: van!.id });
    expect(back).toMatchObject({ driverName: 'Bernd Rück', vehicleLabel: 'F-KF 117', changed: true });
    const legs = (await readLegs(t.db, booking.id))!;
    expect([legs.hin.driverId, legs.back!.driverId, legs.back!.vehicleId]).toEqual([anna.id, bernd.id, van!.id]);
    expect((await t.db.select().from(bookings).where(eq(bookings.id, booking.id)))[0]!.assignedDriverId).toBe(anna.id);
    // The leg's own text goes to Anna's WhatsApp.
    const again = await assignLeg(t.db, actor, booking.id, 'hin', { driverId: anna.id });
    expect(again.changed).toBe(false);
    expect(decodeURIComponent(again.whatsappUrl ?? '')).toContain('(Hinfahrt)');
    const history = await t.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, booking.id));
    expect(history.map((h) => [h.type, (h.data as { leg?: string }).leg])).toEqual([
      ['driver-assigned', 'hin'],
      ['driver-assigned', 'rueck'],
      ['vehicle-assigned', 'rueck'],
    ]);
    await expect(
      assignLeg(t.db, actor, (await createBooking(t.db)).id, 'rueck', { driverId: anna.id }),
    ).rejects.toMatchObject({ code: 'invalid' });
  });
});

describe('the templates "Änderung" and "Absage"', () => {
  it('are listed with their defaults and can be edited like the others', async () => {
    const types = (await listTemplates(t.db)).map((tpl) => tpl.templateType);
    expect(types).toEqual(['confirmation', 'acceptance', 'notification', 'change', 'rejection']);
    expect(
      await saveTemplate(t.db, {
        templateType: 'rejection',
        subject: 'Absage {{bookingNumber}}',
        content: '<p>{{grund}}</p>',
      }),
    ).toEqual({ ok: true });
    const booking = await createBooking(t.db);
    const mail = await renderBookingMail(t.db, 'rejection', booking.id, { grund: 'Fahrzeug defekt' });
    expect(mail.subject).toBe(`Absage ${booking.bookingNumber}`);
    expect(mail.html).toContain('Grund: Fahrzeug defekt');
  });
});
