-- Issue 20/21: the driver's proof of service per leg (the patient's signature, a photo of the signed
-- Transportschein), stored as files under DATA_DIR like prescriptions; billing checks their presence.
CREATE TABLE "leg_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"leg_id" uuid NOT NULL,
	"art" text NOT NULL,
	"datei_id" text NOT NULL,
	"datei_mime" text NOT NULL,
	"datei_groesse" integer NOT NULL,
	"recorded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leg_documents_art" CHECK ("leg_documents"."art" in ('unterschrift', 'transportschein')),
	CONSTRAINT "leg_documents_groesse" CHECK ("leg_documents"."datei_groesse" between 1 and 10485760)
);--> statement-breakpoint
ALTER TABLE "leg_documents" ADD CONSTRAINT "leg_documents_leg_id_trip_legs_id_fk" FOREIGN KEY ("leg_id") REFERENCES "public"."trip_legs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leg_documents" ADD CONSTRAINT "leg_documents_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "leg_documents_leg_art_unique" ON "leg_documents" USING btree ("leg_id","art");
