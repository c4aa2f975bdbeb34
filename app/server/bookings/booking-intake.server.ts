// The HTTP side of the online booking intake: one multipart POST with the wizard's fields, the
// idempotency key, the honeypot and the optional prescription. Rate limit per client address, body size
// capped while reading, every refusal a German message, never a 5xx for input.
import { company } from '#app/company';
import { PRESCRIPTION_MAX_BYTES, PRESCRIPTION_MESSAGES } from '#app/domain/booking/prescription';
import { HONEYPOT_FIELD, IDEMPOTENCY_FIELD, PRESCRIPTION_FIELD, type IntakeBody } from '#app/domain/booking/intake';
import { valuesFromFormEntries, type StepNumber } from '#app/domain/booking/schemas';
import type { Db } from '#app/server/db/client.server';
import { BodyTooLarge, readLimitedBody } from '#app/server/http/bounded-body.server';
import { clientKey, createRateLimiter, type RateLimiter } from '#app/server/security/rate-limit.server';
import { isDatabaseUnavailableError } from '#app/server/db/availability.server';
import type { AppServices } from '#app/server/services.server';
import { createBooking, INTAKE_MESSAGES } from './create-booking.server';

/** The file plus room for the form fields and multipart framing. */
export const MAX_BODY_BYTES = PRESCRIPTION_MAX_BYTES + 256 * 1024;

export type IntakeResponse = { status: number; body: IntakeBody };

export const INTAKE_TEXTS = {
  rateLimited: `Sie haben in kurzer Zeit sehr viele Buchungen abgeschickt. Bitte warten Sie einige Minuten oder rufen Sie uns an: ${company.phone.display}.`,
  rejected: `Ihre Buchung konnte nicht angenommen werden. Bitte rufen Sie uns an: ${company.phone.display}.`,
  checkStep: (step: StepNumber) => `Bitte prüfen Sie Ihre Angaben in Schritt ${step}.`,
  unavailable: `Die Buchung konnte gerade nicht gespeichert werden. Ihre Angaben sind erhalten – bitte versuchen Sie es gleich noch einmal oder rufen Sie uns an: ${company.phone.display}.`,
} as const;

const BOOKING_WINDOW_MS = 15 * 60 * 1000;
const limiters = new Map<number, RateLimiter>();
const unlimited: RateLimiter = { hit: () => true };

/**
 * The intake's per-address limiter: BOOKING_RATE_LIMIT submissions per client address in 15 minutes
 * (default 20: care homes share one address); 0 turns it off (load tests). One per process and limit.
 */
export function bookingRateLimiter(limit: number): RateLimiter {
  if (limit === 0) return unlimited;
  let limiter = limiters.get(limit);
  if (!limiter) {
    limiter = createRateLimiter({ limit, windowMs: BOOKING_WINDOW_MS });
    limiters.set(limit, limiter);
  }
  return limiter;
}

/**
 * What the intake reads of a request: the client's address (as Express resolves it), the body's type,
 * and the body itself, read with a limit (throws BodyTooLarge beyond it).
 */
export type IntakeRequest = { clientKey: string; contentType: string; readBody: (max: number) => Promise<Uint8Array> };

/** A Web Request (React Router's route) as the intake reads it. */
export function intakeRequestOf(request: Request): IntakeRequest {
  return {
    clientKey: clientKey(request),
    contentType: request.headers.get('content-type') ?? '',
    readBody: (max) => readLimitedBody(request, max),
  };
}

const URLENCODED = /^application\/x-www-form-urlencoded\b/i;
const utf8 = new TextDecoder();

/** The fields the intake reads: FormData, or for urlencoded (the wizard without a file) the same fields, parsed directly. */
type IntakeForm = Pick<FormData, 'get' | 'entries'> | URLSearchParams;

async function readForm(request: IntakeRequest): Promise<IntakeForm | null> {
  const type = request.contentType;
  if (!/^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(type)) return null;
  const body = await request.readBody(MAX_BODY_BYTES);
  // As Response.formData() reads urlencoded (UTF-8, URLSearchParams), without building a FormData.
  if (URLENCODED.test(type)) return new URLSearchParams(utf8.decode(body));
  try {
    return await new Response(body as Uint8Array<ArrayBuffer>, { headers: { 'content-type': type } }).formData();
  } catch {
    return null;
  }
}

export function handleBookingIntake(
  services: Pick<AppServices, 'dataDir' | 'logger' | 'env'> & {
    db: Db;
    dbHandle?: Pick<AppServices['dbHandle'], 'availability'>;
  },
  request: Request,
  options: { limiter?: RateLimiter; now?: Date } = {},
): Promise<IntakeResponse> {
  return handleIntake(services, intakeRequestOf(request), options);
}

/** The intake for any source of request (the route's Web Request, or the fast path's Node request). */
export async function handleIntake(
  services: Pick<AppServices, 'dataDir' | 'logger' | 'env'> & {
    db: Db;
    dbHandle?: Pick<AppServices['dbHandle'], 'availability'>;
  },
  request: IntakeRequest,
  options: { limiter?: RateLimiter; now?: Date } = {},
): Promise<IntakeResponse> {
  const limiter = options.limiter ?? bookingRateLimiter(services.env.BOOKING_RATE_LIMIT);
  if (!limiter.hit(request.clientKey)) return { status: 429, body: { ok: false, message: INTAKE_TEXTS.rateLimited } };

  let form: IntakeForm | null;
  try {
    form = await readForm(request);
  } catch (error) {
    if (error instanceof BodyTooLarge)
      return { status: 413, body: { ok: false, step: 4, message: PRESCRIPTION_MESSAGES.size } };
    // The client went away or sent a broken stream.
    return { status: 400, body: { ok: false, message: INTAKE_MESSAGES.badRequest } };
  }
  if (!form) return { status: 400, body: { ok: false, message: INTAKE_MESSAGES.badRequest } };

  const honeypot = form.get(HONEYPOT_FIELD);
  if (typeof honeypot === 'string' && honeypot.trim() !== '') {
    services.logger.info({ event: 'booking-honeypot' }, 'online booking refused: honeypot filled');
    return { status: 400, body: { ok: false, message: INTAKE_TEXTS.rejected } };
  }

  const key = form.get(IDEMPOTENCY_FIELD);
  const upload = form.get(PRESCRIPTION_FIELD);
  const file =
    upload && typeof upload !== 'string' && upload.size > 0
      ? { name: upload.name, bytes: new Uint8Array(await upload.arrayBuffer()) }
      : null;

  try {
    const result = await createBooking(
      services.db,
      {
        values: valuesFromFormEntries(form.entries()),
        idempotencyKey: typeof key === 'string' ? key : '',
        file,
      },
      { dataDir: services.dataDir, now: options.now },
    );
    if (result.ok) {
      if (!result.repeated)
        services.logger.info({ event: 'booking-created', bookingId: result.bookingId }, 'online booking stored');
      return { status: 200, body: { ok: true, bookingNumber: result.bookingNumber } };
    }
    if (result.reason === 'bad-request') return { status: 400, body: { ok: false, message: result.message } };
    if (result.reason === 'upload') return { status: 422, body: { ok: false, step: 4, message: result.message } };
    return {
      status: 422,
      body: {
        ok: false,
        step: result.step,
        errors: result.errors,
        message: result.message ?? INTAKE_TEXTS.checkStep(result.step),
      },
    };
  } catch (error) {
    // The logger keeps class and SQLSTATE only: a database error's message quotes the row's values.
    if (services.dbHandle?.availability.report(error) ?? isDatabaseUnavailableError(error))
      services.logger.warn(
        { event: 'database-unavailable', err: error },
        'online booking could not be stored: database unavailable',
      );
    else services.logger.error({ err: error }, 'online booking could not be stored');
    return { status: 503, body: { ok: false, message: INTAKE_TEXTS.unavailable } };
  }
}
