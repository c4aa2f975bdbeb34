// Generates many realistic bookings (names, Rhine-Main addresses, insurers, statuses over two years) for
// load tests and benchmarks: `npm run db:demo -- --bookings 100000`. Fictitious people only.
import { sql } from 'drizzle-orm';
import { addCalendarDays, berlinDate } from '#app/domain/berlin-time';
import { formatBookingNumber } from '#app/domain/booking-number';
import type { BookingStatus } from '#app/domain/rides/statuses';
import type { Db } from './client.server';
import { type bookings, type Besonderheiten } from './schema';
import { insertBookingRows } from '#app/server/rides/insert-rides.server';

const firstNames = [
  'Anna',
  'Bernd',
  'Carola',
  'Dieter',
  'Elke',
  'Frank',
  'Gerda',
  'Heinz',
  'Irene',
  'Jürgen',
  'Karin',
  'Lothar',
  'Monika',
  'Norbert',
  'Olga',
  'Paul',
  'Renate',
  'Siegfried',
  'Ursula',
  'Wolfgang',
];
const lastNames = [
  'Müller',
  'Schmidt',
  'Schneider',
  'Fischer',
  'Weber',
  'Meyer',
  'Wagner',
  'Becker',
  'Schulz',
  'Hoffmann',
  'Koch',
  'Richter',
  'Klein',
  'Wolf',
  'Neumann',
  'Schwarz',
  'Zimmermann',
  'Braun',
  'Krüger',
  'Hartmann',
];
const streets = [
  'Hauptstraße',
  'Bahnhofstraße',
  'Kirchgasse',
  'Schulstraße',
  'Gartenweg',
  'Lindenallee',
  'Feldbergstraße',
  'Taunusstraße',
  'Mainzer Landstraße',
  'Eschersheimer Landstraße',
  'Louisenstraße',
  'Kaiser-Friedrich-Promenade',
];
const towns = [
  '60311 Frankfurt am Main',
  '60385 Frankfurt am Main',
  '60489 Frankfurt am Main',
  '65929 Frankfurt am Main',
  '61348 Bad Homburg vor der Höhe',
  '61352 Bad Homburg vor der Höhe',
  '61440 Oberursel (Taunus)',
  '61250 Usingen',
  '61381 Friedrichsdorf',
  '61462 Königstein im Taunus',
];
const destinations = [
  'Universitätsklinikum Frankfurt, Theodor-Stern-Kai 7, 60590 Frankfurt am Main',
  'BG Unfallklinik Frankfurt am Main, Friedberger Landstraße 430, 60389 Frankfurt am Main',
  'Hochtaunus-Kliniken, Zeppelinstraße 20, 61352 Bad Homburg vor der Höhe',
  'Dialysezentrum Nordwest, Musterweg 4, 60439 Frankfurt am Main',
  'Praxis für Strahlentherapie, Beispielstraße 11, 60318 Frankfurt am Main',
];
const insurers = ['AOK Hessen', 'Techniker Krankenkasse', 'BARMER', 'DAK-Gesundheit', 'IKK classic', 'KKH', null];
const statuses: BookingStatus[] = [
  'pending',
  'confirmed',
  'confirmed',
  'completed',
  'completed',
  'billed',
  'billed',
  'rejected',
  'forwarded',
];
const modes = [null, null, 'sitzend', 'rollstuhl', 'tragestuhl', 'liegend'];
const needs: Besonderheiten[] = [
  {},
  {},
  { rollstuhl: true, barrierefreiZugang: true },
  { rollstuhl: true, barrierefreiZugang: false },
  { adipositas: true },
  { sehbeeinträchtigt: true },
  { infektiös: true },
];

/** A small deterministic generator, so that two runs produce the same data set. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

export async function generateDemoBookings(
  db: Db,
  count: number,
  options: { today?: string; seed?: number; batchSize?: number } = {},
) {
  const today = options.today ?? berlinDate();
  const rand = random(options.seed ?? 42);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
  const batchSize = options.batchSize ?? 1000;
  // Continue the per-year sequences where they are, so the numbers stay unique and gap-free.
  const counters = new Map<number, number>();
  const existing = (await db.execute(sql`select year, last_value from booking_number_counters`)) as unknown as {
    rows: { year: number; last_value: number }[];
  };
  for (const row of existing.rows) counters.set(Number(row.year), Number(row.last_value));

  for (let done = 0; done < count; done += batchSize) {
    const rows: (typeof bookings.$inferInsert)[] = [];
    for (let i = 0; i < Math.min(batchSize, count - done); i++) {
      // Two years back, a few weeks ahead.
      const datum = addCalendarDays(today, Math.floor(rand() * 760) - 730);
      const year = Number(datum.slice(0, 4));
      const sequence = (counters.get(year) ?? 0) + 1;
      counters.set(year, sequence);
      const minutes = 7 * 60 + Math.floor(rand() * 45) * 15;
      const uhrzeit = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
      const vorname = pick(firstNames);
      const nachname = pick(lastNames);
      const status = datum >= today ? pick<BookingStatus>(['pending', 'confirmed', 'confirmed']) : pick(statuses);
      rows.push({
        bookingNumber: formatBookingNumber(year, sequence),
        vorname,
        nachname,
        telefon: `+49 69 ${String(Math.floor(rand() * 9_000_000) + 1_000_000)}`,
        email: `${vorname.toLowerCase()}.${nachname.toLowerCase()}@example.org`.replace(/ü/g, 'ue'),
        abholadresse: `${pick(streets)} ${1 + Math.floor(rand() * 120)}, ${pick(towns)}`,
        zieladresse: pick(destinations),
        datum,
        uhrzeit,
        rueckfahrt: pick(['keine', 'keine', 'fest', 'nach-termin']),
        transportart: pick(modes),
        besonderheiten: pick(needs),
        pflegegrad: rand() < 0.4 ? 1 + Math.floor(rand() * 5) : null,
        krankenkasse: pick(insurers),
        status,
        consentAt: new Date(),
        consentVersion: 'demo',
        quelle: 'demo',
      });
    }
    await insertBookingRows(db, rows);
  }
  for (const [year, lastValue] of counters) {
    await db.execute(sql`insert into booking_number_counters (year, last_value) values (${year}, ${lastValue})
      on conflict (year) do update set last_value = excluded.last_value`);
  }
}

/**
 * After a bulk load, what PostgreSQL's autovacuum does on its own some time later: VACUUM marks the
 * pages all-visible (so counts and the list's filters can be answered from their indexes alone, without
 * reading the table) and ANALYZE gives the planner the new table's statistics. Run here because a
 * benchmark must not depend on whether autovacuum has come by yet (or is on at all: it is off on the
 * bench machine, and PGlite has none).
 */
export async function settleAfterBulkLoad(db: Db): Promise<void> {
  await db.execute(sql`vacuum analyze`);
}
