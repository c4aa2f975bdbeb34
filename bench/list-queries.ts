// d. The bookings list's queries (count + one page) on many generated bookings, as the screen runs
// them: p50 and p95 over repeated runs for each filter, on PGlite and on PostgreSQL.
import { berlinDate } from '../app/domain/berlin-time';
import type { BookingListFilters } from '../app/domain/bookings/list-filters';
import { listBookings } from '../app/server/bookings/list-bookings.server';
import { openPglite, openPostgres, type DbHandle } from '../app/server/db/client.server';
import { generateDemoBookings, settleAfterBulkLoad } from '../app/server/db/demo-bookings.server';
import { migrate } from '../app/server/db/migrate.server';
import { createScratchDatabase } from '../tests/support/scratch-database';
import { percentile, round, type Section } from './table';

const base: BookingListFilters = { status: null, type: null, q: '', page: 1, archived: false };
const CASES: { name: string; filters: BookingListFilters }[] = [
  { name: 'no filter', filters: base },
  ...(['pending', 'confirmed', 'rejected', 'completed', 'forwarded', 'billed'] as const).map((status) => ({
    name: `status ${status}`,
    filters: { ...base, status },
  })),
  ...(['sitzend', 'rollstuhl', 'tragestuhl', 'liegend'] as const).map((type) => ({
    name: `type ${type}`,
    filters: { ...base, type },
  })),
  { name: 'search "müller"', filters: { ...base, q: 'müller' } },
  { name: 'search "bad homburg"', filters: { ...base, q: 'bad homburg' } },
  { name: 'archive', filters: { ...base, archived: true } },
  { name: 'archive, deep page 1000', filters: { ...base, archived: true, page: 1000 } },
];

async function time(handle: DbHandle, filters: BookingListFilters, runs: number, today: string) {
  const samples: number[] = [];
  await listBookings(handle.db, filters, today); // warm-up
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await listBookings(handle.db, filters, today);
    samples.push(performance.now() - started);
  }
  return { p50: round(percentile(samples, 50), 1), p95: round(percentile(samples, 95), 1) };
}

export async function measureListQueries(options: { pgUrl?: string; bookings: number; runs: number }) {
  const today = berlinDate();
  const raw: Record<string, Record<string, { p50: number; p95: number }>> = {};
  const backends: { name: string; open: () => Promise<{ handle: DbHandle; drop: () => Promise<void> }> }[] = [
    { name: 'PGlite', open: async () => ({ handle: await openPglite(), drop: async () => {} }) },
  ];
  if (options.pgUrl) {
    const adminUrl = options.pgUrl;
    backends.push({
      name: 'PostgreSQL',
      open: async () => {
        const database = await createScratchDatabase(adminUrl, 'kf_bench');
        return { handle: await openPostgres(database.url), drop: database.drop };
      },
    });
  }
  for (const backend of backends) {
    const { handle, drop } = await backend.open();
    try {
      await migrate(handle.db);
      process.stdout.write(`d. generating ${options.bookings} bookings on ${backend.name}…\n`);
      await generateDemoBookings(handle.db, options.bookings, { today });
      await settleAfterBulkLoad(handle.db);
      raw[backend.name] = {};
      for (const c of CASES) raw[backend.name]![c.name] = await time(handle, c.filters, options.runs, today);
    } finally {
      await handle.close();
      await drop();
    }
  }
  const names = Object.keys(raw);
  const section: Section = {
    title: `d. Bookings list (count + page of 50) on ${options.bookings} bookings, ms over ${options.runs} runs`,
    columns: ['filter', ...names.flatMap((n) => [`${n} p50`, `${n} p95`])],
    rows: CASES.map((c) => [c.name, ...names.flatMap((n) => [raw[n]![c.name]!.p50, raw[n]![c.name]!.p95])]),
  };
  return { raw, section };
}
