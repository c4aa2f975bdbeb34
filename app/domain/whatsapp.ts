// WhatsApp click-to-chat links (https://wa.me/<number>?text=…): the ride sent to a driver, a driver's
// chat from the fleet list. Numbers go through the one phone rule (app/domain/patients/phone.ts).
import { toE164 } from './patients/phone';

/**
 * The international number without "+" as wa.me expects it, from any notation the phone rules accept
 * ("0171 234567", "+49 (0) 171 234567", "0049 171…"); null when it is no valid phone number.
 */
export function waNumber(phone: string): string | null {
  return toE164(phone)?.slice(1) ?? null;
}

/** The click-to-chat link for `phone`, with `text` prefilled when given; null for an unusable number. */
export function whatsappLink(phone: string, text?: string): string | null {
  const number = waNumber(phone);
  if (!number) return null;
  return text === undefined ? `https://wa.me/${number}` : `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}
