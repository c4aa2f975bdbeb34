-- Issue 20 (the missing parts): companions riding with the patient (Begleitpersonen, 0 to 8), counted
-- by the dispatch seat check, and the carrying chair (Tragestuhl) as a vehicle capability of its own
-- (decision 227). Existing vehicles keep their behaviour: a wheelchair-accessible one had taken a
-- carrying chair, so it gets the new flag.
ALTER TABLE "bookings" ADD COLUMN "begleitpersonen" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_begleitpersonen" CHECK ("bookings"."begleitpersonen" between 0 and 8);--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "tragestuhl" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "vehicles" SET "tragestuhl" = "wheelchair" WHERE "wheelchair";
