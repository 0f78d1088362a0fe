ALTER TABLE "payment_sessions" ADD COLUMN "reference" text;--> statement-breakpoint
-- Sessions paid before the column existed: the provider's reference was kept on their invoice.
UPDATE "payment_sessions" AS s SET "reference" = i."payment_reference" FROM "invoices" AS i WHERE i."id" = s."invoice_id" AND s."status" = 'paid' AND i."payment_reference" IS NOT NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "payment_sessions_company_created_idx" ON "payment_sessions" USING btree ("company_id","created_at");
