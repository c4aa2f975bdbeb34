-- Issue 21 (first half): the billing codes, waiting-time rate and surcharges of a price rule, and the
-- monthly packages for billing centres. A leg is billed once: billing_export_legs.leg_id is unique.
ALTER TABLE "price_rules" ADD COLUMN "kostentraeger_ik" text;--> statement-breakpoint
ALTER TABLE "price_rules" ADD COLUMN "abrechnungscode" text DEFAULT '46' NOT NULL;--> statement-breakpoint
ALTER TABLE "price_rules" ADD COLUMN "tarifkennzeichen" text;--> statement-breakpoint
ALTER TABLE "price_rules" ADD COLUMN "pos_grundpauschale" text;--> statement-breakpoint
ALTER TABLE "price_rules" ADD COLUMN "pos_kilometer" text;--> statement-breakpoint
ALTER TABLE "price_rules" ADD COLUMN "pos_wartezeit" text;--> statement-breakpoint
ALTER TABLE "price_rules" ADD COLUMN "wartezeit_cents" integer DEFAULT 800 NOT NULL;--> statement-breakpoint
ALTER TABLE "price_rules" ADD COLUMN "wartezeit_takt_minuten" integer DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE "price_rules" ADD COLUMN "wartezeit_frei_minuten" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "price_rules" ADD COLUMN "wartezeit_zaehlung" text DEFAULT 'angefangen' NOT NULL;--> statement-breakpoint
ALTER TABLE "price_rules" ADD COLUMN "zuschlaege" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "price_rules" ADD COLUMN "ust_ermaessigt" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "price_rules" ADD CONSTRAINT "price_rules_ik" CHECK ("price_rules"."kostentraeger_ik" is null or "price_rules"."kostentraeger_ik" ~ '^[0-9]{9}$');--> statement-breakpoint
ALTER TABLE "price_rules" ADD CONSTRAINT "price_rules_abrechnungscode" CHECK ("price_rules"."abrechnungscode" ~ '^[0-9]{2}$');--> statement-breakpoint
ALTER TABLE "price_rules" ADD CONSTRAINT "price_rules_tarifkennzeichen" CHECK ("price_rules"."tarifkennzeichen" is null or "price_rules"."tarifkennzeichen" ~ '^[0-9A-Z]{5}$');--> statement-breakpoint
ALTER TABLE "price_rules" ADD CONSTRAINT "price_rules_positionen" CHECK (coalesce("price_rules"."pos_grundpauschale", '000000') ~ '^[0-9]{6}$' and coalesce("price_rules"."pos_kilometer", '000000') ~ '^[0-9]{6}$' and coalesce("price_rules"."pos_wartezeit", '000000') ~ '^[0-9]{6}$');--> statement-breakpoint
ALTER TABLE "price_rules" ADD CONSTRAINT "price_rules_wartezeit" CHECK ("price_rules"."wartezeit_cents" between 0 and 100000 and "price_rules"."wartezeit_takt_minuten" between 1 and 240 and "price_rules"."wartezeit_frei_minuten" between 0 and 1440 and "price_rules"."wartezeit_zaehlung" in ('angefangen', 'vollendet'));--> statement-breakpoint
CREATE TABLE "billing_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"krankenkasse" text NOT NULL,
	"kostentraeger_ik" text NOT NULL,
	"monat" text NOT NULL,
	"fahrten" integer NOT NULL,
	"betrag_cents" integer NOT NULL,
	"zuzahlung_cents" integer NOT NULL,
	"dateien" jsonb NOT NULL,
	"created_by" text,
	"created_by_label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_exports_monat" CHECK ("billing_exports"."monat" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
	CONSTRAINT "billing_exports_ik" CHECK ("billing_exports"."kostentraeger_ik" ~ '^[0-9]{9}$'),
	CONSTRAINT "billing_exports_fahrten" CHECK ("billing_exports"."fahrten" >= 1)
);--> statement-breakpoint
ALTER TABLE "billing_exports" ADD CONSTRAINT "billing_exports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "billing_exports_created_at_idx" ON "billing_exports" USING btree ("created_at");--> statement-breakpoint
CREATE TABLE "billing_export_legs" (
	"export_id" uuid NOT NULL,
	"leg_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"betrag_cents" integer NOT NULL,
	"zuzahlung_cents" integer NOT NULL
);--> statement-breakpoint
ALTER TABLE "billing_export_legs" ADD CONSTRAINT "billing_export_legs_export_id_billing_exports_id_fk" FOREIGN KEY ("export_id") REFERENCES "public"."billing_exports"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_export_legs" ADD CONSTRAINT "billing_export_legs_leg_id_trip_legs_id_fk" FOREIGN KEY ("leg_id") REFERENCES "public"."trip_legs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_export_legs_leg_unique" ON "billing_export_legs" USING btree ("leg_id");--> statement-breakpoint
CREATE INDEX "billing_export_legs_export_idx" ON "billing_export_legs" USING btree ("export_id");
