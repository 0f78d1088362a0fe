-- The franchise network overview's overdue balance (issue 38) from network_monthly, not from the invoices. An invoice
-- is overdue at a month end when it fell due (due and issued) before it and was unpaid then, so the balance at the end
-- of a month is the sum of every earlier month's changes: +1 and +total in the London month it fell due, -1 and -total
-- in the month it was paid. Paid in the month it fell due or earlier, it is never overdue at a month end, and has no
-- change at all. Kept by the same row triggers as the other sums, so a payment, a moved due date or a deleted invoice
-- changes the months it touches at once. The columns hold changes, not balances: read their running sum.
ALTER TABLE "network_monthly" ADD COLUMN IF NOT EXISTS "overdue_change" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "network_monthly" ADD COLUMN IF NOT EXISTS "overdue_change_pence" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A new parameter list is a new function, not a replacement: the old one goes, or named calls would be ambiguous.
DROP FUNCTION IF EXISTS "network_monthly_add"(uuid, text, integer, bigint, bigint, integer, integer, integer, integer, integer, integer, integer, bigint);--> statement-breakpoint
CREATE OR REPLACE FUNCTION "network_monthly_add"(
	c uuid, m text, sign integer, invoiced bigint DEFAULT 0, paid bigint DEFAULT 0, completed integer DEFAULT 0,
	online integer DEFAULT 0, enq integer DEFAULT 0, converted integer DEFAULT 0, r_total integer DEFAULT 0,
	r_count integer DEFAULT 0, low integer DEFAULT 0, micros bigint DEFAULT 0, late integer DEFAULT 0,
	late_pence bigint DEFAULT 0
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	IF c IS NULL OR m IS NULL THEN RETURN; END IF;
	INSERT INTO network_monthly AS n (company_id, month, invoiced_pence, paid_pence, jobs_completed, online_bookings,
		enquiries, enquiries_converted, rating_total, rating_count, low_ratings, micros_worked, overdue_change,
		overdue_change_pence)
	VALUES (c, m, sign * invoiced, sign * paid, sign * completed, sign * online, sign * enq, sign * converted,
		sign * r_total, sign * r_count, sign * low, sign * micros, sign * late, sign * late_pence)
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
		micros_worked = n.micros_worked + excluded.micros_worked,
		overdue_change = n.overdue_change + excluded.overdue_change,
		overdue_change_pence = n.overdue_change_pence + excluded.overdue_change_pence;
END $$;--> statement-breakpoint
-- The rule of lib/server/network/overview.ts's overdue(): not a draft; fell due in the London month of the later of
-- its issue and due dates; a paid invoice (paid_at set) counts only if paid in a later month, and stops in that month.
CREATE OR REPLACE FUNCTION "network_monthly_invoice"(r invoices, sign integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	fell_due text := network_month(greatest(r.create_date, r.due_date));
	paid_in text := network_month(r.paid_at);
BEGIN
	IF r.status <> 0 THEN PERFORM network_monthly_add(r.company_id, network_month(r.create_date), sign, invoiced => r.total_pence); END IF;
	IF r.status = 2 AND r.paid_at IS NOT NULL THEN PERFORM network_monthly_add(r.company_id, paid_in, sign, paid => r.total_pence); END IF;
	IF r.status <> 0 AND (r.status <> 2 OR paid_in > fell_due) THEN
		PERFORM network_monthly_add(r.company_id, fell_due, sign, late => 1, late_pence => r.total_pence);
		IF r.status = 2 THEN PERFORM network_monthly_add(r.company_id, paid_in, sign, late => -1, late_pence => -r.total_pence); END IF;
	END IF;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "network_monthly_rebuild"() RETURNS void LANGUAGE sql AS $$
	DELETE FROM network_monthly;
	INSERT INTO network_monthly
	SELECT company_id, month, sum(invoiced), sum(paid), sum(completed), sum(online), sum(enq), sum(converted),
		sum(r_total), sum(r_count), sum(low), sum(micros), sum(late), sum(late_pence)
	FROM (
		SELECT company_id, network_month(create_date) AS month, total_pence::bigint AS invoiced, 0::bigint AS paid, 0 AS completed, 0 AS online, 0 AS enq, 0 AS converted, 0 AS r_total, 0 AS r_count, 0 AS low, 0::bigint AS micros, 0 AS late, 0::bigint AS late_pence FROM invoices WHERE status <> 0
		UNION ALL SELECT company_id, network_month(paid_at), 0, total_pence, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0 FROM invoices WHERE status = 2 AND paid_at IS NOT NULL
		UNION ALL SELECT company_id, network_month(greatest(create_date, due_date)), 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, total_pence FROM invoices WHERE status <> 0 AND (status <> 2 OR network_month(paid_at) > network_month(greatest(create_date, due_date)))
		UNION ALL SELECT company_id, network_month(paid_at), 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -1, -total_pence FROM invoices WHERE status = 2 AND network_month(paid_at) > network_month(greatest(create_date, due_date))
		UNION ALL SELECT company_id, to_char(coalesce(scheduled_date, (created_at AT TIME ZONE 'Europe/London')::date), 'YYYY-MM'), 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0 FROM jobs WHERE stage = 3 AND cancelled_at IS NULL
		UNION ALL SELECT company_id, network_month(created_at), 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0 FROM jobs WHERE source = 'online' AND booking_status IN ('requested', 'confirmed')
		UNION ALL SELECT company_id, network_month(created_at), 0, 0, 0, 0, 1, CASE WHEN status = 'converted' THEN 1 ELSE 0 END, 0, 0, 0, 0, 0, 0 FROM enquiries WHERE category <> 'career'
		UNION ALL SELECT company_id, network_month(created_at), 0, 0, 0, 0, 0, 0, rating, 1, CASE WHEN rating <= 3 THEN 1 ELSE 0 END, 0, 0, 0 FROM job_ratings
		UNION ALL SELECT company_id, network_month(clock_in), 0, 0, 0, 0, 0, 0, 0, 0, 0, round(extract(epoch FROM (clock_out - clock_in)) * 1000000)::bigint, 0, 0 FROM clock_records WHERE clock_out IS NOT NULL
	) AS contributions
	WHERE company_id IS NOT NULL
	GROUP BY company_id, month;
$$;--> statement-breakpoint
-- The closed months no longer read the invoices; the month under way still reads the unpaid ones now
-- (invoices_unpaid_due_idx), so this index, written on every invoice write, has no reader left.
DROP INDEX IF EXISTS "invoices_overdue_at_month_end_idx";--> statement-breakpoint
SELECT network_monthly_rebuild();
