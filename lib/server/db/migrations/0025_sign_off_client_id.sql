-- A client's signature collected on a Cleaner's phone with no signal is queued there with an id made on the phone and
-- sent later, perhaps twice: the client id makes each send store one sign-off.
ALTER TABLE "job_signatures" ADD COLUMN "client_id" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "job_signatures_signer_client_id" ON "job_signatures" USING btree ("signed_by_id","client_id");
