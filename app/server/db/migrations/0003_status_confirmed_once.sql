-- The old site's legacy status 'angenommen' means 'confirmed': rewrite it once (bookings and the
-- from/to of history entries), then allow only the six statuses of SPEC.md §4.
UPDATE "bookings" SET "status" = 'confirmed' WHERE "status" = 'angenommen';--> statement-breakpoint
UPDATE "booking_events" SET "data" = jsonb_set("data", '{from}', '"confirmed"') WHERE "data"->>'from' = 'angenommen';--> statement-breakpoint
UPDATE "booking_events" SET "data" = jsonb_set("data", '{to}', '"confirmed"') WHERE "data"->>'to' = 'angenommen';--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_status";--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_status" CHECK ("bookings"."status" in ('pending', 'confirmed', 'rejected', 'completed', 'forwarded', 'billed'));