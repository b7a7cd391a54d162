ALTER TABLE "students" ADD COLUMN "share_key" varchar(64);--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "share_email" boolean DEFAULT false NOT NULL;