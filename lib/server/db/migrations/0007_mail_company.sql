ALTER TABLE "mail_outbox" ADD COLUMN "company_id" uuid;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_outbox_company_created_idx" ON "mail_outbox" USING btree ("company_id","created_at");--> statement-breakpoint
-- Mail written before this column existed: its company is that of the record it is about (enquiry, franchise request, user, estimate).
UPDATE "mail_outbox" AS m SET "company_id" = e."company_id" FROM "enquiries" AS e WHERE m."company_id" IS NULL AND m."related_id" = e."id";--> statement-breakpoint
UPDATE "mail_outbox" AS m SET "company_id" = f."company_id" FROM "franchise_requests" AS f WHERE m."company_id" IS NULL AND m."related_id" = f."id";--> statement-breakpoint
UPDATE "mail_outbox" AS m SET "company_id" = u."company_id" FROM "users" AS u WHERE m."company_id" IS NULL AND m."related_id" = u."id";--> statement-breakpoint
UPDATE "mail_outbox" AS m SET "company_id" = s."company_id" FROM "estimates" AS s WHERE m."company_id" IS NULL AND m."related_id" = s."id";
