-- Issue 36 (decision 250): the SPEC columns of bookings from their legs, looked up booking by booking.
-- Migration 0021's version joined trip_legs to itself for the return leg; with statistics taken while the
-- tables were small, PostgreSQL planned that join as nested sequential scans, so inserting N legs in one
-- statement (a series, an import, a test copying 1,200 rides) cost N × N² row visits. Here each booking's
-- outbound and return leg are read by its id (the unique index on booking_id, kind), whatever the plan.
CREATE OR REPLACE FUNCTION kf_booking_columns_from_legs(bids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE bookings b SET
    datum = h.datum,
    uhrzeit = coalesce(h.uhrzeit, '00:00'),
    abholadresse = h.abholadresse,
    zieladresse = h.zieladresse,
    assigned_driver_id = h.driver_id,
    rueckfahrt = coalesce(r.timing, 'keine'),
    rueckfahrt_zeit = CASE WHEN r.timing = 'fest' THEN r.uhrzeit END,
    rueckfahrt_datum = r.datum,
    rueckfahrt_uhrzeit = CASE WHEN r.timing = 'fest' THEN r.uhrzeit END,
    rueckfahrt_abholadresse = r.abholadresse,
    rueckfahrt_zieladresse = r.zieladresse,
    updated_at = now()
  FROM (SELECT DISTINCT unnest(bids) AS id) AS x
  CROSS JOIN LATERAL (SELECT * FROM trip_legs l WHERE l.booking_id = x.id AND l.kind = 'hin') AS h
  LEFT JOIN LATERAL (SELECT * FROM trip_legs l WHERE l.booking_id = x.id AND l.kind = 'rueck') AS r ON true
  WHERE b.id = x.id
    AND (b.datum, b.uhrzeit, b.abholadresse, b.zieladresse, b.assigned_driver_id, b.rueckfahrt, b.rueckfahrt_zeit,
         b.rueckfahrt_datum, b.rueckfahrt_uhrzeit, b.rueckfahrt_abholadresse, b.rueckfahrt_zieladresse)
    IS DISTINCT FROM
        (h.datum, coalesce(h.uhrzeit, '00:00'), h.abholadresse, h.zieladresse, h.driver_id, coalesce(r.timing, 'keine'),
         CASE WHEN r.timing = 'fest' THEN r.uhrzeit END, r.datum, CASE WHEN r.timing = 'fest' THEN r.uhrzeit END,
         r.abholadresse, r.zieladresse);
END;
$$;
