-- The internship after signing: activity reports, recess taken, the ending (docs/decisions/018-internships-tce.md).
ALTER TABLE "internships" ADD COLUMN "ended_on" date;
--> statement-breakpoint
ALTER TABLE "internships" ADD COLUMN "termination_reason" text;
--> statement-breakpoint
ALTER TABLE "internships" ADD COLUMN "terminated_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "internships" ADD COLUMN "completed_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "internships" ADD COLUMN "completion_evaluation" text;
--> statement-breakpoint
ALTER TABLE "internships" ADD COLUMN "activities_summary" text;
--> statement-breakpoint
CREATE TABLE "internship_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"internships_id" integer NOT NULL REFERENCES "internships"("id") ON DELETE CASCADE,
	"due_on" date NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"activities" text,
	"evaluation" text,
	"comment" text,
	"submitted_at" timestamp with time zone,
	"evaluated_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "internship_reports_status_check" CHECK ("status" IN ('pending', 'submitted', 'approved', 'returned')),
	CONSTRAINT "internship_reports_due_key" UNIQUE ("internships_id", "due_on")
);
--> statement-breakpoint
CREATE INDEX "internship_reports_due_idx" ON "internship_reports" ("status", "due_on");
--> statement-breakpoint
CREATE TABLE "internship_recesses" (
	"id" serial PRIMARY KEY NOT NULL,
	"internships_id" integer NOT NULL REFERENCES "internships"("id") ON DELETE CASCADE,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"days" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "internship_recesses_period_check" CHECK ("ends_on" >= "starts_on" AND "days" > 0)
);
--> statement-breakpoint
CREATE INDEX "internship_recesses_internships_id_idx" ON "internship_recesses" ("internships_id", "starts_on");
