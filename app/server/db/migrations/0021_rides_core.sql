-- Issue 36 (rides core, decision 250): legs are the only truth of a ride.
--
-- 1. The leg remembers the driver who last had it (`released_driver_id`), so the drivers' app can say
--    "storniert" (or "anderem Fahrer zugewiesen") and answer that driver's queued reports for it.
ALTER TABLE "trip_legs" ADD COLUMN "released_driver_id" uuid;--> statement-breakpoint
ALTER TABLE "trip_legs" ADD CONSTRAINT "trip_legs_released_driver_id_drivers_id_fk" FOREIGN KEY ("released_driver_id") REFERENCES "public"."drivers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trip_legs_released_driver_idx" ON "trip_legs" USING btree ("released_driver_id","datum") WHERE "trip_legs"."released_driver_id" is not null;--> statement-breakpoint
-- 2. One direction only: SPEC's booking columns are derived from the legs. The old way round (migration
--    0005's insert trigger building legs from a booking's columns) is gone; a booking row comes with its
--    legs (app/server/rides/insert-rides.server.ts), and at commit every booking must have its outbound leg.
DROP TRIGGER IF EXISTS bookings_insert_legs ON bookings;--> statement-breakpoint
DROP FUNCTION IF EXISTS kf_booking_legs_on_insert();--> statement-breakpoint
DROP FUNCTION IF EXISTS kf_insert_legs_from_booking(bookings);--> statement-breakpoint
-- The SPEC columns of bookings from their legs, as app/domain/rides/legs.ts bookingColumnsFromLegs
-- (migrate-legs.server.test.ts checks the two agree). Writes only where something differs.
CREATE FUNCTION kf_booking_columns_from_legs(bids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
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
  FROM trip_legs h
  LEFT JOIN trip_legs r ON r.booking_id = h.booking_id AND r.kind = 'rueck'
  WHERE b.id = ANY (bids) AND h.booking_id = b.id AND h.kind = 'hin'
    AND (b.datum, b.uhrzeit, b.abholadresse, b.zieladresse, b.assigned_driver_id, b.rueckfahrt, b.rueckfahrt_zeit,
         b.rueckfahrt_datum, b.rueckfahrt_uhrzeit, b.rueckfahrt_abholadresse, b.rueckfahrt_zieladresse)
    IS DISTINCT FROM
        (h.datum, coalesce(h.uhrzeit, '00:00'), h.abholadresse, h.zieladresse, h.driver_id, coalesce(r.timing, 'keine'),
         CASE WHEN r.timing = 'fest' THEN r.uhrzeit END, r.datum, CASE WHEN r.timing = 'fest' THEN r.uhrzeit END,
         r.abholadresse, r.zieladresse);
END;
$$;--> statement-breakpoint
CREATE FUNCTION kf_trip_legs_to_booking() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM kf_booking_columns_from_legs(ARRAY[OLD.booking_id]);
    RETURN NULL;
  END IF;
  PERFORM kf_booking_columns_from_legs(ARRAY[NEW.booking_id]);
  IF TG_OP = 'UPDATE' AND OLD.booking_id <> NEW.booking_id THEN
    PERFORM kf_booking_columns_from_legs(ARRAY[OLD.booking_id]);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER trip_legs_booking_columns
  AFTER INSERT OR DELETE OR UPDATE OF booking_id, kind, timing, datum, uhrzeit, abholadresse, zieladresse, driver_id ON trip_legs
  FOR EACH ROW EXECUTE FUNCTION kf_trip_legs_to_booking();--> statement-breakpoint
-- Once for every booking: its ride columns as its legs say (old rows kept what the old site wrote, e.g.
-- only rueckfahrt_zeit); the trigger keeps them so from now on.
SELECT kf_booking_columns_from_legs(array(SELECT id FROM bookings));--> statement-breakpoint
-- Nobody writes the derived columns but the trigger above (a statement of its own has trigger depth 1).
CREATE FUNCTION kf_booking_columns_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF pg_trigger_depth() < 2 AND
     (NEW.datum, NEW.uhrzeit, NEW.abholadresse, NEW.zieladresse, NEW.assigned_driver_id, NEW.rueckfahrt, NEW.rueckfahrt_zeit,
      NEW.rueckfahrt_datum, NEW.rueckfahrt_uhrzeit, NEW.rueckfahrt_abholadresse, NEW.rueckfahrt_zieladresse)
     IS DISTINCT FROM
     (OLD.datum, OLD.uhrzeit, OLD.abholadresse, OLD.zieladresse, OLD.assigned_driver_id, OLD.rueckfahrt, OLD.rueckfahrt_zeit,
      OLD.rueckfahrt_datum, OLD.rueckfahrt_uhrzeit, OLD.rueckfahrt_abholadresse, OLD.rueckfahrt_zieladresse) THEN
    RAISE EXCEPTION 'bookings: the ride columns (datum, uhrzeit, addresses, assigned_driver_id, rueckfahrt*) are derived from trip_legs; change the legs'
      USING ERRCODE = '55000';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER bookings_ride_columns_guard
  BEFORE UPDATE OF datum, uhrzeit, abholadresse, zieladresse, assigned_driver_id, rueckfahrt, rueckfahrt_zeit, rueckfahrt_datum, rueckfahrt_uhrzeit, rueckfahrt_abholadresse, rueckfahrt_zieladresse ON bookings
  FOR EACH ROW EXECUTE FUNCTION kf_booking_columns_guard();--> statement-breakpoint
CREATE FUNCTION kf_booking_has_outbound_leg() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM bookings WHERE id = NEW.id) AND NOT EXISTS (SELECT 1 FROM trip_legs WHERE booking_id = NEW.id AND kind = 'hin') THEN
    RAISE EXCEPTION 'booking % has no outbound leg: a booking is written together with its legs', NEW.booking_number USING ERRCODE = '23514';
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER bookings_have_legs AFTER INSERT ON bookings DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION kf_booking_has_outbound_leg();--> statement-breakpoint
-- 3. The statuses made to agree once (app/domain/rides/lifecycle.ts), each change in the booking's history.
--    a) Open legs of rejected or passed-on orders are cancelled and their drivers freed.
WITH target AS (
  SELECT l.id, l.booking_id, l.kind, l.status AS old_status
  FROM trip_legs l JOIN bookings b ON b.id = l.booking_id
  WHERE b.status IN ('rejected', 'forwarded') AND l.status IN ('geplant', 'unterwegs', 'angekommen', 'an-bord')
), changed AS (
  UPDATE trip_legs l SET status = 'storniert', released_driver_id = coalesce(l.driver_id, l.released_driver_id), driver_id = NULL, updated_at = now()
  FROM target t WHERE l.id = t.id RETURNING l.id
)
INSERT INTO booking_events (booking_id, actor_label, type, data)
SELECT t.booking_id, 'Datenbereinigung', 'leg-status-changed', jsonb_build_object('leg', t.kind, 'from', t.old_status, 'to', 'storniert', 'cause', 'datenbereinigung')
FROM target t JOIN changed c ON c.id = t.id;--> statement-breakpoint
--    b) Open legs of completed or billed orders were driven ("Durchgeführt" set by hand).
WITH target AS (
  SELECT l.id, l.booking_id, l.kind, l.status AS old_status
  FROM trip_legs l JOIN bookings b ON b.id = l.booking_id
  WHERE b.status IN ('completed', 'billed') AND l.status IN ('geplant', 'unterwegs', 'angekommen', 'an-bord')
), changed AS (
  UPDATE trip_legs l SET status = 'abgesetzt', updated_at = now() FROM target t WHERE l.id = t.id RETURNING l.id
)
INSERT INTO booking_events (booking_id, actor_label, type, data)
SELECT t.booking_id, 'Datenbereinigung', 'leg-status-changed', jsonb_build_object('leg', t.kind, 'from', t.old_status, 'to', 'abgesetzt', 'cause', 'datenbereinigung')
FROM target t JOIN changed c ON c.id = t.id;--> statement-breakpoint
--    c) Open orders whose legs are all over, at least one set down, are "Durchgeführt".
WITH target AS (
  SELECT b.id, b.status AS old_status FROM bookings b
  WHERE b.status IN ('pending', 'confirmed')
    AND EXISTS (SELECT 1 FROM trip_legs l WHERE l.booking_id = b.id AND l.status = 'abgesetzt')
    AND NOT EXISTS (SELECT 1 FROM trip_legs l WHERE l.booking_id = b.id AND l.status NOT IN ('abgesetzt', 'nicht-angetroffen', 'storniert'))
), changed AS (
  UPDATE bookings b SET status = 'completed', updated_at = now() FROM target t WHERE b.id = t.id RETURNING b.id
)
INSERT INTO booking_events (booking_id, actor_label, type, data)
SELECT t.id, 'Datenbereinigung', 'status-changed', jsonb_build_object('from', t.old_status, 'to', 'completed', 'cause', 'datenbereinigung')
FROM target t JOIN changed c ON c.id = t.id;
