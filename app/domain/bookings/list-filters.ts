// The bookings list's filters live in the URL (status, type, q, page, archive, and for the working day
// tag, von, bis, fahrer, sort) so that reload, links such as /app/bookings?status=pending&tag=morgen and
// the back button work. Parsing is forgiving: an unknown value means "Alle", a bad page means page 1.
import { addCalendarDays, isCalendarDate, parseGermanDate, weekdayIndex } from '#app/domain/calendar-days';
import { isBookingStatus, type BookingStatus } from '#app/domain/rides/statuses';
import { awaitsConfirmation } from '#app/domain/rides/lifecycle';
import { isTransportType, type TransportType } from './transport';
import { searchTerm } from '#app/domain/text/plain-text';

export type BookingListFilters = {
  status: BookingStatus | null;
  type: TransportType | null;
  q: string;
  page: number;
  archived: boolean;
  /** Trip-date preset: the legs of today, tomorrow or this week (Monday to Sunday). */
  tag?: DayPreset | null;
  /** Trip-date range "Von–Bis" (yyyy-MM-dd), used when no preset is chosen; either end may be open. */
  von?: string | null;
  bis?: string | null;
  /** A driver's id, or "ohne" for legs nobody drives yet ("nicht zugewiesen"). */
  fahrer?: string | null;
  /** Order; null means the view's default (active: trip date, next legs first; archive: newest first). */
  sort?: ListSort | null;
};

export const DAY_PRESETS = ['heute', 'morgen', 'woche'] as const;
export type DayPreset = (typeof DAY_PRESETS)[number];
export const DAY_PRESET_LABELS: Record<DayPreset, string> = { heute: 'Heute', morgen: 'Morgen', woche: 'Diese Woche' };

export const LIST_SORTS = ['fahrt', 'fahrt-ab', 'eingang'] as const;
export type ListSort = (typeof LIST_SORTS)[number];
export const LIST_SORT_LABELS: Record<ListSort, string> = {
  fahrt: 'Nächste Fahrten zuerst',
  'fahrt-ab': 'Späteste Fahrten zuerst',
  eingang: 'Neueste Eingänge zuerst',
};

/** "nicht zugewiesen" in the driver filter. */
export const NO_DRIVER = 'ohne';

export const MAX_SEARCH_LENGTH = 100;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A real calendar date in yyyy-MM-dd within the one date range (isCalendarDate), else null. */
export function isoDateOrNull(value: string | null | undefined): string | null {
  return value && isCalendarDate(value) ? value : null;
}

/** A search for a date typed the German way (dd.MM.yyyy, also d.M.yyyy): the date as yyyy-MM-dd, else null. */
export function searchDate(q: string): string | null {
  // The one date reading, complete dates only: "24.11." stays a text search.
  return parseGermanDate(q);
}

/** The trip-date range the filters ask for (inclusive), or null for "any date". */
export function tripDateRange(
  filters: Pick<BookingListFilters, 'tag' | 'von' | 'bis'>,
  today: string,
): { from: string | null; to: string | null } | null {
  if (filters.tag === 'heute') return { from: today, to: today };
  if (filters.tag === 'morgen') {
    const tomorrow = addCalendarDays(today, 1);
    return { from: tomorrow, to: tomorrow };
  }
  if (filters.tag === 'woche') {
    const monday = addCalendarDays(today, -weekdayIndex(today));
    return { from: monday, to: addCalendarDays(monday, 6) };
  }
  if (!filters.von && !filters.bis) return null;
  const [from, to] =
    filters.von && filters.bis && filters.von > filters.bis
      ? [filters.bis, filters.von]
      : [filters.von ?? null, filters.bis ?? null];
  return { from, to };
}

/** A pending booking whose outbound ride lies in the past (Berlin date and time): nobody confirmed it in time. */
export function isOverdue(
  row: { status: BookingStatus; datum: string; uhrzeit: string },
  today: string,
  nowTime: string,
): boolean {
  return awaitsConfirmation(row.status) && (row.datum < today || (row.datum === today && row.uhrzeit < nowTime));
}

/** The order the list uses: the chosen one, else the view's default. */
export function effectiveSort(filters: Pick<BookingListFilters, 'sort' | 'archived'>): ListSort {
  return filters.sort ?? (filters.archived ? 'eingang' : 'fahrt');
}

export function parseListFilters(params: URLSearchParams): BookingListFilters {
  const status = params.get('status');
  const type = params.get('type');
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  const fahrer = params.get('fahrer');
  return {
    status: isBookingStatus(status) ? status : null,
    type: isTransportType(type) ? type : null,
    // Control and bidi characters dropped: nothing is stored, and a NUL would make PostgreSQL fail.
    q: searchTerm(params.get('q'), MAX_SEARCH_LENGTH),
    page: Number.isFinite(page) && page >= 1 ? page : 1,
    archived: params.get('archive') === '1',
    tag: (DAY_PRESETS as readonly string[]).includes(params.get('tag') ?? '') ? (params.get('tag') as DayPreset) : null,
    von: isoDateOrNull(params.get('von')),
    bis: isoDateOrNull(params.get('bis')),
    fahrer: fahrer === NO_DRIVER || (fahrer && UUID.test(fahrer)) ? fahrer : null,
    sort: (LIST_SORTS as readonly string[]).includes(params.get('sort') ?? '')
      ? (params.get('sort') as ListSort)
      : null,
  };
}

/** The query string of `filters` (defaults left out, so URLs stay short). */
export function listSearchParams(filters: Partial<BookingListFilters>): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.status) params.set('status', filters.status);
  if (filters.type) params.set('type', filters.type);
  if (filters.q) params.set('q', filters.q);
  if (filters.archived) params.set('archive', '1');
  if (filters.tag) params.set('tag', filters.tag);
  if (filters.von) params.set('von', filters.von);
  if (filters.bis) params.set('bis', filters.bis);
  if (filters.fahrer) params.set('fahrer', filters.fahrer);
  if (filters.sort) params.set('sort', filters.sort);
  if (filters.page && filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** A LIKE pattern matching `text` anywhere, with the wildcards % and _ (and the escape \) escaped. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
