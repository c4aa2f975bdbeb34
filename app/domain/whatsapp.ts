// WhatsApp click-to-chat links (https://wa.me/<number>?text=…): the ride sent to a driver, a driver's
// chat from the fleet list. One normalisation of phone numbers for all of them.

/**
 * The international number without "+" as wa.me expects it, from German or international notation
 * ("0171 234567", "+49 (0) 171 234567", "0049 171…"); null when it can't be a phone number.
 */
export function waNumber(phone: string): string | null {
  const compact = phone.replace(/[\s()/.-]/g, '');
  if (!/^\+?\d+$/.test(compact)) return null;
  let digits: string;
  if (compact.startsWith('+')) digits = compact.slice(1);
  else if (compact.startsWith('00')) digits = compact.slice(2);
  else if (compact.startsWith('0')) digits = `49${compact.slice(1)}`;
  else digits = compact;
  if (digits.startsWith('490')) digits = `49${digits.slice(3)}`;
  return digits.length >= 8 && digits.length <= 15 ? digits : null;
}

/** The click-to-chat link for `phone`, with `text` prefilled when given; null for an unusable number. */
export function whatsappLink(phone: string, text?: string): string | null {
  const number = waNumber(phone);
  if (!number) return null;
  return text === undefined ? `https://wa.me/${number}` : `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}
