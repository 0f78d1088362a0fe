-- What kind of installation this database is. One row at most: `npm run db:seed` (and the embedded database's demo
-- seeding) write demo_data = true, and only then may online payment fall back to the built-in test provider, which
-- marks invoices paid without money (issue 36). A database set up with `db:create-admin` has no row: no test payments.
CREATE TABLE "installation" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"demo_data" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "installation_one_row" CHECK ("installation"."id" = 1)
);
--> statement-breakpoint
-- A calendar event's SEQUENCE (RFC 5545) must rise with every revision. It used to be the minutes since 2020 of the
-- row's last change, so two edits in one minute kept the same number. Now every UPDATE of a visit or a shift raises a
-- counter, whichever code path makes it. It starts from that old number and never falls below the minutes of the new
-- change, so no subscriber ever sees a SEQUENCE lower than one it already holds.
ALTER TABLE "jobs" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "rota_shifts" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION minutes_since_2020(at timestamptz) RETURNS integer LANGUAGE sql IMMUTABLE AS $$
  SELECT greatest(0, floor(extract(epoch FROM (at - timestamptz '2020-01-01 00:00:00+00')) / 60))::integer
$$;
--> statement-breakpoint
UPDATE "jobs" SET "revision" = minutes_since_2020("updated_at");
--> statement-breakpoint
UPDATE "rota_shifts" SET "revision" = minutes_since_2020("updated_at");
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_revision() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.revision := greatest(OLD.revision + 1, minutes_since_2020(NEW.updated_at));
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER jobs_bump_revision BEFORE UPDATE ON "jobs" FOR EACH ROW EXECUTE FUNCTION bump_revision();
--> statement-breakpoint
CREATE TRIGGER rota_shifts_bump_revision BEFORE UPDATE ON "rota_shifts" FOR EACH ROW EXECUTE FUNCTION bump_revision();
