// Demo data for a first look at the product: drivers, vehicles, price rules, bookings in every status
// over the past and coming weeks, and the three default e-mail templates. Fictitious names only. The data
// keep the rules the product enforces (tests/support/demo-invariants.ts): only past rides are driven or
// billed. The company's invoice data (Rechnungsdaten) stay empty: no invented tax number or VAT id.
import { and, count, eq, sql } from 'drizzle-orm';
import { addCalendarDays, berlinDate } from '#app/domain/berlin-time';
import { recordBookingEvent } from '#app/server/bookings/booking-events.server';
import { nextBookingNumber } from '#app/server/bookings/booking-number.server';
import type { BookingStatus } from '#app/domain/rides/statuses';
import { defaultTemplates, type TemplateType } from '#app/server/mail/default-templates';
import type { AppServices } from '#app/server/services.server';
import type { Db } from './client.server';
import { bookings, drivers, emailTemplates, priceRules, tripLegs, vehicles, type Besonderheiten } from './schema';
import { insertBookingRows } from '#app/server/rides/insert-rides.server';

/** Inserts the default templates that are missing; never overwrites an edited one. */
export async function ensureDefaultTemplates(db: Db): Promise<void> {
  const rows = (Object.keys(defaultTemplates) as TemplateType[]).map((templateType) => ({
    templateType,
    ...defaultTemplates[templateType],
  }));
  await db.insert(emailTemplates).values(rows).onConflictDoNothing();
}

const people = [
  ['Erika', 'Musterfrau'],
  ['Hans', 'Beispiel'],
  ['Gisela', 'Probst'],
  ['Walter', 'Demo'],
  ['Ingrid', 'Testmann'],
  ['Klaus', 'Muster'],
  ['Helga', 'Vorlage'],
  ['Günter', 'Exempel'],
] as const;

const addresses = [
  'Musterstraße 1, 60311 Frankfurt am Main',
  'Beispielweg 7, 61348 Bad Homburg vor der Höhe',
  'Probegasse 3, 61440 Oberursel (Taunus)',
  'Teststraße 22, 60594 Frankfurt am Main',
  'Am Musterpark 5, 61250 Usingen',
  'Demoallee 14, 65929 Frankfurt am Main',
];

const destinations = [
  'Universitätsklinikum Frankfurt, Theodor-Stern-Kai 7, 60590 Frankfurt am Main',
  'BG Unfallklinik Frankfurt am Main, Friedberger Landstraße 430, 60389 Frankfurt am Main',
  'Dialysezentrum Musterstadt, Beispielstraße 2, 61348 Bad Homburg vor der Höhe',
  'Hochtaunus-Kliniken, Zeppelinstraße 20, 61352 Bad Homburg vor der Höhe',
  'Praxis für Physiotherapie, Musterring 9, 60311 Frankfurt am Main',
];

const insurers = ['AOK Hessen', 'Techniker Krankenkasse', 'BARMER', 'DAK-Gesundheit', null] as const;

type DemoBooking = {
  dayOffset: number;
  uhrzeit: string;
  status: BookingStatus;
  transportart: string | null;
  besonderheiten: Besonderheiten;
  rueckfahrt: 'keine' | 'fest' | 'nach-termin';
  driver: boolean;
  /** The driven km of each leg of a ride that took place (what the driver reports and billing prices). */
  km?: string;
};

const demoBookings: DemoBooking[] = [
  {
    dayOffset: -20,
    uhrzeit: '08:00',
    status: 'billed',
    transportart: 'sitzend',
    besonderheiten: {},
    rueckfahrt: 'keine',
    driver: true,
    km: '14.2',
  },
  {
    dayOffset: -14,
    uhrzeit: '09:30',
    status: 'completed',
    transportart: 'rollstuhl',
    besonderheiten: { rollstuhl: true, barrierefreiZugang: true },
    rueckfahrt: 'fest',
    driver: true,
    km: '8.0',
  },
  {
    dayOffset: -10,
    uhrzeit: '11:15',
    status: 'rejected',
    transportart: null,
    besonderheiten: {},
    rueckfahrt: 'keine',
    driver: false,
  },
  {
    dayOffset: -7,
    uhrzeit: '07:45',
    status: 'forwarded',
    transportart: 'liegend',
    besonderheiten: { infektiös: true },
    rueckfahrt: 'keine',
    driver: false,
  },
  {
    dayOffset: -3,
    uhrzeit: '10:00',
    status: 'confirmed',
    transportart: 'sitzend',
    besonderheiten: {},
    rueckfahrt: 'nach-termin',
    driver: true,
  },
  {
    dayOffset: -1,
    uhrzeit: '13:30',
    status: 'pending',
    transportart: null,
    besonderheiten: { sehbeeinträchtigt: true },
    rueckfahrt: 'keine',
    driver: false,
  },
  {
    dayOffset: 0,
    uhrzeit: '08:30',
    status: 'confirmed',
    transportart: 'tragestuhl',
    besonderheiten: { rollstuhl: true, barrierefreiZugang: false },
    rueckfahrt: 'fest',
    driver: true,
  },
  {
    dayOffset: 0,
    uhrzeit: '14:00',
    status: 'confirmed',
    transportart: null,
    besonderheiten: { adipositas: true },
    rueckfahrt: 'keine',
    driver: false,
  },
  {
    dayOffset: 1,
    uhrzeit: '09:00',
    status: 'pending',
    transportart: null,
    besonderheiten: { rollstuhl: true, barrierefreiZugang: true },
    rueckfahrt: 'fest',
    driver: false,
  },
  {
    dayOffset: 2,
    uhrzeit: '07:15',
    status: 'pending',
    transportart: null,
    besonderheiten: {},
    rueckfahrt: 'keine',
    driver: false,
  },
  {
    dayOffset: 3,
    uhrzeit: '12:45',
    status: 'confirmed',
    transportart: 'rollstuhl',
    besonderheiten: { rollstuhl: true, barrierefreiZugang: true },
    rueckfahrt: 'nach-termin',
    driver: true,
  },
  {
    dayOffset: 5,
    uhrzeit: '16:30',
    status: 'pending',
    transportart: null,
    besonderheiten: { weitere: true, weitereHinweise: 'Begleitperson fährt mit.' },
    rueckfahrt: 'keine',
    driver: false,
  },
  {
    dayOffset: 8,
    uhrzeit: '10:30',
    status: 'confirmed',
    transportart: 'sitzend',
    besonderheiten: {},
    rueckfahrt: 'fest',
    driver: false,
  },
  // Rides to come are never driven or billed yet (issue 37: the demo had a ride in 12 days "Abgerechnet").
  {
    dayOffset: 12,
    uhrzeit: '15:00',
    status: 'confirmed',
    transportart: 'sitzend',
    besonderheiten: {},
    rueckfahrt: 'keine',
    driver: true,
  },
];

function addMinutes(time: string, minutes: number): string {
  const [h, m] = time.split(':').map(Number) as [number, number];
  const total = Math.min(h * 60 + m + minutes, 18 * 60);
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/** Adds the demo fleet, price rules and bookings (relative to `today`, a Berlin date). */
export async function seedDemoData(db: Db, today = berlinDate()): Promise<{ bookings: number }> {
  await ensureDefaultTemplates(db);
  return db.transaction(async (tx) => {
    const createdDrivers = await tx
      .insert(drivers)
      .values([
        {
          name: 'Peter Fahrmann',
          phone: '+496990009130',
          email: 'peter.fahrmann@musterfirma-krankenfahrten.example',
          notes: 'Tragestuhl-geschult',
        },
        { name: 'Sabine Lenker', phone: '+496990009131', notes: 'Frühschicht' },
        { name: 'Ali Beispiel', phone: '+496990009132', email: 'ali.beispiel@musterfirma-krankenfahrten.example' },
      ])
      .returning({ id: drivers.id });
    const createdVehicles = await tx
      .insert(vehicles)
      .values([
        {
          plate: 'F-KF 101',
          model: 'VW Caddy Maxi',
          wheelchair: true,
          tragestuhl: true,
          seats: 4,
          assignedDriverId: createdDrivers[0]!.id,
        },
        {
          plate: 'F-KF 102',
          model: 'Mercedes-Benz Vito',
          wheelchair: true,
          tragestuhl: true,
          seats: 6,
          assignedDriverId: createdDrivers[1]!.id,
        },
        { plate: 'HG-KF 7', model: 'Škoda Octavia Combi', wheelchair: false, seats: 4 },
      ])
      .onConflictDoNothing()
      .returning({ id: vehicles.id });
    if (createdVehicles[0]) {
      await tx
        .update(drivers)
        .set({ vehicleId: createdVehicles[0].id })
        .where(sql`${drivers.id} = ${createdDrivers[0]!.id}`);
    }
    await tx
      .insert(priceRules)
      .values([
        { insurer: 'AOK Hessen', mode: 'sitzend', baseFare: '49.00', includedKm: 10, perKm: '1.50' },
        { insurer: 'AOK Hessen', mode: 'rollstuhl', baseFare: '65.00', includedKm: 10, perKm: '1.80' },
        { insurer: 'Techniker Krankenkasse', mode: 'sitzend', baseFare: '52.00', includedKm: 15, perKm: '1.40' },
        { insurer: 'BARMER', mode: 'tragestuhl', baseFare: '89.00', includedKm: 10, perKm: '2.10' },
      ])
      .onConflictDoNothing();

    let index = 0;
    for (const demo of demoBookings) {
      const [vorname, nachname] = people[index % people.length]!;
      const datum = addCalendarDays(today, demo.dayOffset);
      const year = Number(datum.slice(0, 4));
      const bookingNumber = await nextBookingNumber(tx, year);
      const abholadresse = addresses[index % addresses.length]!;
      const zieladresse = destinations[index % destinations.length]!;
      const [created] = await insertBookingRows(tx, [
        {
          bookingNumber,
          vorname,
          nachname,
          telefon: `+4969900091${String(40 + index).padStart(2, '0')}`,
          email: `${vorname.toLowerCase().replace('ü', 'ue')}.${nachname.toLowerCase()}@example.org`,
          bestaetigungsEmail: `${vorname.toLowerCase().replace('ü', 'ue')}.${nachname.toLowerCase()}@example.org`,
          abholadresse,
          zieladresse,
          datum,
          uhrzeit: demo.uhrzeit,
          rueckfahrt: demo.rueckfahrt,
          rueckfahrtZeit: demo.rueckfahrt === 'fest' ? addMinutes(demo.uhrzeit, 150) : null,
          rueckfahrtDatum: demo.rueckfahrt === 'fest' ? datum : null,
          rueckfahrtUhrzeit: demo.rueckfahrt === 'fest' ? addMinutes(demo.uhrzeit, 150) : null,
          rueckfahrtAbholadresse: demo.rueckfahrt === 'fest' ? zieladresse : null,
          rueckfahrtZieladresse: demo.rueckfahrt === 'fest' ? abholadresse : null,
          transportart: demo.transportart,
          besonderheiten: demo.besonderheiten,
          pflegegrad: index % 3 === 0 ? (index % 5) + 1 : null,
          krankenkasse: insurers[index % insurers.length],
          status: demo.status,
          assignedDriverId: demo.driver ? createdDrivers[index % createdDrivers.length]!.id : null,
          genehmigungVorhanden: index % 2 === 0,
          consentAt: new Date(),
          consentVersion: 'demo',
          quelle: 'demo',
        },
      ]);
      if (demo.km) {
        await tx
          .update(tripLegs)
          .set({ km: demo.km })
          .where(and(eq(tripLegs.bookingId, created!.id), eq(tripLegs.status, 'abgesetzt')));
      }
      await recordBookingEvent(tx, {
        bookingId: created!.id,
        actor: { userId: null, label: 'Demodaten' },
        type: 'created',
        data: { status: demo.status },
      });
      index++;
    }
    return { bookings: demoBookings.length };
  });
}

/** Start-up hook: an empty database gets the templates always, and the demo data when DEMO_DATA is on. */
export async function seedOnFirstStart(services: AppServices): Promise<void> {
  await ensureDefaultTemplates(services.db);
  if (!services.env.DEMO_DATA) return;
  const [existing] = await services.db.select({ n: count() }).from(bookings);
  const [fleet] = await services.db.select({ n: count() }).from(drivers);
  if ((existing?.n ?? 0) > 0 || (fleet?.n ?? 0) > 0) return;
  const result = await seedDemoData(services.db);
  services.logger.info({ bookings: result.bookings }, 'demo data added to the empty database');
}
