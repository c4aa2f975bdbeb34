ALTER TABLE "smtp_settings" ADD COLUMN "security" text DEFAULT 'starttls' NOT NULL;--> statement-breakpoint
UPDATE "smtp_settings" SET "security" = 'tls' WHERE "port" = 465;--> statement-breakpoint
ALTER TABLE "smtp_settings" ADD CONSTRAINT "smtp_settings_security" CHECK ("smtp_settings"."security" in ('starttls', 'tls', 'none'));
