CREATE TABLE "job_checklist_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"label" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"done" boolean DEFAULT false NOT NULL,
	"done_by_id" uuid,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_team" (
	"job_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "job_team_job_id_user_id_pk" PRIMARY KEY("job_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "job_reminders_opt_out" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "scheduled_date" date;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "start_time" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "duration_minutes" integer;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "reminder_sent_for" date;--> statement-breakpoint
ALTER TABLE "job_checklist_items" ADD CONSTRAINT "job_checklist_items_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_checklist_items" ADD CONSTRAINT "job_checklist_items_done_by_id_users_id_fk" FOREIGN KEY ("done_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_team" ADD CONSTRAINT "job_team_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_team" ADD CONSTRAINT "job_team_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_checklist_items_job_idx" ON "job_checklist_items" USING btree ("job_id","position");--> statement-breakpoint
CREATE INDEX "job_team_user_idx" ON "job_team" USING btree ("user_id","job_id");--> statement-breakpoint
CREATE INDEX "jobs_company_scheduled_idx" ON "jobs" USING btree ("company_id","scheduled_date");--> statement-breakpoint
CREATE INDEX "jobs_scheduled_idx" ON "jobs" USING btree ("scheduled_date");--> statement-breakpoint
INSERT INTO "job_team" ("job_id", "user_id", "position") SELECT "id", "assignee_id", 0 FROM "jobs" WHERE "assignee_id" IS NOT NULL ON CONFLICT DO NOTHING;
