-- Issue 38 (VAT on rides, DOMAIN.md "VAT"): the Inhaber records the kind of the company's licence (Taxi or
-- Mietwagen, § 12 Abs. 2 Nr. 10 UStG; default Mietwagen, the behaviour before) and the municipality of the
-- licence as its name and postal codes ("within the municipality" = pickup and drop-off PLZ both listed);
-- a vehicle may override the licence kind (null = as the company). An invoice line keeps the short reason
-- of its VAT category ("19 %: Mietwagen"), as it said it when issued; lines written before have none.
ALTER TABLE "invoice_settings" ADD COLUMN "konzession" text DEFAULT 'mietwagen' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_settings" ADD COLUMN "gemeinde_name" text;--> statement-breakpoint
ALTER TABLE "invoice_settings" ADD COLUMN "gemeinde_plz" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_settings" ADD CONSTRAINT "invoice_settings_konzession" CHECK ("invoice_settings"."konzession" in ('taxi', 'mietwagen'));--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "konzession" text;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_konzession" CHECK ("vehicles"."konzession" is null or "vehicles"."konzession" in ('taxi', 'mietwagen'));--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "ust_grund" text;
