// The public contact form (SPEC.md §2 /kontakt/): name, e-mail or phone, message, privacy consent.
// One schema for the browser and the server; every message is German and names what to do.
import { isEmailAddress } from './email-address';
import { z } from './zod-jitless';
import { plainText } from './text/plain-text';
import { CONTACT_LIMITS, CONTACT_MESSAGES, type ContactField, type ContactFieldErrors } from './contact-fields';
import { toE164 } from './patients/phone';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export const contactFormSchema = z.object({
  name: z.preprocess(
    (value) => text(value).trim(),
    plainText(
      z
        .string()
        .min(1, { error: CONTACT_MESSAGES.nameRequired })
        .max(CONTACT_LIMITS.name, { error: CONTACT_MESSAGES.nameTooLong }),
      'name',
    ),
  ),
  contact: z.preprocess(
    (value) => text(value).trim(),
    plainText(
      z
        .string()
        .min(1, { error: CONTACT_MESSAGES.contactRequired })
        .max(CONTACT_LIMITS.contact, { error: CONTACT_MESSAGES.contactTooLong }),
    ).superRefine((value, ctx) => {
      if (!value) return;
      if (value.includes('@')) {
        if (!isEmailAddress(value)) ctx.addIssue({ code: 'custom', message: CONTACT_MESSAGES.email });
      } else if (toE164(value) === null) {
        ctx.addIssue({ code: 'custom', message: CONTACT_MESSAGES.phone });
      }
    }),
  ),
  message: z.preprocess(
    (value) => text(value).replace(/\r\n/g, '\n').trim(),
    plainText(
      z
        .string()
        .min(1, { error: CONTACT_MESSAGES.messageRequired })
        .max(CONTACT_LIMITS.message, { error: CONTACT_MESSAGES.messageTooLong }),
      'multi-line',
    ),
  ),
  consent: z.preprocess(
    (value) => value === true || value === 'on' || value === 'true',
    z.literal(true, { error: CONTACT_MESSAGES.consent }),
  ),
});

export type ContactForm = z.infer<typeof contactFormSchema>;

export type ContactParseResult = { success: true; data: ContactForm } | { success: false; errors: ContactFieldErrors };

/** Validates raw form values; on failure the first German message per field. */
export function parseContactForm(values: Record<string, unknown>): ContactParseResult {
  const result = contactFormSchema.safeParse(values);
  if (result.success) {
    const data = result.data;
    const contact = data.contact.includes('@') ? data.contact : (toE164(data.contact) ?? data.contact);
    return { success: true, data: { ...data, contact } };
  }
  const errors: ContactFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ContactField | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { success: false, errors };
}
