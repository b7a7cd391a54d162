CREATE TABLE "auditions" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(36) NOT NULL,
	"user_id" integer NOT NULL,
	"project_id" integer DEFAULT 2 NOT NULL,
	"activity_id" integer NOT NULL,
	"job_id" integer,
	"file_key" text,
	"published" boolean DEFAULT false NOT NULL,
	"submitted_at" timestamp with time zone,
	"transcript" text,
	"transcription_source" varchar(16),
	"analysis_state" varchar(16),
	"analysis_reason" text,
	"gpt_avg" smallint,
	"gpt_feedback" text,
	"criteria" jsonb,
	"notes" jsonb,
	"scorer" varchar(16),
	"comprehend_sentiment" varchar(16),
	"comprehend_feedback" text,
	"face_summary" jsonb,
	"dominant_emotion" varchar(16),
	"dominant_emotion_confidence" real,
	"analysed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auditions_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "biometrics" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"pose" varchar(8) NOT NULL,
	"file_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interview_scripts" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"script" text NOT NULL,
	"generated_by" varchar(16) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interview_scripts_job_id_unique" UNIQUE("job_id")
);
--> statement-breakpoint
CREATE TABLE "item_checks" (
	"user_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "item_checks_user_id_item_id_pk" PRIMARY KEY("user_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "recognitions" (
	"id" serial PRIMARY KEY NOT NULL,
	"audition_id" integer NOT NULL,
	"file_key" text NOT NULL,
	"recognition_feedback" text,
	"similarity" real,
	"emotion" varchar(16) NOT NULL,
	"emotion_confidence" real DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auditions" ADD CONSTRAINT "auditions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auditions" ADD CONSTRAINT "auditions_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auditions" ADD CONSTRAINT "auditions_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "biometrics" ADD CONSTRAINT "biometrics_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_scripts" ADD CONSTRAINT "interview_scripts_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_checks" ADD CONSTRAINT "item_checks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_checks" ADD CONSTRAINT "item_checks_item_id_activity_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."activity_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recognitions" ADD CONSTRAINT "recognitions_audition_id_auditions_id_fk" FOREIGN KEY ("audition_id") REFERENCES "public"."auditions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auditions_user_activity_idx" ON "auditions" USING btree ("user_id","activity_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "auditions_one_published_cv_uq" ON "auditions" USING btree ("user_id") WHERE "auditions"."published" AND "auditions"."activity_id" = 71;--> statement-breakpoint
CREATE UNIQUE INDEX "biometrics_user_pose_uq" ON "biometrics" USING btree ("user_id","pose");--> statement-breakpoint
CREATE INDEX "recognitions_audition_id_idx" ON "recognitions" USING btree ("audition_id");