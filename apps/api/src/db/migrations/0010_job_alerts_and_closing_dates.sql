CREATE TABLE "job_alert_matches" (
	"alert_id" integer NOT NULL,
	"job_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "job_alert_matches_alert_id_job_id_pk" PRIMARY KEY("alert_id","job_id")
);
--> statement-breakpoint
CREATE TABLE "job_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"name" varchar(80) NOT NULL,
	"title" varchar(120),
	"state" varchar(32),
	"city" varchar(120),
	"frequency" varchar(10) NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"title_prefix" "tsquery",
	"title_whole" "tsquery",
	"title_like" text,
	"city_like" text,
	"last_sent_at" timestamp with time zone,
	"unsubscribe_key" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_alerts_frequency_check" CHECK ("job_alerts"."frequency" in ('instant', 'daily', 'weekly'))
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "closes_at" date;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "closed_notice_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_alert_matches" ADD CONSTRAINT "job_alert_matches_alert_id_job_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."job_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_alert_matches" ADD CONSTRAINT "job_alert_matches_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_alerts" ADD CONSTRAINT "job_alerts_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_alert_matches_unsent_idx" ON "job_alert_matches" USING btree ("alert_id") WHERE sent_at is null;--> statement-breakpoint
CREATE INDEX "job_alert_matches_job_id_idx" ON "job_alert_matches" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "job_alerts_student_id_idx" ON "job_alerts" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "job_alerts_active_frequency_idx" ON "job_alerts" USING btree ("frequency") WHERE active;--> statement-breakpoint
CREATE INDEX "jobs_open_closes_at_idx" ON "jobs" USING btree ("closes_at") WHERE status = 1 and closes_at is not null;--> statement-breakpoint
-- The student search's "open now" predicate reads closes_at too: the covering index of 0008 carries
-- it, so counting and paging open jobs stay index-only scans.
DROP INDEX IF EXISTS "jobs_open_search_covering_idx";--> statement-breakpoint
CREATE INDEX "jobs_open_search_covering_idx" ON "jobs" USING btree ("created_at" DESC, "id" DESC) INCLUDE ("search_vector", "state", "search_city", "search_title", "closes_at") WHERE status = 1;
