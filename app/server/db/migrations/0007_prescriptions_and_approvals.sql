-- Issue 18: prescriptions (Muster 4) as data, approvals (Genehmigungen) per patient with the bookings they
-- cover, and per-insurer settings (approval waivers, series co-payment rule) as operator data.
CREATE TABLE "prescriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"ausstellungsdatum" date NOT NULL,
	"arzt_name" text NOT NULL,
	"lanr" text,
	"bsnr" text,
	"zuzahlungsbefreit" boolean DEFAULT false NOT NULL,
	"unfall" text DEFAULT 'keiner' NOT NULL,
	"hinfahrt" boolean DEFAULT true NOT NULL,
	"rueckfahrt" boolean DEFAULT false NOT NULL,
	"grund" text NOT NULL,
	"befoerderungsmittel" text DEFAULT 'taxi_mietwagen' NOT NULL,
	"position" text DEFAULT 'sitzend' NOT NULL,
	"ktw_begruendung" text,
	"mobilitaet_dauerhaft" boolean DEFAULT false NOT NULL,
	"aufnahmedatum" date,
	"entlassungsdatum" date,
	"behandlungsstaette" text,
	"datum_von" date,
	"datum_bis" date,
	"pro_woche" smallint,
	"wartezeit" boolean DEFAULT false NOT NULL,
	"datei_id" text,
	"datei_name" text,
	"datei_mime" text,
	"datei_groesse" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prescriptions_unfall" CHECK ("prescriptions"."unfall" in ('keiner', 'unfall', 'arbeitsunfall', 'versorgungsleiden')),
	CONSTRAINT "prescriptions_legs" CHECK ("prescriptions"."hinfahrt" or "prescriptions"."rueckfahrt"),
	CONSTRAINT "prescriptions_befoerderungsmittel" CHECK ("prescriptions"."befoerderungsmittel" in ('taxi_mietwagen', 'ktw', 'andere')),
	CONSTRAINT "prescriptions_position" CHECK ("prescriptions"."position" in ('sitzend', 'rollstuhl', 'tragestuhl', 'liegend')),
	CONSTRAINT "prescriptions_lanr" CHECK ("prescriptions"."lanr" is null or "prescriptions"."lanr" ~ '^[0-9]{9}$'),
	CONSTRAINT "prescriptions_bsnr" CHECK ("prescriptions"."bsnr" is null or "prescriptions"."bsnr" ~ '^[0-9]{9}$'),
	CONSTRAINT "prescriptions_pro_woche" CHECK ("prescriptions"."pro_woche" is null or "prescriptions"."pro_woche" between 1 and 14)
);
--> statement-breakpoint
CREATE TABLE "approvals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"patient_id" uuid NOT NULL,
	"krankenkasse" text NOT NULL,
	"nummer" text,
	"genehmigungsdatum" date,
	"gueltig_von" date NOT NULL,
	"gueltig_bis" date,
	"hinfahrt" boolean DEFAULT true NOT NULL,
	"rueckfahrt" boolean DEFAULT true NOT NULL,
	"befoerderungsmittel" text DEFAULT 'taxi_mietwagen' NOT NULL,
	"position" text,
	"status" text DEFAULT 'beantragt' NOT NULL,
	"notizen" text,
	"datei_id" text,
	"datei_name" text,
	"datei_mime" text,
	"datei_groesse" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "approvals_status" CHECK ("approvals"."status" in ('beantragt', 'genehmigt', 'abgelehnt')),
	CONSTRAINT "approvals_legs" CHECK ("approvals"."hinfahrt" or "approvals"."rueckfahrt"),
	CONSTRAINT "approvals_befoerderungsmittel" CHECK ("approvals"."befoerderungsmittel" in ('taxi_mietwagen', 'ktw', 'andere')),
	CONSTRAINT "approvals_position" CHECK ("approvals"."position" is null or "approvals"."position" in ('sitzend', 'rollstuhl', 'tragestuhl', 'liegend')),
	CONSTRAINT "approvals_period" CHECK ("approvals"."gueltig_bis" is null or "approvals"."gueltig_bis" >= "approvals"."gueltig_von")
);
--> statement-breakpoint
CREATE TABLE "approval_bookings" (
	"approval_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	CONSTRAINT "approval_bookings_pk" PRIMARY KEY("approval_id","booking_id")
);
--> statement-breakpoint
CREATE TABLE "insurer_settings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"krankenkasse" text NOT NULL,
	"genehmigung_verzicht" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"serien_zuzahlung" text DEFAULT 'jede_fahrt' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "insurer_settings_serien_zuzahlung" CHECK ("insurer_settings"."serien_zuzahlung" in ('jede_fahrt', 'erste_und_letzte'))
);
--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approvals" ADD CONSTRAINT "approvals_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_bookings" ADD CONSTRAINT "approval_bookings_approval_id_approvals_id_fk" FOREIGN KEY ("approval_id") REFERENCES "public"."approvals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_bookings" ADD CONSTRAINT "approval_bookings_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "prescriptions_booking_unique" ON "prescriptions" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "approvals_patient_idx" ON "approvals" USING btree ("patient_id","gueltig_von");--> statement-breakpoint
CREATE INDEX "approvals_gueltig_bis_idx" ON "approvals" USING btree ("status","gueltig_bis");--> statement-breakpoint
CREATE INDEX "approval_bookings_booking_idx" ON "approval_bookings" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "insurer_settings_krankenkasse_unique" ON "insurer_settings" USING btree (lower("krankenkasse"));--> statement-breakpoint
CREATE INDEX "patients_befreiung_bis_idx" ON "patients" USING btree ("befreiung_bis");
