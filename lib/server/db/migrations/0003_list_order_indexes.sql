DROP INDEX "jobs_company_created_idx";--> statement-breakpoint
DROP INDEX "jobs_assignee_created_idx";--> statement-breakpoint
DROP INDEX "jobs_client_created_idx";--> statement-breakpoint
DROP INDEX "invoices_company_created_idx";--> statement-breakpoint
DROP INDEX "invoices_client_created_idx";--> statement-breakpoint
CREATE INDEX "jobs_company_created_id_idx" ON "jobs" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "jobs_assignee_created_id_idx" ON "jobs" USING btree ("assignee_id","created_at","id");--> statement-breakpoint
CREATE INDEX "jobs_client_created_id_idx" ON "jobs" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "invoices_company_created_id_idx" ON "invoices" USING btree ("company_id","create_date","id");--> statement-breakpoint
CREATE INDEX "invoices_client_created_id_idx" ON "invoices" USING btree ("client_id","create_date","id");