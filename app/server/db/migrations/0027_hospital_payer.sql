-- Issue 38 (§ 61 SGB V, DOMAIN.md "Co-payment"): a transfer a hospital pays carries no co-payment and the
-- hospital gets an invoice, not the insurer's package. The Inhaber keeps the kind of each payer in the
-- per-insurer settings (default Krankenkasse, as before) and, for a hospital, the address its invoices go
-- to (required for a hospital).
ALTER TABLE "insurer_settings" ADD COLUMN "kostentraeger_art" text DEFAULT 'krankenkasse' NOT NULL;--> statement-breakpoint
ALTER TABLE "insurer_settings" ADD COLUMN "rechnungsanschrift" text;--> statement-breakpoint
ALTER TABLE "insurer_settings" ADD CONSTRAINT "insurer_settings_kostentraeger_art" CHECK ("insurer_settings"."kostentraeger_art" in ('krankenkasse', 'berufsgenossenschaft', 'krankenhaus'));--> statement-breakpoint
ALTER TABLE "insurer_settings" ADD CONSTRAINT "insurer_settings_rechnungsanschrift" CHECK ("insurer_settings"."kostentraeger_art" <> 'krankenhaus' or length(trim(coalesce("insurer_settings"."rechnungsanschrift", ''))) > 0);
