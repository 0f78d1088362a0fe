ALTER TABLE "payment_sessions" ADD COLUMN "reference" text;--> statement-breakpoint
-- Sessions paid before the column existed: the provider's reference was kept on their invoice.
UPDATE "payment_sessions" AS s SET "reference" = i."payment_reference" FROM "invoices" AS i WHERE i."id" = s."invoice_id" AND s."status" = 'paid' AND i."payment_reference" IS NOT NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "payment_sessions_company_created_idx" ON "payment_sessions" USING btree ("company_id","created_at");
--> statement-breakpoint
-- The franchise network overview (issue 38) at 50 offices × 2 years (bench/network.ts). Whole months are read from
-- network_monthly, one row per office and month kept exact by triggers on the rows it sums (every insert, update and
-- delete moves the row's old contribution out and its new one in, in the writer's transaction); the days of a
-- partly covered month are summed from the rows, through the covering partial indexes below; the overdue balance
-- reads only the invoices that were unpaid at some month end, or are unpaid now. The two plain indexes of migration 0019 are superseded.
DROP INDEX IF EXISTS "invoices_create_date_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "invoices_paid_at_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "invoices_issued_idx" ON "invoices" USING btree ("create_date") INCLUDE ("company_id","total_pence") WHERE "status" <> 0;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "invoices_paid_idx" ON "invoices" USING btree ("paid_at") INCLUDE ("company_id","total_pence") WHERE "status" = 2;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "invoices_overdue_at_month_end_idx" ON "invoices" USING btree ("due_date") INCLUDE ("company_id","create_date","status","paid_at","total_pence") WHERE "status" <> 0 AND ("status" <> 2 OR date_trunc('month', "paid_at" at time zone 'Europe/London') > date_trunc('month', greatest("create_date", "due_date") at time zone 'Europe/London'));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "invoices_unpaid_due_idx" ON "invoices" USING btree ("due_date") INCLUDE ("company_id","create_date","total_pence") WHERE "status" NOT IN (0, 2);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "jobs_completed_day_idx" ON "jobs" USING btree ((coalesce("scheduled_date", ("created_at" at time zone 'Europe/London')::date))) INCLUDE ("company_id","scheduled_date","created_at") WHERE "stage" = 3 AND "cancelled_at" IS NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "jobs_online_created_idx" ON "jobs" USING btree ("created_at") INCLUDE ("company_id") WHERE "source" = 'online' AND "booking_status" IN ('requested', 'confirmed');--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "enquiries_created_idx" ON "enquiries" USING btree ("created_at") INCLUDE ("company_id","status") WHERE "category" <> 'career';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "job_ratings_created_idx" ON "job_ratings" USING btree ("created_at") INCLUDE ("company_id","rating");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "clock_records_closed_in_idx" ON "clock_records" USING btree ("clock_in") INCLUDE ("company_id","clock_out") WHERE "clock_out" IS NOT NULL;--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "network_monthly" (
	"company_id" uuid NOT NULL,
	"month" text NOT NULL,
	"invoiced_pence" bigint DEFAULT 0 NOT NULL,
	"paid_pence" bigint DEFAULT 0 NOT NULL,
	"jobs_completed" integer DEFAULT 0 NOT NULL,
	"online_bookings" integer DEFAULT 0 NOT NULL,
	"enquiries" integer DEFAULT 0 NOT NULL,
	"enquiries_converted" integer DEFAULT 0 NOT NULL,
	"rating_total" integer DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"low_ratings" integer DEFAULT 0 NOT NULL,
	"micros_worked" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "network_monthly_pk" PRIMARY KEY ("company_id","month")
);--> statement-breakpoint
CREATE OR REPLACE FUNCTION "network_month"(at timestamptz) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT to_char(at AT TIME ZONE 'Europe/London', 'YYYY-MM')
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "network_monthly_add"(
	c uuid, m text, sign integer, invoiced bigint DEFAULT 0, paid bigint DEFAULT 0, completed integer DEFAULT 0,
	online integer DEFAULT 0, enq integer DEFAULT 0, converted integer DEFAULT 0, r_total integer DEFAULT 0,
	r_count integer DEFAULT 0, low integer DEFAULT 0, micros bigint DEFAULT 0
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	IF c IS NULL OR m IS NULL THEN RETURN; END IF;
	INSERT INTO network_monthly AS n VALUES (c, m, sign * invoiced, sign * paid, sign * completed, sign * online,
		sign * enq, sign * converted, sign * r_total, sign * r_count, sign * low, sign * micros)
	ON CONFLICT (company_id, month) DO UPDATE SET
		invoiced_pence = n.invoiced_pence + excluded.invoiced_pence,
		paid_pence = n.paid_pence + excluded.paid_pence,
		jobs_completed = n.jobs_completed + excluded.jobs_completed,
		online_bookings = n.online_bookings + excluded.online_bookings,
		enquiries = n.enquiries + excluded.enquiries,
		enquiries_converted = n.enquiries_converted + excluded.enquiries_converted,
		rating_total = n.rating_total + excluded.rating_total,
		rating_count = n.rating_count + excluded.rating_count,
		low_ratings = n.low_ratings + excluded.low_ratings,
		micros_worked = n.micros_worked + excluded.micros_worked;
END $$;--> statement-breakpoint
-- One function per summed table: `sign` -1 takes a row's contribution out (its old version), +1 puts it in. The rules
-- are lib/server/network/overview.ts's: issued (not draft) by issue date, paid by payment date, completed visits (not
-- cancelled) by visit day, online bookings requested or confirmed by booking date, enquiries (not careers) by date,
-- ratings by date (low: 3 or less), closed clock records by clock-in.
CREATE OR REPLACE FUNCTION "network_monthly_invoice"(r invoices, sign integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	IF r.status <> 0 THEN PERFORM network_monthly_add(r.company_id, network_month(r.create_date), sign, invoiced => r.total_pence); END IF;
	IF r.status = 2 AND r.paid_at IS NOT NULL THEN PERFORM network_monthly_add(r.company_id, network_month(r.paid_at), sign, paid => r.total_pence); END IF;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "network_monthly_job"(r jobs, sign integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	IF r.stage = 3 AND r.cancelled_at IS NULL THEN
		PERFORM network_monthly_add(r.company_id, to_char(coalesce(r.scheduled_date, (r.created_at AT TIME ZONE 'Europe/London')::date), 'YYYY-MM'), sign, completed => 1);
	END IF;
	IF r.source = 'online' AND r.booking_status IN ('requested', 'confirmed') THEN
		PERFORM network_monthly_add(r.company_id, network_month(r.created_at), sign, online => 1);
	END IF;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "network_monthly_enquiry"(r enquiries, sign integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	IF r.category <> 'career' THEN
		PERFORM network_monthly_add(r.company_id, network_month(r.created_at), sign, enq => 1, converted => CASE WHEN r.status = 'converted' THEN 1 ELSE 0 END);
	END IF;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "network_monthly_rating"(r job_ratings, sign integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	PERFORM network_monthly_add(r.company_id, network_month(r.created_at), sign, r_total => r.rating, r_count => 1, low => CASE WHEN r.rating <= 3 THEN 1 ELSE 0 END);
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "network_monthly_clock"(r clock_records, sign integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	IF r.clock_out IS NOT NULL THEN
		PERFORM network_monthly_add(r.company_id, network_month(r.clock_in), sign, micros => round(extract(epoch FROM (r.clock_out - r.clock_in)) * 1000000)::bigint);
	END IF;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "network_monthly_track"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	fn text := 'network_monthly_' || TG_ARGV[0];
BEGIN
	IF TG_OP IN ('UPDATE', 'DELETE') THEN EXECUTE format('SELECT %I($1, -1)', fn) USING OLD; END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') THEN EXECUTE format('SELECT %I($1, 1)', fn) USING NEW; END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "invoices_network_monthly" ON "invoices";--> statement-breakpoint
CREATE TRIGGER "invoices_network_monthly" AFTER INSERT OR UPDATE OR DELETE ON "invoices" FOR EACH ROW EXECUTE FUNCTION network_monthly_track('invoice');--> statement-breakpoint
DROP TRIGGER IF EXISTS "jobs_network_monthly" ON "jobs";--> statement-breakpoint
CREATE TRIGGER "jobs_network_monthly" AFTER INSERT OR UPDATE OR DELETE ON "jobs" FOR EACH ROW EXECUTE FUNCTION network_monthly_track('job');--> statement-breakpoint
DROP TRIGGER IF EXISTS "enquiries_network_monthly" ON "enquiries";--> statement-breakpoint
CREATE TRIGGER "enquiries_network_monthly" AFTER INSERT OR UPDATE OR DELETE ON "enquiries" FOR EACH ROW EXECUTE FUNCTION network_monthly_track('enquiry');--> statement-breakpoint
DROP TRIGGER IF EXISTS "job_ratings_network_monthly" ON "job_ratings";--> statement-breakpoint
CREATE TRIGGER "job_ratings_network_monthly" AFTER INSERT OR UPDATE OR DELETE ON "job_ratings" FOR EACH ROW EXECUTE FUNCTION network_monthly_track('rating');--> statement-breakpoint
DROP TRIGGER IF EXISTS "clock_records_network_monthly" ON "clock_records";--> statement-breakpoint
CREATE TRIGGER "clock_records_network_monthly" AFTER INSERT OR UPDATE OR DELETE ON "clock_records" FOR EACH ROW EXECUTE FUNCTION network_monthly_track('clock');--> statement-breakpoint
-- Set-based rebuild from the rows (here for the rows that exist, and for bulk loads made with triggers off).
CREATE OR REPLACE FUNCTION "network_monthly_rebuild"() RETURNS void LANGUAGE sql AS $$
	DELETE FROM network_monthly;
	INSERT INTO network_monthly
	SELECT company_id, month, sum(invoiced), sum(paid), sum(completed), sum(online), sum(enq), sum(converted),
		sum(r_total), sum(r_count), sum(low), sum(micros)
	FROM (
		SELECT company_id, network_month(create_date) AS month, total_pence::bigint AS invoiced, 0::bigint AS paid, 0 AS completed, 0 AS online, 0 AS enq, 0 AS converted, 0 AS r_total, 0 AS r_count, 0 AS low, 0::bigint AS micros FROM invoices WHERE status <> 0
		UNION ALL SELECT company_id, network_month(paid_at), 0, total_pence, 0, 0, 0, 0, 0, 0, 0, 0 FROM invoices WHERE status = 2 AND paid_at IS NOT NULL
		UNION ALL SELECT company_id, to_char(coalesce(scheduled_date, (created_at AT TIME ZONE 'Europe/London')::date), 'YYYY-MM'), 0, 0, 1, 0, 0, 0, 0, 0, 0, 0 FROM jobs WHERE stage = 3 AND cancelled_at IS NULL
		UNION ALL SELECT company_id, network_month(created_at), 0, 0, 0, 1, 0, 0, 0, 0, 0, 0 FROM jobs WHERE source = 'online' AND booking_status IN ('requested', 'confirmed')
		UNION ALL SELECT company_id, network_month(created_at), 0, 0, 0, 0, 1, CASE WHEN status = 'converted' THEN 1 ELSE 0 END, 0, 0, 0, 0 FROM enquiries WHERE category <> 'career'
		UNION ALL SELECT company_id, network_month(created_at), 0, 0, 0, 0, 0, 0, rating, 1, CASE WHEN rating <= 3 THEN 1 ELSE 0 END, 0 FROM job_ratings
		UNION ALL SELECT company_id, network_month(clock_in), 0, 0, 0, 0, 0, 0, 0, 0, 0, round(extract(epoch FROM (clock_out - clock_in)) * 1000000)::bigint FROM clock_records WHERE clock_out IS NOT NULL
	) AS contributions
	WHERE company_id IS NOT NULL
	GROUP BY company_id, month;
$$;--> statement-breakpoint
SELECT network_monthly_rebuild();
