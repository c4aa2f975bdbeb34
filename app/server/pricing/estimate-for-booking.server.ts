// The price estimate shown in a booking's details (issue 7): the insurer's rule for the booking's
// transport type applied to its distance, or which piece is missing, said in German.
import type { Besonderheiten } from '#app/server/db/schema';
import type { DbOrTx } from '#app/server/db/client.server';
import { TRANSPORT_TYPES, transportCode, type TransportCode, type TransportType } from '#app/domain/bookings/transport';
import { estimatePriceCents } from '#app/domain/pricing/estimate';
import { formatEuro } from '#app/domain/pricing/money';
import { priceModeLabel } from '#app/domain/pricing/modes';
import { findPriceRule, type PriceRuleRow } from './price-rules.server';

export type BookingForEstimate = {
  krankenkasse: string | null;
  transportart: string | null;
  /** numeric(7,1) as PostgreSQL returns it, e.g. "12.5". */
  entfernungKm: string | null;
  besonderheiten: Besonderheiten | null;
};

export type BookingEstimate =
  | {
      ok: true;
      cents: number;
      /** "72,25 €" */
      formatted: string;
      km: number;
      mode: TransportType;
      rule: PriceRuleRow;
    }
  | {
      ok: false;
      reason: 'no-insurer' | 'no-transport-type' | 'no-distance' | 'no-rule';
      /** German, e.g. "Keine Preisregel für AOK Hessen (Rollstuhl) hinterlegt." */
      message: string;
      insurer: string | null;
      mode: TransportType | null;
    };

const MODE_BY_CODE = Object.fromEntries(
  TRANSPORT_TYPES.map((type) => [transportCode({ transportart: type, besonderheiten: null }), type]),
) as Record<TransportCode, TransportType>;

/** The transport type a booking is priced as: its transportart, else the type derived from its needs. */
export function pricingModeOf(booking: Pick<BookingForEstimate, 'transportart' | 'besonderheiten'>): TransportType | null {
  const code = transportCode({ transportart: booking.transportart, besonderheiten: booking.besonderheiten });
  return code ? MODE_BY_CODE[code] : null;
}

export async function estimateForBooking(db: DbOrTx, booking: BookingForEstimate): Promise<BookingEstimate> {
  const insurer = booking.krankenkasse?.trim() ? booking.krankenkasse.trim() : null;
  const mode = pricingModeOf(booking);
  if (!insurer) {
    return { ok: false, reason: 'no-insurer', message: 'Keine Krankenkasse angegeben: Preis nicht berechenbar.', insurer, mode };
  }
  if (!mode) {
    return { ok: false, reason: 'no-transport-type', message: 'Keine Transportart festgelegt: Preis nicht berechenbar.', insurer, mode };
  }
  const rule = await findPriceRule(db, insurer, mode);
  if (!rule) {
    return {
      ok: false,
      reason: 'no-rule',
      message: `Keine Preisregel für ${insurer} (${priceModeLabel(mode)}) hinterlegt.`,
      insurer,
      mode,
    };
  }
  const km = booking.entfernungKm === null ? Number.NaN : Number(booking.entfernungKm);
  if (!Number.isFinite(km) || km < 0) {
    return { ok: false, reason: 'no-distance', message: 'Keine Entfernung eingetragen: Preis nicht berechenbar.', insurer, mode };
  }
  const cents = estimatePriceCents(rule, km);
  return { ok: true, cents, formatted: formatEuro(cents), km, mode, rule };
}
