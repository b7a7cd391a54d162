-- Deadline reminders sent, one row each: the unique key makes every reminder go once, whatever
-- the number of runs and instances (docs/decisions/018-internships-tce.md#deadlines).
CREATE TABLE "internship_reminders" (
	"key" varchar(120) PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"internships_id" integer REFERENCES "internships"("id") ON DELETE CASCADE,
	"reports_id" integer REFERENCES "internship_reports"("id") ON DELETE CASCADE,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "internship_reminders_kind_check" CHECK ("kind" IN ('report_due', 'report_overdue', 'ending', 'digest'))
);
--> statement-breakpoint
CREATE INDEX "internship_reminders_internships_id_idx" ON "internship_reminders" ("internships_id");
--> statement-breakpoint
CREATE INDEX "internship_reminders_reports_id_idx" ON "internship_reminders" ("reports_id");
--> statement-breakpoint
CREATE INDEX "internships_active_ends_on_idx" ON "internships" ("ends_on") WHERE "status" = 'active';
--> statement-breakpoint
CREATE INDEX "agreements_ends_on_idx" ON "agreements" ("ends_on");
--> statement-breakpoint
-- The experience a completed internship became on the resume: at most one per internship.
ALTER TABLE "professional_experiences" ADD COLUMN "internships_id" integer REFERENCES "internships"("id") ON DELETE SET NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "professional_experiences_internships_id_key" ON "professional_experiences" ("internships_id");
