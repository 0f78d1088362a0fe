ALTER TABLE "companies" ADD COLUMN "head_office" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE TABLE "royalty_terms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"starts_on" date NOT NULL,
	"royalty_basis_points" integer NOT NULL,
	"monthly_fee_pence" integer NOT NULL,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "royalty_terms_basis_points_range" CHECK ("royalty_terms"."royalty_basis_points" between 0 and 10000),
	CONSTRAINT "royalty_terms_fee_not_negative" CHECK ("royalty_terms"."monthly_fee_pence" >= 0)
);--> statement-breakpoint
CREATE TABLE "royalty_statements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"month" date NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"status" text NOT NULL,
	"terms_id" uuid,
	"royalty_basis_points" integer,
	"monthly_fee_pence" integer,
	"paid_revenue_pence" integer DEFAULT 0 NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"royalty_pence" integer,
	"fee_pence" integer,
	"vat_rate_percent" integer NOT NULL,
	"vat_pence" integer,
	"total_pence" integer,
	"note" text,
	"paid_at" timestamp with time zone,
	"paid_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "royalty_terms" ADD CONSTRAINT "royalty_terms_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "royalty_terms" ADD CONSTRAINT "royalty_terms_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "royalty_statements" ADD CONSTRAINT "royalty_statements_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "royalty_statements" ADD CONSTRAINT "royalty_statements_terms_id_royalty_terms_id_fk" FOREIGN KEY ("terms_id") REFERENCES "public"."royalty_terms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "royalty_statements" ADD CONSTRAINT "royalty_statements_paid_by_id_users_id_fk" FOREIGN KEY ("paid_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "royalty_terms_company_start_unique" ON "royalty_terms" USING btree ("company_id","starts_on");--> statement-breakpoint
CREATE UNIQUE INDEX "royalty_statements_company_month_version_unique" ON "royalty_statements" USING btree ("company_id","month","version");--> statement-breakpoint
CREATE INDEX "royalty_statements_month_idx" ON "royalty_statements" USING btree ("month");--> statement-breakpoint
-- The network overview groups every office's invoices by when they were issued and paid.
CREATE INDEX "invoices_create_date_idx" ON "invoices" USING btree ("create_date");--> statement-breakpoint
CREATE INDEX "invoices_paid_at_idx" ON "invoices" USING btree ("paid_at") WHERE "paid_at" IS NOT NULL;
