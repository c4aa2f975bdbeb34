// Browser side of GET /online-buchung/termine (kept apart from the wizard so the home page can ask for
// it without loading the wizard's code).
import type { SlotOfferBody } from '#app/domain/booking/intake';

export async function fetchSlotOffer(datum: string | null, signal?: AbortSignal): Promise<SlotOfferBody> {
  const response = await fetch(`/online-buchung/termine${datum ? `?datum=${encodeURIComponent(datum)}` : ''}`, {
    signal,
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`slot offer ${response.status}`);
  return (await response.json()) as SlotOfferBody;
}
