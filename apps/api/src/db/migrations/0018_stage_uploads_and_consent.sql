CREATE TABLE "biometric_consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"version" varchar(32) NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stage_upload_links" (
	"key" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"size" bigint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "biometric_consents" ADD CONSTRAINT "biometric_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stage_upload_links" ADD CONSTRAINT "stage_upload_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "biometric_consents_user_version_uq" ON "biometric_consents" USING btree ("user_id","version");--> statement-breakpoint
CREATE INDEX "stage_upload_links_user_created_idx" ON "stage_upload_links" USING btree ("user_id","created_at");