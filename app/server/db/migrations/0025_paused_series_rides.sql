-- Issue 37: a ride of a series in its pause is "paused" (Pausiert), no longer a rejected booking; its
-- legs are cancelled as for a rejected one (off every driver's list and billing), and resuming the series
-- brings back the same booking (app/domain/rides/lifecycle.ts, decision 212). Rides paused before this
-- migration stay rejected: their series already generated new bookings for the dates it resumed.
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_status";--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_status" CHECK ("bookings"."status" in ('pending', 'confirmed', 'rejected', 'completed', 'forwarded', 'billed', 'paused'));
