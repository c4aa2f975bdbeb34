CREATE TABLE "patients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vorname" text NOT NULL,
	"nachname" text NOT NULL,
	"geburtsdatum" date,
	"telefone" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"email" text,
	"adresse" text,
	"orte" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"krankenkasse" text,
	"versichertennummer" text,
	"pflegegrad" smallint,
	"merkzeichen" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"transportart" text,
	"besonderheiten" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"befreiung_bis" date,
	"kontaktperson" jsonb,
	"notizen" text,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(vorname || ' ' || nachname || ' ' || coalesce(versichertennummer, '') || ' ' || coalesce(email, '') || ' ' || coalesce(adresse, '') || ' ' || telefone::text)) STORED,
	CONSTRAINT "patients_pflegegrad" CHECK ("patients"."pflegegrad" is null or "patients"."pflegegrad" between 1 and 5),
	CONSTRAINT "patients_transportart" CHECK ("patients"."transportart" is null or "patients"."transportart" in ('sitzend', 'rollstuhl', 'tragestuhl', 'liegend')),
	CONSTRAINT "patients_versichertennummer" CHECK ("patients"."versichertennummer" is null or "patients"."versichertennummer" ~ '^[A-Z][0-9]{9}$')
);
--> statement-breakpoint
CREATE TABLE "trip_legs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"timing" text DEFAULT 'fest' NOT NULL,
	"datum" date NOT NULL,
	"uhrzeit" text,
	"abholadresse" text NOT NULL,
	"zieladresse" text NOT NULL,
	"driver_id" uuid,
	"vehicle_id" uuid,
	"status" text DEFAULT 'geplant' NOT NULL,
	"notes" text,
	"km" numeric(7, 1),
	"wartezeit_minuten" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trip_legs_kind" CHECK ("trip_legs"."kind" in ('hin', 'rueck')),
	CONSTRAINT "trip_legs_timing" CHECK ("trip_legs"."timing" in ('fest', 'nach-termin') and ("trip_legs"."kind" = 'rueck' or "trip_legs"."timing" = 'fest')),
	CONSTRAINT "trip_legs_uhrzeit" CHECK (("trip_legs"."timing" = 'fest' and "trip_legs"."uhrzeit" is not null and "trip_legs"."uhrzeit" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$') or ("trip_legs"."timing" = 'nach-termin' and "trip_legs"."uhrzeit" is null)),
	CONSTRAINT "trip_legs_status" CHECK ("trip_legs"."status" in ('geplant', 'unterwegs', 'angekommen', 'an-bord', 'abgesetzt', 'nicht-angetroffen', 'storniert')),
	CONSTRAINT "trip_legs_km" CHECK ("trip_legs"."km" is null or "trip_legs"."km" between 0 and 10000),
	CONSTRAINT "trip_legs_wartezeit" CHECK ("trip_legs"."wartezeit_minuten" is null or "trip_legs"."wartezeit_minuten" between 0 and 1440)
);
--> statement-breakpoint
ALTER TABLE "trip_legs" ADD CONSTRAINT "trip_legs_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_legs" ADD CONSTRAINT "trip_legs_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_legs" ADD CONSTRAINT "trip_legs_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "patients_name_idx" ON "patients" USING btree ("nachname","vorname");--> statement-breakpoint
CREATE INDEX "patients_search_trgm_idx" ON "patients" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "trip_legs_booking_kind_unique" ON "trip_legs" USING btree ("booking_id","kind");--> statement-breakpoint
CREATE INDEX "trip_legs_datum_uhrzeit_idx" ON "trip_legs" USING btree ("datum","uhrzeit");--> statement-breakpoint
CREATE INDEX "trip_legs_driver_idx" ON "trip_legs" USING btree ("driver_id","datum");--> statement-breakpoint
CREATE INDEX "trip_legs_vehicle_idx" ON "trip_legs" USING btree ("vehicle_id");--> statement-breakpoint
CREATE INDEX "bookings_patienten_idx" ON "bookings" USING btree ("patienten_id");--> statement-breakpoint
-- Hand-written (issue 17): the legs a booking's SPEC columns describe, as app/domain/legs/legs.ts
-- legsFromBookingColumns. Used by the backfill below and by the insert trigger, so rows written without
-- legs (the old site's data, imports, tools) get them too. A fixed return without a readable time
-- becomes "nach Termin" with the old value kept in its notes; the booking's own columns stay unchanged.
CREATE FUNCTION kf_insert_legs_from_booking(b bookings) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  leg_status text := CASE
    WHEN b.status = 'rejected' THEN 'storniert'
    WHEN b.status IN ('completed', 'billed') THEN 'abgesetzt'
    ELSE 'geplant' END;
  raw_time text := coalesce(b.rueckfahrt_uhrzeit, b.rueckfahrt_zeit);
  fixed boolean := b.rueckfahrt = 'fest' AND coalesce(raw_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$', false);
BEGIN
  INSERT INTO trip_legs (booking_id, kind, timing, datum, uhrzeit, abholadresse, zieladresse, driver_id, status)
  VALUES (b.id, 'hin', 'fest', b.datum, b.uhrzeit, b.abholadresse, b.zieladresse, b.assigned_driver_id, leg_status)
  ON CONFLICT (booking_id, kind) DO NOTHING;
  IF b.rueckfahrt <> 'keine' THEN
    INSERT INTO trip_legs (booking_id, kind, timing, datum, uhrzeit, abholadresse, zieladresse, driver_id, status, notes)
    VALUES (
      b.id, 'rueck',
      CASE WHEN fixed THEN 'fest' ELSE 'nach-termin' END,
      coalesce(b.rueckfahrt_datum, b.datum),
      CASE WHEN fixed THEN raw_time END,
      coalesce(b.rueckfahrt_abholadresse, b.zieladresse),
      coalesce(b.rueckfahrt_zieladresse, b.abholadresse),
      b.assigned_driver_id,
      leg_status,
      CASE WHEN b.rueckfahrt = 'fest' AND NOT fixed AND nullif(btrim(raw_time), '') IS NOT NULL
        THEN 'Rückfahrtzeit aus Altdaten: ' || btrim(raw_time) END
    )
    ON CONFLICT (booking_id, kind) DO NOTHING;
  END IF;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION kf_booking_legs_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM kf_insert_legs_from_booking(NEW);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER bookings_insert_legs AFTER INSERT ON bookings FOR EACH ROW EXECUTE FUNCTION kf_booking_legs_on_insert();
--> statement-breakpoint
SELECT kf_insert_legs_from_booking(b) FROM bookings b;
