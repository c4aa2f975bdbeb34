// The bookings list's filters live in the URL (status, type, q, page, archive) so that reload, links
// such as /app/bookings?status=pending and the back button work. Parsing is forgiving: an unknown value
// means "Alle", a bad page means page 1.
import { isBookingStatus, type BookingStatus } from './status';
import { isTransportType, type TransportType } from './transport';
import { stripToPlainText } from '../text/plain-text';

export type BookingListFilters = {
  status: BookingStatus | null;
  type: TransportType | null;
  q: string;
  page: number;
  archived: boolean;
};

export const MAX_SEARCH_LENGTH = 100;

export function parseListFilters(params: URLSearchParams): BookingListFilters {
  const status = params.get('status');
  const type = params.get('type');
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    status: isBookingStatus(status) ? status : null,
    type: isTransportType(type) ? type : null,
    // Control and bidi characters dropped: nothing is stored, and a NUL would make PostgreSQL fail.
    q: stripToPlainText(params.get('q') ?? '').trim().slice(0, MAX_SEARCH_LENGTH),
    page: Number.isFinite(page) && page >= 1 ? page : 1,
    archived: params.get('archive') === '1',
  };
}

/** The query string of `filters` (defaults left out, so URLs stay short). */
export function listSearchParams(filters: Partial<BookingListFilters>): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.status) params.set('status', filters.status);
  if (filters.type) params.set('type', filters.type);
  if (filters.q) params.set('q', filters.q);
  if (filters.archived) params.set('archive', '1');
  if (filters.page && filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** A LIKE pattern matching `text` anywhere, with the wildcards % and _ (and the escape \) escaped. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
