-- Issue 19: Serienfahrten. A series belongs to a patient and generates bookings (with their legs) for a
-- rolling horizon; series_bookings is the unique key per series and rule date that makes generation
-- idempotent (re-runs, two workers, two server instances); series_events is the series' own history.
CREATE TABLE "series" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"patient_id" uuid NOT NULL,
	"rrule" text NOT NULL,
	"abholzeit" text NOT NULL,
	"rueckfahrt" text DEFAULT 'keine' NOT NULL,
	"rueckfahrt_zeit" text,
	"feiertage" text DEFAULT 'auslassen' NOT NULL,
	"pausen" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ausnahmen" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"abholadresse" text NOT NULL,
	"zieladresse" text NOT NULL,
	"transportart" text,
	"besonderheiten" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"krankenkasse" text,
	"approval_id" uuid,
	"hinweise" text,
	"vorgaenger_id" uuid,
	"beendet_am" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "series_abholzeit" CHECK ("series"."abholzeit" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "series_rueckfahrt" CHECK (("series"."rueckfahrt" in ('keine', 'nach-termin') and "series"."rueckfahrt_zeit" is null) or ("series"."rueckfahrt" = 'fest' and "series"."rueckfahrt_zeit" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')),
	CONSTRAINT "series_feiertage" CHECK ("series"."feiertage" in ('auslassen', 'fahren')),
	CONSTRAINT "series_transportart" CHECK ("series"."transportart" is null or "series"."transportart" in ('sitzend', 'rollstuhl', 'tragestuhl', 'liegend'))
);--> statement-breakpoint
ALTER TABLE "series" ADD CONSTRAINT "series_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series" ADD CONSTRAINT "series_approval_id_approvals_id_fk" FOREIGN KEY ("approval_id") REFERENCES "public"."approvals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series" ADD CONSTRAINT "series_vorgaenger_id_series_id_fk" FOREIGN KEY ("vorgaenger_id") REFERENCES "public"."series"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "series_patient_idx" ON "series" USING btree ("patient_id");--> statement-breakpoint
CREATE TABLE "series_bookings" (
	"series_id" uuid NOT NULL,
	"serien_datum" date NOT NULL,
	"booking_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "series_bookings_pk" PRIMARY KEY("series_id","serien_datum")
);--> statement-breakpoint
ALTER TABLE "series_bookings" ADD CONSTRAINT "series_bookings_series_id_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."series"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series_bookings" ADD CONSTRAINT "series_bookings_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "series_bookings_booking_unique" ON "series_bookings" USING btree ("booking_id");--> statement-breakpoint
CREATE TABLE "series_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"series_id" uuid NOT NULL,
	"actor_user_id" text,
	"actor_label" text NOT NULL,
	"type" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "series_events" ADD CONSTRAINT "series_events_series_id_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."series"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series_events" ADD CONSTRAINT "series_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "series_events_series_idx" ON "series_events" USING btree ("series_id","created_at");
