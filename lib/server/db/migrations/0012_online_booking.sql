CREATE TABLE "company_territories" (
	"district" text PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "company_territories" ADD CONSTRAINT "company_territories_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_territories_company_idx" ON "company_territories" USING btree ("company_id");--> statement-breakpoint
CREATE TABLE "price_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"service" text NOT NULL,
	"rule" jsonb NOT NULL,
	"team_size" integer DEFAULT 1 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "price_rules" ADD CONSTRAINT "price_rules_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "price_rules_company_service_unique" ON "price_rules" USING btree ("company_id","service");--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "online_booking" text DEFAULT 'instant' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "travel_buffer_minutes" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "booking_opens" text DEFAULT '08:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "booking_closes" text DEFAULT '18:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "booking_horizon_days" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "vat_rate_percent" integer DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "prices_include_vat" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "booking_frequencies" text[] DEFAULT '{one-off,weekly,fortnightly,monthly}' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "booking_prices" jsonb;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "cancellation_notice_hours" integer DEFAULT 48 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "cancellation_fee_pence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "source" text DEFAULT 'office' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "price_pence" integer;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "repeat" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "booking_status" text;--> statement-breakpoint
CREATE INDEX "jobs_company_source_idx" ON "jobs" USING btree ("company_id","source","booking_status");
