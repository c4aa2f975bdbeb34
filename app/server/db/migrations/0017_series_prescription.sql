-- Issue 19 (the missing part): a series can hold its own prescription (Serienverordnung, Muster 4 with a
-- period). A prescription belongs to exactly one owner: a booking or a series (decision 211).
ALTER TABLE "prescriptions" ALTER COLUMN "booking_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD COLUMN "series_id" uuid;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_series_id_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."series"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "prescriptions_series_unique" ON "prescriptions" USING btree ("series_id");--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_one_owner" CHECK (("prescriptions"."booking_id" is null) <> ("prescriptions"."series_id" is null));
