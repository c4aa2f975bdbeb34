-- Issue 20 (drivers' app): staff accounts of role fahrer linked to their driver record, and every
-- report a driver's phone sends, keyed by the id the phone generated (a report queued offline and sent
-- twice is applied once).
CREATE TABLE "driver_accounts" (
	"user_id" text PRIMARY KEY NOT NULL,
	"driver_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "driver_accounts" ADD CONSTRAINT "driver_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_accounts" ADD CONSTRAINT "driver_accounts_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "driver_accounts_driver_unique" ON "driver_accounts" USING btree ("driver_id");--> statement-breakpoint
CREATE TABLE "leg_reports" (
	"id" uuid PRIMARY KEY NOT NULL,
	"leg_id" uuid NOT NULL,
	"user_id" text,
	"art" text NOT NULL,
	"meldung" text,
	"grund" text,
	"reported_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leg_reports_art" CHECK ("leg_reports"."art" in ('status', 'nachweis', 'unterschrift', 'transportschein')),
	CONSTRAINT "leg_reports_meldung" CHECK (("leg_reports"."art" = 'status') = ("leg_reports"."meldung" is not null))
);--> statement-breakpoint
ALTER TABLE "leg_reports" ADD CONSTRAINT "leg_reports_leg_id_trip_legs_id_fk" FOREIGN KEY ("leg_id") REFERENCES "public"."trip_legs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leg_reports" ADD CONSTRAINT "leg_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leg_reports_leg_idx" ON "leg_reports" USING btree ("leg_id","reported_at");
