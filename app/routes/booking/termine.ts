// GET /online-buchung/termine?datum=yyyy-MM-dd: the wizard's slot offer (free slots of the date, the
// next free date and time within 30 days, the earliest bookable moment) and the autocomplete key.
import type { SlotOfferBody } from '#app/domain/booking/intake';
import { getSlotOffer } from '#app/server/bookings/slot-offer.server';
import type { Route } from './+types/termine';

export async function loader({ request, context }: Route.LoaderArgs) {
  const datum = new URL(request.url).searchParams.get('datum');
  const offer = await getSlotOffer(context.services.db, datum);
  const body: SlotOfferBody = { ...offer, autocompleteKey: context.services.env.GOOGLE_MAPS_BROWSER_KEY ?? null };
  // Free slots change with every booking: never cached.
  return Response.json(body, { headers: { 'Cache-Control': 'no-store' } });
}
