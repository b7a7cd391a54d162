-- Distinct applicants without grouping by student (docs/decisions/013-indicators.md): each row
-- carries the day of its student's previous application (and, for a hire, of the previous hire),
-- so "applicants of the period" is the count of rows whose previous one falls before the period.
-- Exact for any period and for the course filter, as a student has one course.
ALTER TABLE "analytics_application_facts" ADD COLUMN "prev_day" date;--> statement-breakpoint
ALTER TABLE "analytics_application_facts" ADD COLUMN "prev_hired_day" date;--> statement-breakpoint
DROP INDEX "analytics_facts_day_idx";--> statement-breakpoint
CREATE INDEX "analytics_facts_day_idx" ON "analytics_application_facts" ("day")
  INCLUDE ("student_id", "company_id", "contract_type_id", "state", "course_id", "stage", "hired", "history_level",
    "days_to_hire", "video_cv", "prev_day", "prev_hired_day");--> statement-breakpoint
-- Jobs open in a period (created before its end, not closed before its start) by index-only scans:
-- the jobs table itself is wide (descriptions, search vectors).
CREATE INDEX "jobs_analytics_open_idx" ON "jobs" ("created_at")
  INCLUDE ("closed_at", "companies_id", "contract_types_id", "state");--> statement-breakpoint
-- The summary as a full recount would give it (the check and the tests compare with this).
CREATE VIEW "analytics_application_recount" AS
SELECT v.*,
  lag(v."day") OVER (PARTITION BY v."student_id" ORDER BY v."day", v."application_id") AS "prev_day",
  CASE WHEN v."hired" THEN lag(v."day") OVER (PARTITION BY v."student_id", v."hired" ORDER BY v."day", v."application_id") END AS "prev_hired_day"
FROM "analytics_application_source" v;--> statement-breakpoint
-- After any write to the summary, the order columns of the students it touched.
CREATE FUNCTION "analytics_facts_order"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The update below fires this again; it stops once nothing is left to change.
  IF NOT EXISTS (SELECT 1 FROM "changed") THEN RETURN NULL; END IF;
  UPDATE "analytics_application_facts" f SET "prev_day" = x."prev_day", "prev_hired_day" = x."prev_hired_day"
  FROM (SELECT "application_id",
      lag("day") OVER (PARTITION BY "student_id" ORDER BY "day", "application_id") AS "prev_day",
      CASE WHEN "hired" THEN lag("day") OVER (PARTITION BY "student_id", "hired" ORDER BY "day", "application_id") END AS "prev_hired_day"
    FROM "analytics_application_facts" WHERE "student_id" IN (SELECT "student_id" FROM "changed")) x
  WHERE f."application_id" = x."application_id"
    AND (f."prev_day", f."prev_hired_day") IS DISTINCT FROM (x."prev_day", x."prev_hired_day");
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "analytics_facts_order_insert" AFTER INSERT ON "analytics_application_facts"
  REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "analytics_facts_order"();--> statement-breakpoint
CREATE TRIGGER "analytics_facts_order_update" AFTER UPDATE ON "analytics_application_facts"
  REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "analytics_facts_order"();--> statement-breakpoint
CREATE TRIGGER "analytics_facts_order_delete" AFTER DELETE ON "analytics_application_facts"
  REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "analytics_facts_order"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "analytics_repair"() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE changed integer;
DECLARE reordered integer;
BEGIN
  INSERT INTO "analytics_application_facts" ("application_id", "job_id", "student_id", "day", "company_id",
      "contract_type_id", "state", "course_id", "stage", "hired", "history_level", "days_to_hire", "video_cv")
    SELECT * FROM (SELECT * FROM "analytics_application_source"
      EXCEPT SELECT "application_id", "job_id", "student_id", "day", "company_id", "contract_type_id", "state",
        "course_id", "stage", "hired", "history_level", "days_to_hire", "video_cv" FROM "analytics_application_facts") d
  ON CONFLICT ("application_id") DO UPDATE SET "job_id" = EXCLUDED."job_id", "student_id" = EXCLUDED."student_id",
    "day" = EXCLUDED."day", "company_id" = EXCLUDED."company_id", "contract_type_id" = EXCLUDED."contract_type_id",
    "state" = EXCLUDED."state", "course_id" = EXCLUDED."course_id", "stage" = EXCLUDED."stage", "hired" = EXCLUDED."hired",
    "history_level" = EXCLUDED."history_level", "days_to_hire" = EXCLUDED."days_to_hire", "video_cv" = EXCLUDED."video_cv";
  GET DIAGNOSTICS changed = ROW_COUNT;
  UPDATE "analytics_application_facts" f SET "prev_day" = x."prev_day", "prev_hired_day" = x."prev_hired_day"
  FROM (SELECT "application_id",
      lag("day") OVER (PARTITION BY "student_id" ORDER BY "day", "application_id") AS "prev_day",
      CASE WHEN "hired" THEN lag("day") OVER (PARTITION BY "student_id", "hired" ORDER BY "day", "application_id") END AS "prev_hired_day"
    FROM "analytics_application_facts") x
  WHERE f."application_id" = x."application_id"
    AND (f."prev_day", f."prev_hired_day") IS DISTINCT FROM (x."prev_day", x."prev_hired_day");
  GET DIAGNOSTICS reordered = ROW_COUNT;
  RETURN changed + reordered;
END;
$$;--> statement-breakpoint
SELECT "analytics_repair"();
