// The co-payment of each leg of a booking as its details show it (issue 18): from the one leg facts
// loader and the one pricing of legs (issue 36), the same that billing and invoices use, with the
// insurer's rule and the ride's place in its series or hospital stay. A leg not yet driven is priced with
// the booking's planned distance; a cancelled leg has none.
import { eq } from 'drizzle-orm';
import { coPaymentView, type LegCoPaymentView } from '#app/domain/billing/leg-co-payments';
import { isCancelled } from '#app/domain/rides/lifecycle';
import { isUuid } from '#app/domain/uuid';
import type { DbOrTx } from '#app/server/db/client.server';
import { tripLegs } from '#app/server/db/schema';
import { loadLegFacts } from '#app/server/rides/leg-facts.server';
import { priceFromFacts } from './leg-pricing.server';

export async function bookingCoPayments(db: DbOrTx, bookingId: string, today: string): Promise<LegCoPaymentView[]> {
  if (!isUuid(bookingId)) return [];
  const legs = await db.select({ id: tripLegs.id }).from(tripLegs).where(eq(tripLegs.bookingId, bookingId));
  const facts = (
    await loadLegFacts(
      db,
      legs.map((leg) => leg.id),
      today,
    )
  )
    .filter((f) => !isCancelled(f.ride))
    .sort((a, b) => a.leg.kind.localeCompare(b.leg.kind));
  return facts.map((f) => {
    const priced = priceFromFacts(f, { planned: true });
    if (!priced.ok) return coPaymentView(f.leg.kind, priced);
    const { totalCents, km, coPayment } = priced.value;
    return coPaymentView(f.leg.kind, { ok: true, costCents: totalCents, km: km.km, kmSource: km.source, coPayment });
  });
}
