ALTER TABLE "users" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_locale_known" CHECK ("users"."locale" in ('en', 'fr', 'vi', 'zh', 'ar'));--> statement-breakpoint
ALTER TABLE "pending_registrations" ADD COLUMN "locale" text;
