// Migrations 0005 and 0021 on a database filled in the old schema (SPEC's return columns only): every
// booking gets its legs, nothing is lost, phone numbers become E.164 (a value that is none stays), the
// statuses are made to agree (0021: a passed-on order's legs cancelled, their driver freed), and from
// then on the ride columns are derived from the legs, never written directly; a booking without its
// outbound leg is refused at commit (imports go through insertBookingRows). Runs on PGlite, and on
// PostgreSQL with TEST_DATABASE_URL.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingColumnsFromLegs,
  legsFromBookingColumns,
  type BookingLegColumns,
  type Leg,
} from '#app/domain/rides/legs';
import { insertBookingRows } from '#app/server/rides/insert-rides.server';
import { createEmptyTestDb, type TestDb } from '../../../tests/support/test-db';
import { migrate } from './migrate.server';
import { queryRows } from './query-rows.server';

type OldRow = Partial<BookingLegColumns> & { nr: string; status?: string; driver?: boolean };

const OLD_ROWS: OldRow[] = [
  { nr: 'KF-2025-00001', rueckfahrt: 'keine', status: 'completed' },
  {
    nr: 'KF-2025-00002',
    rueckfahrt: 'fest',
    rueckfahrtZeit: '12:30',
    rueckfahrtDatum: '2025-03-04',
    rueckfahrtUhrzeit: '12:30',
    rueckfahrtAbholadresse: 'Praxis Dr. Weber, Zeil 5, 60313 Frankfurt',
    rueckfahrtZieladresse: 'Bergerstraße 10, 60316 Frankfurt',
    driver: true,
    status: 'confirmed',
  },
  // The old site wrote only rueckfahrt_zeit, no date and no addresses.
  { nr: 'KF-2025-00003', rueckfahrt: 'fest', rueckfahrtZeit: '15:00', status: 'forwarded' },
  { nr: 'KF-2025-00004', rueckfahrt: 'nach-termin', status: 'pending' },
  // A fixed return whose time is no time: kept in the leg's notes, the leg waits "nach Termin".
  { nr: 'KF-2025-00005', rueckfahrt: 'fest', rueckfahrtZeit: 'nachmittags', status: 'rejected' },
  { nr: 'KF-2025-00006', rueckfahrt: 'fest', rueckfahrtZeit: null, rueckfahrtUhrzeit: null, status: 'billed' },
];

const RIDE_COLUMNS = [
  'datum',
  'uhrzeit',
  'abholadresse',
  'zieladresse',
  'assigned_driver_id',
  'rueckfahrt',
  'rueckfahrt_zeit',
  'rueckfahrt_datum',
  'rueckfahrt_uhrzeit',
  'rueckfahrt_abholadresse',
  'rueckfahrt_zieladresse',
];
const without = (row: Record<string, unknown>, keys: string[]) =>
  Object.fromEntries(Object.entries(row).filter(([key]) => !keys.includes(key)));

describe('migrations 0005 and 0021: trip legs from the old return columns, the ride columns from the legs', () => {
  let t: TestDb;
  let driverId: string;
  let before: Record<string, unknown>[];

  beforeAll(async () => {
    t = await createEmptyTestDb();
    await migrate(t.db, undefined, { until: '0004_outbox_message_uuid' });
    const [driver] = await queryRows<{ id: string }>(
      t.db,
      sql`insert into drivers (name, phone) values ('Fahrer Alt', '069 123456') returning id`,
    );
    driverId = driver!.id;
    for (const row of OLD_ROWS) {
      await t.db.execute(sql`
        insert into bookings (booking_number, vorname, nachname, telefon, abholadresse, zieladresse, datum, uhrzeit, status,
          rueckfahrt, rueckfahrt_zeit, rueckfahrt_datum, rueckfahrt_uhrzeit, rueckfahrt_abholadresse, rueckfahrt_zieladresse, assigned_driver_id)
        values (${row.nr}, 'Erika', 'Muster', ${row.nr.endsWith('6') ? 'kein Anschluss' : '+49 (0)69 123 45 67'}, 'Bergerstraße 10, 60316 Frankfurt', 'Praxis Dr. Weber, Zeil 5, 60313 Frankfurt',
          '2025-03-04', '09:15', ${row.status ?? 'pending'}, ${row.rueckfahrt ?? 'keine'}, ${row.rueckfahrtZeit ?? null},
          ${row.rueckfahrtDatum ?? null}, ${row.rueckfahrtUhrzeit ?? null}, ${row.rueckfahrtAbholadresse ?? null},
          ${row.rueckfahrtZieladresse ?? null}, ${row.driver ? driverId : null})`);
    }
    before = await queryRows(t.db, sql`select * from bookings order by booking_number`);
    await migrate(t.db);
  }, 60_000);
  afterAll(async () => t?.close());

  const asLeg = (row: Record<string, unknown>): Leg =>
    ({ ...row, driverId: row.driver_id, vehicleId: null }) as unknown as Leg;

  const legsOf = (nr: string) =>
    queryRows<Record<string, unknown>>(
      t.db,
      sql`select l.kind, l.timing, l.datum::text as datum, l.uhrzeit, l.abholadresse, l.zieladresse, l.driver_id, l.status, l.notes
          from trip_legs l join bookings b on b.id = l.booking_id where b.booking_number = ${nr} order by l.kind`,
    );

  it("keeps the booking's own columns as they were, but for the phone number now in E.164 and the ride columns, which follow the legs", async () => {
    const after = await queryRows<Record<string, unknown>>(t.db, sql`select * from bookings order by booking_number`);
    // Columns added by later migrations (0018: begleitpersonen, default 0) are not part of the comparison.
    const own = (row: Record<string, unknown>) =>
      without(row, ['updated_at', 'telefon', 'search_text', 'begleitpersonen', ...RIDE_COLUMNS]);
    expect(after.map(own)).toEqual(before.map(own));
    for (const row of after) {
      const [hin, back = null] = (await legsOf(row.booking_number as string)).map(asLeg);
      const derived = bookingColumnsFromLegs(hin!, back);
      expect({
        datum: String(row.datum).slice(0, 10),
        uhrzeit: row.uhrzeit,
        abholadresse: row.abholadresse,
        zieladresse: row.zieladresse,
        assignedDriverId: row.assigned_driver_id,
        rueckfahrt: row.rueckfahrt,
        rueckfahrtZeit: row.rueckfahrt_zeit,
        rueckfahrtDatum: row.rueckfahrt_datum === null ? null : String(row.rueckfahrt_datum).slice(0, 10),
        rueckfahrtUhrzeit: row.rueckfahrt_uhrzeit,
        rueckfahrtAbholadresse: row.rueckfahrt_abholadresse,
        rueckfahrtZieladresse: row.rueckfahrt_zieladresse,
      }).toEqual(derived);
    }
    expect(new Set(after.map((row) => row.begleitpersonen))).toEqual(new Set([0]));
    expect(new Set(after.map((row) => row.telefon))).toEqual(new Set(['+49691234567', 'kein Anschluss']));
    const [driver] = await queryRows<{ phone: string }>(t.db, sql`select phone from drivers`);
    expect(driver?.phone).toBe('+4969123456');
  });

  it('gives every booking its outbound leg, and a return leg where one was booked', async () => {
    const counts = await queryRows<{ nr: string; legs: number }>(
      t.db,
      sql`select b.booking_number as nr, count(l.id)::int as legs from bookings b left join trip_legs l on l.booking_id = b.id
          group by b.booking_number order by b.booking_number`,
    );
    expect(counts.map((c) => c.legs)).toEqual([1, 2, 2, 2, 2, 2]);
    expect(await legsOf('KF-2025-00001')).toEqual([
      {
        kind: 'hin',
        timing: 'fest',
        datum: '2025-03-04',
        uhrzeit: '09:15',
        abholadresse: 'Bergerstraße 10, 60316 Frankfurt',
        zieladresse: 'Praxis Dr. Weber, Zeil 5, 60313 Frankfurt',
        driver_id: null,
        status: 'abgesetzt',
        notes: null,
      },
    ]);
  });

  it('moves the return columns into the return leg without loss', async () => {
    const [hin, rueck] = await legsOf('KF-2025-00002');
    expect(hin).toMatchObject({ kind: 'hin', driver_id: driverId, status: 'geplant' });
    expect(rueck).toMatchObject({
      kind: 'rueck',
      timing: 'fest',
      datum: '2025-03-04',
      uhrzeit: '12:30',
      driver_id: driverId,
      abholadresse: 'Praxis Dr. Weber, Zeil 5, 60313 Frankfurt',
      zieladresse: 'Bergerstraße 10, 60316 Frankfurt',
    });
    // Only rueckfahrt_zeit: the return is on the outbound date with the addresses swapped.
    expect((await legsOf('KF-2025-00003'))[1]).toMatchObject({
      timing: 'fest',
      uhrzeit: '15:00',
      datum: '2025-03-04',
      abholadresse: 'Praxis Dr. Weber, Zeil 5, 60313 Frankfurt',
      zieladresse: 'Bergerstraße 10, 60316 Frankfurt',
    });
    expect((await legsOf('KF-2025-00004'))[1]).toMatchObject({
      timing: 'nach-termin',
      uhrzeit: null,
      status: 'geplant',
    });
    expect((await legsOf('KF-2025-00005'))[1]).toMatchObject({
      timing: 'nach-termin',
      uhrzeit: null,
      status: 'storniert',
      notes: 'Rückfahrtzeit aus Altdaten: nachmittags',
    });
    expect((await legsOf('KF-2025-00006'))[1]).toMatchObject({
      timing: 'nach-termin',
      notes: null,
      status: 'abgesetzt',
    });
  });

  it('builds the same legs as the domain rule does', async () => {
    for (const row of before) {
      const columns = {
        datum: String(row.datum).slice(0, 10),
        uhrzeit: row.uhrzeit as string,
        abholadresse: row.abholadresse as string,
        zieladresse: row.zieladresse as string,
        assignedDriverId: row.assigned_driver_id as string | null,
        rueckfahrt: row.rueckfahrt as string,
        rueckfahrtZeit: row.rueckfahrt_zeit as string | null,
        rueckfahrtDatum: row.rueckfahrt_datum === null ? null : String(row.rueckfahrt_datum).slice(0, 10),
        rueckfahrtUhrzeit: row.rueckfahrt_uhrzeit as string | null,
        rueckfahrtAbholadresse: row.rueckfahrt_abholadresse as string | null,
        rueckfahrtZieladresse: row.rueckfahrt_zieladresse as string | null,
        status: row.status as string,
      };
      const expected = legsFromBookingColumns(columns).map((leg) => ({
        kind: leg.kind,
        timing: leg.timing,
        datum: leg.datum,
        uhrzeit: leg.uhrzeit,
        abholadresse: leg.abholadresse,
        zieladresse: leg.zieladresse,
        driver_id: leg.driverId,
        status: leg.status,
        notes: leg.notes,
      }));
      expect(await legsOf(row.booking_number as string)).toEqual(expected);
    }
  });

  it('refuses a booking written without its legs; an import writes them with insertBookingRows', async () => {
    await expect(
      t.db.execute(sql`
        insert into bookings (booking_number, vorname, nachname, abholadresse, zieladresse, datum, uhrzeit, rueckfahrt, rueckfahrt_zeit)
        values ('KF-2025-00098', 'Hans', 'Ohnefahrt', 'A-Straße 1', 'B-Straße 2', '2025-05-06', '07:30', 'fest', '11:00')`),
    ).rejects.toThrow();
    expect(await queryRows(t.db, sql`select id from bookings where booking_number = 'KF-2025-00098'`)).toEqual([]);
    await insertBookingRows(t.db, [
      {
        bookingNumber: 'KF-2025-00099',
        vorname: 'Hans',
        nachname: 'Import',
        abholadresse: 'A-Straße 1',
        zieladresse: 'B-Straße 2',
        datum: '2025-05-06',
        uhrzeit: '07:30',
        rueckfahrt: 'fest',
        rueckfahrtZeit: '11:00',
      },
    ]);
    expect(await legsOf('KF-2025-00099')).toMatchObject([
      { kind: 'hin', uhrzeit: '07:30', abholadresse: 'A-Straße 1' },
      { kind: 'rueck', timing: 'fest', uhrzeit: '11:00', abholadresse: 'B-Straße 2', zieladresse: 'A-Straße 1' },
    ]);
  });

  it('derives the ride columns from the legs and refuses writing them directly', async () => {
    const [booking] = await queryRows<{ id: string }>(
      t.db,
      sql`select id from bookings where booking_number = 'KF-2025-00002'`,
    );
    await t.db.execute(
      sql`update trip_legs set uhrzeit = '13:45', abholadresse = 'Klinik Nord' where booking_id = ${booking!.id} and kind = 'rueck'`,
    );
    const [row] = await queryRows<Record<string, unknown>>(
      t.db,
      sql`select rueckfahrt_uhrzeit, rueckfahrt_zeit, rueckfahrt_abholadresse from bookings where id = ${booking!.id}`,
    );
    expect(row).toEqual({
      rueckfahrt_uhrzeit: '13:45',
      rueckfahrt_zeit: '13:45',
      rueckfahrt_abholadresse: 'Klinik Nord',
    });
    await expect(t.db.execute(sql`update bookings set uhrzeit = '06:00' where id = ${booking!.id}`)).rejects.toThrow();
    await t.db.execute(sql`delete from trip_legs where booking_id = ${booking!.id} and kind = 'rueck'`);
    const [gone] = await queryRows<Record<string, unknown>>(
      t.db,
      sql`select rueckfahrt, rueckfahrt_uhrzeit, rueckfahrt_datum from bookings where id = ${booking!.id}`,
    );
    expect(gone).toEqual({ rueckfahrt: 'keine', rueckfahrt_uhrzeit: null, rueckfahrt_datum: null });
  });

  it('refuses inconsistent legs', async () => {
    const [booking] = await queryRows<{ id: string }>(
      t.db,
      sql`select id from bookings where booking_number = 'KF-2025-00001'`,
    );
    const insert = (kind: string, timing: string, uhrzeit: string | null) =>
      t.db.execute(sql`insert into trip_legs (booking_id, kind, timing, datum, uhrzeit, abholadresse, zieladresse)
        values (${booking!.id}, ${kind}, ${timing}, '2025-03-04', ${uhrzeit}, 'A', 'B')`);
    await expect(insert('rueck', 'fest', null)).rejects.toThrow();
    await expect(insert('rueck', 'nach-termin', '12:00')).rejects.toThrow();
    await expect(insert('rueck', 'fest', '25:00')).rejects.toThrow();
    await expect(insert('hin', 'fest', '10:00')).rejects.toThrow(); // one outbound leg per booking
    await expect(insert('zwischen', 'fest', '10:00')).rejects.toThrow();
  });
});
