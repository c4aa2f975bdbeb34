// The contact form use case: validate, honeypot, per-IP limit, store the message and notify the company
// through the outbox in the same transaction (the e-mail goes out if and only if the message is stored).
import { company } from '#app/company';
import { parseContactForm } from '#app/domain/contact';
import { CONTACT_HONEYPOT_FIELD, type ContactFieldErrors } from '#app/domain/contact-fields';
import type { Db } from '#app/server/db/client.server';
import { contactMessages } from '#app/server/db/schema';
import { enqueueJobs } from '#app/server/jobs/outbox.server';
import { createRateLimiter, type RateLimiter } from '#app/server/security/rate-limit.server';

/** At most 5 stored messages per client address in 10 minutes (per server instance). */
export const contactRateLimiter: RateLimiter = createRateLimiter({ limit: 5, windowMs: 10 * 60_000 });

export type ContactSubmission = {
  /** The raw form values (name, contact, message, consent, and the honeypot field). */
  values: Record<string, unknown>;
  /** The client address (clientKey(request)), for the rate limit. */
  clientKey: string;
};

export type ContactResult =
  /** Stored and queued; `id` is null when the honeypot caught a bot (it is told "sent" all the same). */
  | { status: 'sent'; id: string | null }
  | { status: 'invalid'; errors: ContactFieldErrors }
  | { status: 'rate-limited' };

export type ContactDeps = { limiter?: RateLimiter; now?: () => Date; notifyTo?: string };

export async function submitContactMessage(
  db: Db,
  submission: ContactSubmission,
  deps: ContactDeps = {},
): Promise<ContactResult> {
  const honeypot = submission.values[CONTACT_HONEYPOT_FIELD];
  if (typeof honeypot === 'string' && honeypot.trim() !== '') return { status: 'sent', id: null };

  const parsed = parseContactForm(submission.values);
  if (!parsed.success) return { status: 'invalid', errors: parsed.errors };

  const limiter = deps.limiter ?? contactRateLimiter;
  if (!limiter.hit(`contact:${submission.clientKey}`)) return { status: 'rate-limited' };

  const now = deps.now?.() ?? new Date();
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({ name: parsed.data.name, contact: parsed.data.contact, message: parsed.data.message, consentAt: now })
      .returning({ id: contactMessages.id });
    await enqueueJobs(tx, [
      { kind: 'contact-email', payload: { to: deps.notifyTo ?? company.email, contactMessageId: row!.id } },
    ]);
    return row!.id;
  });
  return { status: 'sent', id };
}
