ALTER TABLE "jobs" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "cancelled_by_id" uuid;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "cancellation_fee_pence" integer;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_cancelled_by_id_users_id_fk" FOREIGN KEY ("cancelled_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_series_idx" ON "jobs" USING btree ("series_id","scheduled_date");
