ALTER TABLE "jobs" ADD COLUMN "site_latitude" double precision;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "site_longitude" double precision;--> statement-breakpoint
ALTER TABLE "clock_records" ADD COLUMN "clock_in_distance_m" integer;--> statement-breakpoint
ALTER TABLE "clock_records" ADD COLUMN "clock_out_distance_m" integer;--> statement-breakpoint
ALTER TABLE "clock_records" ADD COLUMN "entered_by_id" uuid;--> statement-breakpoint
ALTER TABLE "clock_records" ADD CONSTRAINT "clock_records_entered_by_id_users_id_fk" FOREIGN KEY ("entered_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;