ALTER TABLE "leaves" ADD COLUMN "start_half" text;--> statement-breakpoint
ALTER TABLE "leaves" ADD COLUMN "end_half" text;