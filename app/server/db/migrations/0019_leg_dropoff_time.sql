-- Issue 21 (billing, missing parts): the drop-off time staff enter for a completed leg when the driver
-- did not report "abgesetzt" from the drivers' app (HH:MM, Berlin clock time). The billing centre's CSV
-- takes the driver's reported time first, this one otherwise.
ALTER TABLE "trip_legs" ADD COLUMN "abgesetzt_um" text;--> statement-breakpoint
ALTER TABLE "trip_legs" ADD CONSTRAINT "trip_legs_abgesetzt_um" CHECK ("trip_legs"."abgesetzt_um" is null or "trip_legs"."abgesetzt_um" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$');
