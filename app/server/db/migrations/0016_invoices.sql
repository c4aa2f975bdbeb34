-- Issue 21 (second half): private invoices, co-payment receipts and cancellations (Storno) with
-- gap-free numbers per year, and the company's billing data (tax number, IK, bank) as a settings row.
CREATE TABLE "invoice_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"steuernummer" text,
	"ust_id" text,
	"ik" text,
	"bank_name" text,
	"iban" text,
	"bic" text,
	"zahlungsziel_tage" integer DEFAULT 14 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_settings_singleton" CHECK ("invoice_settings"."id" = 1),
	CONSTRAINT "invoice_settings_ik" CHECK ("invoice_settings"."ik" is null or "invoice_settings"."ik" ~ '^[0-9]{9}$'),
	CONSTRAINT "invoice_settings_zahlungsziel" CHECK ("invoice_settings"."zahlungsziel_tage" between 0 and 90)
);--> statement-breakpoint
CREATE TABLE "invoice_number_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_value" integer NOT NULL
);--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"nummer" text NOT NULL,
	"jahr" integer NOT NULL,
	"laufnummer" integer NOT NULL,
	"art" text NOT NULL,
	"form" text NOT NULL,
	"storno_von" uuid,
	"rechnungsdatum" date NOT NULL,
	"leistung_von" date NOT NULL,
	"leistung_bis" date NOT NULL,
	"empfaenger_name" text NOT NULL,
	"empfaenger_adresse" text NOT NULL,
	"patient_id" uuid,
	"kostentraeger" text,
	"brutto_cents" integer NOT NULL,
	"netto_cents" integer NOT NULL,
	"ust_cents" integer NOT NULL,
	"aussteller" jsonb NOT NULL,
	"storno_grund" text,
	"bezahlt_am" date,
	"datei_id" text NOT NULL,
	"datei_groesse" integer NOT NULL,
	"created_by" text,
	"created_by_label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_art" CHECK ("invoices"."art" in ('rechnung', 'zuzahlung', 'storno')),
	CONSTRAINT "invoices_form" CHECK ("invoices"."form" in ('kleinbetragsrechnung', 'rechnung')),
	CONSTRAINT "invoices_storno_von" CHECK (("invoices"."art" = 'storno') = ("invoices"."storno_von" is not null)),
	CONSTRAINT "invoices_laufnummer" CHECK ("invoices"."laufnummer" >= 1),
	CONSTRAINT "invoices_sum" CHECK ("invoices"."netto_cents" + "invoices"."ust_cents" = "invoices"."brutto_cents")
);--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"invoice_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"leg_id" uuid,
	"art" text NOT NULL,
	"aktiv" boolean DEFAULT true NOT NULL,
	"leistungsdatum" date NOT NULL,
	"beschreibung" text NOT NULL,
	"brutto_cents" integer NOT NULL,
	"ust_kategorie" text NOT NULL,
	CONSTRAINT "invoice_lines_art" CHECK ("invoice_lines"."art" in ('rechnung', 'zuzahlung')),
	CONSTRAINT "invoice_lines_ust_kategorie" CHECK ("invoice_lines"."ust_kategorie" in ('ermaessigt', 'regel', 'steuerfrei'))
);--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_storno_von_invoices_id_fk" FOREIGN KEY ("storno_von") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_leg_id_trip_legs_id_fk" FOREIGN KEY ("leg_id") REFERENCES "public"."trip_legs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_nummer_unique" ON "invoices" USING btree ("nummer");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_jahr_laufnummer_unique" ON "invoices" USING btree ("jahr","laufnummer");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_storno_von_unique" ON "invoices" USING btree ("storno_von");--> statement-breakpoint
CREATE INDEX "invoices_rechnungsdatum_idx" ON "invoices" USING btree ("rechnungsdatum");--> statement-breakpoint
CREATE INDEX "invoice_lines_invoice_idx" ON "invoice_lines" USING btree ("invoice_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_lines_leg_art_active_unique" ON "invoice_lines" USING btree ("leg_id","art") WHERE "invoice_lines"."aktiv";--> statement-breakpoint
CREATE OR REPLACE FUNCTION invoices_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		RAISE EXCEPTION 'invoices are never deleted' USING ERRCODE = 'P0001';
	END IF;
	IF NEW.nummer IS DISTINCT FROM OLD.nummer OR NEW.jahr IS DISTINCT FROM OLD.jahr OR NEW.laufnummer IS DISTINCT FROM OLD.laufnummer
		OR NEW.art IS DISTINCT FROM OLD.art OR NEW.brutto_cents IS DISTINCT FROM OLD.brutto_cents OR NEW.netto_cents IS DISTINCT FROM OLD.netto_cents
		OR NEW.ust_cents IS DISTINCT FROM OLD.ust_cents OR NEW.rechnungsdatum IS DISTINCT FROM OLD.rechnungsdatum
		OR NEW.empfaenger_name IS DISTINCT FROM OLD.empfaenger_name OR NEW.empfaenger_adresse IS DISTINCT FROM OLD.empfaenger_adresse
		OR NEW.datei_id IS DISTINCT FROM OLD.datei_id OR NEW.aussteller IS DISTINCT FROM OLD.aussteller THEN
		RAISE EXCEPTION 'an issued invoice is never edited' USING ERRCODE = 'P0001';
	END IF;
	RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "invoices_append_only" BEFORE UPDATE OR DELETE ON "invoices" FOR EACH ROW EXECUTE FUNCTION invoices_append_only();
