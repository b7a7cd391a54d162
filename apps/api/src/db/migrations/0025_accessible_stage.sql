CREATE TABLE "stage_preferences" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"face_analysis" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stage_preferences" ADD CONSTRAINT "stage_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auditions" ADD COLUMN "face_analysis" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "auditions" ADD COLUMN "transcript_segments" jsonb;--> statement-breakpoint
ALTER TABLE "auditions" ADD COLUMN "delivery" jsonb;
