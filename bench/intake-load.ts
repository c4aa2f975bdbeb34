// c.'s load client: autocannon drives the wizard's POST with CLIENTS keep-alive connections, each request
// a fresh idempotency key and varied fields, urlencoded with the headers the wizard's fetch sends
// (decision 118). Every answer is read: only a 200 whose JSON says the booking was accepted, with a
// booking number, counts; the caller then checks that as many rows were written.
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { BOOKING_INTAKE_PATH } from '../app/server/http/booking-intake-fast-path.server';
import { bookingFields } from '../tests/support/booking-form';

/** The booking number of an accepted answer, else null (any other status, body or a repeat). */
export function acceptedBookingNumber(status: number, body: string): string | null {
  if (status !== 200) return null;
  try {
    const answer = JSON.parse(body) as { ok?: unknown; bookingNumber?: unknown };
    return answer.ok === true &&
      typeof answer.bookingNumber === 'string' &&
      /^KF-\d{4}-\d{5,}$/.test(answer.bookingNumber)
      ? answer.bookingNumber
      : null;
  } catch {
    return null;
  }
}

export type IntakeLoad = { accepted: number; numbers: Set<string>; ms: number };

/**
 * `count` bookings over `connections` connections; numbers the bookings' fields from `firstN` (so a
 * warm-up and the measured run differ). Throws with the reason unless every answer accepted a booking
 * with its own number.
 */
export async function intakeLoad(
  baseUrl: string,
  options: { count: number; firstN: number; connections: number; label: string },
): Promise<IntakeLoad> {
  let n = options.firstN;
  let accepted = 0;
  const numbers = new Set<string>();
  const refused: string[] = [];
  const started = performance.now();
  // The run ends with its last answer. autocannon resolves only at its next one-second sample after
  // that, which put up to a second into every run's time (2 000 bookings in 2.2 s counted as 3.0 s).
  let lastAnswerAt = started;
  const result = await autocannon({
    url: baseUrl,
    connections: options.connections,
    amount: options.count,
    requests: [
      {
        method: 'POST',
        path: BOOKING_INTAKE_PATH,
        headers: {
          'content-type': 'application/x-www-form-urlencoded;charset=UTF-8',
          accept: 'application/json',
          'accept-encoding': 'gzip, deflate, br, zstd',
        },
        setupRequest: (request) => ({
          ...request,
          body: new URLSearchParams(bookingFields(randomUUID(), n++)).toString(),
        }),
        onResponse: (status, body) => {
          lastAnswerAt = performance.now();
          const number = acceptedBookingNumber(status, body);
          if (number) {
            accepted++;
            numbers.add(number);
          } else if (refused.length < 3) refused.push(`${status} ${body.slice(0, 120)}`);
          else refused.push('');
        },
      },
    ],
  });
  const ms = lastAnswerAt - started;
  const failed = result.non2xx + result.errors + result.timeouts + refused.length;
  if (failed > 0 || accepted !== options.count || numbers.size !== accepted) {
    throw new Error(
      `c. ${options.label}: ${accepted} von ${options.count} Buchungen angenommen (${numbers.size} verschiedene Nummern; non-2xx ${result.non2xx}, Fehler ${result.errors}, Timeouts ${result.timeouts}, abgelehnt ${refused.length}${refused.length ? `: ${refused.filter(Boolean).join(' | ')}` : ''})`,
    );
  }
  return { accepted, numbers, ms };
}
