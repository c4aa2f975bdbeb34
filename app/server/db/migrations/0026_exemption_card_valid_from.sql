-- Issue 38: an exemption card (Befreiungsausweis, § 62 SGB V) is valid for one calendar year, from a first
-- to a last day; a card issued in advance for next year exempts nothing this year. Existing cards start on
-- 1 January of the year of their last day (the legal default the patient form also proposes).
ALTER TABLE "patients" ADD COLUMN "befreiung_ab" date;--> statement-breakpoint
UPDATE "patients" SET "befreiung_ab" = date_trunc('year', "befreiung_bis")::date WHERE "befreiung_bis" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_befreiung" CHECK ("patients"."befreiung_ab" is null or ("patients"."befreiung_bis" is not null and "patients"."befreiung_ab" <= "patients"."befreiung_bis"));
