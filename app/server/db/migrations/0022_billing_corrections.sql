-- Issue 36 (rides core, decision 251): a ride already in a monthly package is corrected only through a
-- documented path, never a silent edit. Staff record the corrected km / waiting time (or withdraw the
-- claim) with a reason; the correction waits here (export_id null) and goes into the insurer's next
-- monthly package as a correction line (old and new claim, the difference), which then names it.
CREATE TABLE "billing_corrections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"leg_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"billed_export_id" uuid NOT NULL,
	"km_vorher" numeric(7, 1),
	"km_neu" numeric(7, 1),
	"wartezeit_vorher" integer,
	"wartezeit_neu" integer,
	"betrag_vorher_cents" integer NOT NULL,
	"betrag_neu_cents" integer NOT NULL,
	"zuzahlung_vorher_cents" integer NOT NULL,
	"zuzahlung_neu_cents" integer NOT NULL,
	"ust_satz_vorher" integer NOT NULL,
	"ust_satz_neu" integer NOT NULL,
	"ust_vorher_cents" integer NOT NULL,
	"ust_neu_cents" integer NOT NULL,
	"nicht_abrechnen" boolean DEFAULT false NOT NULL,
	"grund" text NOT NULL,
	"created_by" text,
	"created_by_label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"export_id" uuid,
	CONSTRAINT "billing_corrections_grund" CHECK (char_length("billing_corrections"."grund") between 1 and 500),
	CONSTRAINT "billing_corrections_betrag" CHECK ("billing_corrections"."betrag_vorher_cents" >= 0 and "billing_corrections"."betrag_neu_cents" >= 0)
);--> statement-breakpoint
ALTER TABLE "billing_corrections" ADD CONSTRAINT "billing_corrections_leg_id_trip_legs_id_fk" FOREIGN KEY ("leg_id") REFERENCES "public"."trip_legs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_corrections" ADD CONSTRAINT "billing_corrections_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_corrections" ADD CONSTRAINT "billing_corrections_billed_export_id_billing_exports_id_fk" FOREIGN KEY ("billed_export_id") REFERENCES "public"."billing_exports"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_corrections" ADD CONSTRAINT "billing_corrections_export_id_billing_exports_id_fk" FOREIGN KEY ("export_id") REFERENCES "public"."billing_exports"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_corrections" ADD CONSTRAINT "billing_corrections_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- One waiting correction per ride (a second one replaces it); the sent ones stay as the record.
CREATE UNIQUE INDEX "billing_corrections_pending_leg" ON "billing_corrections" USING btree ("leg_id") WHERE "billing_corrections"."export_id" is null;--> statement-breakpoint
CREATE INDEX "billing_corrections_leg_idx" ON "billing_corrections" USING btree ("leg_id","created_at");--> statement-breakpoint
CREATE INDEX "billing_corrections_export_idx" ON "billing_corrections" USING btree ("export_id");--> statement-breakpoint
-- What a package billed per ride, so that a correction states the old values exactly (rows written
-- before this migration have none: the correction takes the ride's locked values and the stored amounts).
ALTER TABLE "billing_export_legs" ADD COLUMN "km" numeric(7, 1);--> statement-breakpoint
ALTER TABLE "billing_export_legs" ADD COLUMN "wartezeit_minuten" integer;--> statement-breakpoint
ALTER TABLE "billing_export_legs" ADD COLUMN "ust_satz" integer;--> statement-breakpoint
ALTER TABLE "billing_export_legs" ADD COLUMN "ust_cents" integer;--> statement-breakpoint
-- A package may carry corrections only (an insurer without new rides that month).
ALTER TABLE "billing_exports" ADD COLUMN "korrekturen" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_exports" ADD COLUMN "korrektur_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_exports" DROP CONSTRAINT "billing_exports_fahrten";--> statement-breakpoint
ALTER TABLE "billing_exports" ADD CONSTRAINT "billing_exports_fahrten" CHECK ("billing_exports"."fahrten" >= 0 and "billing_exports"."korrekturen" >= 0 and "billing_exports"."fahrten" + "billing_exports"."korrekturen" >= 1);
