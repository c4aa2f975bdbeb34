-- Issue 37 (billing without the app, decision 252): staff complete a ride from the office when the
-- driver's app recorded nothing (a dead phone, a substitute driver, a forgotten ride). The office records
-- the actual pickup time next to the drop-off time (HH:MM, Berlin clock time), and the signed paper
-- Transportschein (a scan or photo: PDF, JPEG or PNG) is stored as the leg's proof instead of the touch
-- signature, in leg_documents as its own kind.
ALTER TABLE "trip_legs" ADD COLUMN "abgeholt_um" text;--> statement-breakpoint
ALTER TABLE "trip_legs" ADD CONSTRAINT "trip_legs_abgeholt_um" CHECK ("trip_legs"."abgeholt_um" is null or "trip_legs"."abgeholt_um" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$');--> statement-breakpoint
ALTER TABLE "leg_documents" DROP CONSTRAINT "leg_documents_art";--> statement-breakpoint
ALTER TABLE "leg_documents" ADD CONSTRAINT "leg_documents_art" CHECK ("leg_documents"."art" in ('unterschrift', 'transportschein', 'transportschein-scan'));
