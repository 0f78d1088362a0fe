-- Changes a cleaner makes with no signal are queued on the phone with an id made there, and sent later, perhaps
-- twice: the client id makes each send store once. An offline clock record keeps the device's time; how far the
-- device's clock was from the server's when it was sent is kept so the office can see a suspicious time.
ALTER TABLE "clock_records" ADD COLUMN "client_id" uuid;--> statement-breakpoint
ALTER TABLE "clock_records" ADD COLUMN "clock_out_client_id" uuid;--> statement-breakpoint
ALTER TABLE "clock_records" ADD COLUMN "recorded_offline" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "clock_records" ADD COLUMN "clock_skew_seconds" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "clock_records_user_client_id" ON "clock_records" USING btree ("user_id","client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "clock_records_user_out_client_id" ON "clock_records" USING btree ("user_id","clock_out_client_id");--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "client_id" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_sender_client_id" ON "chat_messages" USING btree ("sender_id","client_id");
