// WhatsApp click-to-chat links (https://wa.me/<number>?text=…), e.g. the ride sent to a driver with the
// trip prefilled in German. Pure: usable in loaders and, through them, in the browser.
import { driverWhatsAppText, type DriverTrip } from '../../domain/templates/driver-trip';

/**
 * The international number without "+" as wa.me expects it, from German or international notation
 * ("0171 234567", "+49 171 234567", "0049 171…"); null when it can't be a phone number.
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

/** The click-to-chat link for `phone` with `text` prefilled; null for an unusable number. */
export function buildWhatsAppLink(phone: string, text: string): string | null {
  const number = waNumber(phone);
  if (!number) return null;
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}

/** The "An Fahrer senden" link: the trip in German for the driver's WhatsApp. */
export function buildDriverWhatsAppLink(driverPhone: string, trip: DriverTrip, companyName: string): string | null {
  return buildWhatsAppLink(driverPhone, driverWhatsAppText(trip, companyName));
}
