-- Issue 17: two more editable e-mail templates, "Änderung" (change) and "Absage" (rejection).
ALTER TABLE "email_templates" DROP CONSTRAINT "email_templates_type";--> statement-breakpoint
ALTER TABLE "email_templates" ADD CONSTRAINT "email_templates_type" CHECK ("email_templates"."template_type" in ('confirmation', 'acceptance', 'notification', 'change', 'rejection'));
