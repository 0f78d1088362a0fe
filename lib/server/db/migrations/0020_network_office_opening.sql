ALTER TABLE "franchise_requests" ADD COLUMN "converted_company_id" uuid;--> statement-breakpoint
ALTER TABLE "franchise_requests" ADD CONSTRAINT "franchise_requests_converted_company_id_companies_id_fk" FOREIGN KEY ("converted_company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;
