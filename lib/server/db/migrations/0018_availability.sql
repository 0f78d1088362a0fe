CREATE TABLE "availability_calendars" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"url_cipher" text NOT NULL,
	"url_hash" text NOT NULL,
	"url_hint" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"last_read_at" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"etag" text,
	"last_modified" text,
	"last_error" text,
	"failing_since" timestamp with time zone,
	"failure_notified_at" timestamp with time zone,
	"busy_count" integer DEFAULT 0 NOT NULL,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "availability_busy" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"calendar_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "availability_busy_order" CHECK ("availability_busy"."ends_at" > "availability_busy"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "availability_conflict_notices" (
	"key" text PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"notified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "availability_calendars" ADD CONSTRAINT "availability_calendars_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_calendars" ADD CONSTRAINT "availability_calendars_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_calendars" ADD CONSTRAINT "availability_calendars_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_busy" ADD CONSTRAINT "availability_busy_calendar_id_availability_calendars_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."availability_calendars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_busy" ADD CONSTRAINT "availability_busy_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_busy" ADD CONSTRAINT "availability_busy_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_conflict_notices" ADD CONSTRAINT "availability_conflict_notices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "availability_calendars_user_idx" ON "availability_calendars" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "availability_calendars_read_idx" ON "availability_calendars" USING btree ("last_read_at");--> statement-breakpoint
CREATE UNIQUE INDEX "availability_calendars_user_url_unique" ON "availability_calendars" USING btree ("user_id","url_hash");--> statement-breakpoint
CREATE INDEX "availability_busy_company_start_idx" ON "availability_busy" USING btree ("company_id","starts_at");--> statement-breakpoint
CREATE INDEX "availability_busy_user_start_idx" ON "availability_busy" USING btree ("user_id","starts_at");--> statement-breakpoint
CREATE INDEX "availability_busy_calendar_idx" ON "availability_busy" USING btree ("calendar_id");--> statement-breakpoint
CREATE INDEX "availability_conflict_notices_notified_idx" ON "availability_conflict_notices" USING btree ("notified_at");--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "calendar_refresh_minutes" integer DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_calendar_refresh_range" CHECK ("companies"."calendar_refresh_minutes" between 15 and 1440);
