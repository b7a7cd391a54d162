-- Indicadores' summary (docs/decisions/013-indicators.md): one narrow row per application with
-- everything the overview filters and counts on, so a period is read from one table without joins.
-- The view is the definition; the table is kept equal to it by the statement triggers below, in
-- the writing transaction, and analytics_repair() brings it back to the view if ever needed.
CREATE VIEW "analytics_application_source" AS
SELECT a."id" AS "application_id", a."job_id", a."student_id",
  (a."created_at" AT TIME ZONE 'America/Sao_Paulo')::date AS "day",
  j."companies_id" AS "company_id", j."contract_types_id" AS "contract_type_id", j."state"::text AS "state",
  s."id_course" AS "course_id", a."stage", a."hired",
  coalesce((SELECT max(CASE h."stage" WHEN 'in_review' THEN 1 WHEN 'interview' THEN 2 ELSE 0 END)
    FROM "application_stage_history" h WHERE h."application_id" = a."id"), 0)::smallint AS "history_level",
  CASE WHEN a."hired" AND a."hired_at" IS NOT NULL
    THEN (extract(epoch FROM a."hired_at" - a."created_at") / 86400.0)::double precision END AS "days_to_hire",
  EXISTS (SELECT 1 FROM "auditions" cv
    WHERE cv."user_id" = s."id_user" AND cv."published" AND cv."activity_id" = 71) AS "video_cv"
FROM "applications" a JOIN "jobs" j ON j."id" = a."job_id" JOIN "students" s ON s."id" = a."student_id";--> statement-breakpoint
CREATE TABLE "analytics_application_facts" (
  "application_id" integer PRIMARY KEY REFERENCES "applications"("id") ON DELETE CASCADE,
  "job_id" integer NOT NULL,
  "student_id" integer NOT NULL,
  "day" date NOT NULL,
  "company_id" integer NOT NULL,
  "contract_type_id" integer,
  "state" text NOT NULL,
  "course_id" integer,
  "stage" text NOT NULL,
  "hired" boolean NOT NULL,
  "history_level" smallint NOT NULL,
  "days_to_hire" double precision,
  "video_cv" boolean NOT NULL
);--> statement-breakpoint
-- A period's rows by index-only scans: the day leads, every counted column is carried.
CREATE INDEX "analytics_facts_day_idx" ON "analytics_application_facts" ("day")
  INCLUDE ("student_id", "company_id", "contract_type_id", "state", "course_id", "stage", "hired", "history_level", "days_to_hire", "video_cv");--> statement-breakpoint
CREATE INDEX "analytics_facts_company_day_idx" ON "analytics_application_facts" ("company_id", "day");--> statement-breakpoint
CREATE INDEX "analytics_facts_job_idx" ON "analytics_application_facts" ("job_id");--> statement-breakpoint
CREATE INDEX "analytics_facts_student_idx" ON "analytics_application_facts" ("student_id");--> statement-breakpoint
-- Applications inserted or updated: their rows are taken from the view (a withdrawal keeps the
-- row, now 'withdrawn'; a deletion removes it through the foreign key).
CREATE FUNCTION "analytics_facts_upsert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "analytics_application_facts"
    SELECT v.* FROM "analytics_application_source" v WHERE v."application_id" IN (SELECT "id" FROM "changed")
  ON CONFLICT ("application_id") DO UPDATE SET "job_id" = EXCLUDED."job_id", "student_id" = EXCLUDED."student_id",
    "day" = EXCLUDED."day", "company_id" = EXCLUDED."company_id", "contract_type_id" = EXCLUDED."contract_type_id",
    "state" = EXCLUDED."state", "course_id" = EXCLUDED."course_id", "stage" = EXCLUDED."stage", "hired" = EXCLUDED."hired",
    "history_level" = EXCLUDED."history_level", "days_to_hire" = EXCLUDED."days_to_hire", "video_cv" = EXCLUDED."video_cv";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "applications_analytics_insert" AFTER INSERT ON "applications"
  REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "analytics_facts_upsert"();--> statement-breakpoint
CREATE TRIGGER "applications_analytics_update" AFTER UPDATE ON "applications"
  REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "analytics_facts_upsert"();--> statement-breakpoint
-- How far an application's history went (the funnel of a rejected or withdrawn one).
CREATE FUNCTION "analytics_facts_history"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "analytics_application_facts" f SET "history_level" = coalesce((SELECT max(CASE h."stage"
      WHEN 'in_review' THEN 1 WHEN 'interview' THEN 2 ELSE 0 END)
    FROM "application_stage_history" h WHERE h."application_id" = f."application_id"), 0)
  WHERE f."application_id" IN (SELECT "application_id" FROM "changed");
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "stage_history_analytics_insert" AFTER INSERT ON "application_stage_history"
  REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "analytics_facts_history"();--> statement-breakpoint
CREATE TRIGGER "stage_history_analytics_update" AFTER UPDATE ON "application_stage_history"
  REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "analytics_facts_history"();--> statement-breakpoint
CREATE TRIGGER "stage_history_analytics_delete" AFTER DELETE ON "application_stage_history"
  REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "analytics_facts_history"();--> statement-breakpoint
-- A job edit moves its applications to the new company, contract type or state.
CREATE FUNCTION "analytics_facts_job"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "analytics_application_facts" f SET "company_id" = j."companies_id",
    "contract_type_id" = j."contract_types_id", "state" = j."state"
  FROM "changed" j
  WHERE f."job_id" = j."id" AND (f."company_id", f."contract_type_id", f."state")
    IS DISTINCT FROM (j."companies_id", j."contract_types_id", j."state"::text);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "jobs_analytics_update" AFTER UPDATE ON "jobs"
  REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "analytics_facts_job"();--> statement-breakpoint
-- The course filter is the student's current course.
CREATE FUNCTION "analytics_facts_student"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "analytics_application_facts" f SET "course_id" = s."id_course"
  FROM "changed" s
  WHERE f."student_id" = s."id" AND f."course_id" IS DISTINCT FROM s."id_course";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "students_analytics_update" AFTER UPDATE ON "students"
  REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "analytics_facts_student"();--> statement-breakpoint
-- A video CV published, hidden or deleted changes its student's rows.
CREATE FUNCTION "analytics_facts_video"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "analytics_application_facts" f SET "video_cv" = x."video_cv"
  FROM (SELECT s."id", EXISTS (SELECT 1 FROM "auditions" cv
      WHERE cv."user_id" = s."id_user" AND cv."published" AND cv."activity_id" = 71) AS "video_cv"
    FROM "students" s WHERE s."id_user" IN (SELECT "user_id" FROM "changed")) x
  WHERE f."student_id" = x."id" AND f."video_cv" IS DISTINCT FROM x."video_cv";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "auditions_analytics_insert" AFTER INSERT ON "auditions"
  REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "analytics_facts_video"();--> statement-breakpoint
CREATE TRIGGER "auditions_analytics_update_new" AFTER UPDATE ON "auditions"
  REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "analytics_facts_video"();--> statement-breakpoint
CREATE TRIGGER "auditions_analytics_update_old" AFTER UPDATE ON "auditions"
  REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "analytics_facts_video"();--> statement-breakpoint
CREATE TRIGGER "auditions_analytics_delete" AFTER DELETE ON "auditions"
  REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "analytics_facts_video"();--> statement-breakpoint
-- The check and repair (the maintenance task, `npm run analytics:repair`): only the rows that
-- differ from the view are written; returns how many there were (0 when the summary was exact).
CREATE FUNCTION "analytics_repair"() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE changed integer;
BEGIN
  INSERT INTO "analytics_application_facts"
    SELECT * FROM (SELECT * FROM "analytics_application_source" EXCEPT SELECT * FROM "analytics_application_facts") d
  ON CONFLICT ("application_id") DO UPDATE SET "job_id" = EXCLUDED."job_id", "student_id" = EXCLUDED."student_id",
    "day" = EXCLUDED."day", "company_id" = EXCLUDED."company_id", "contract_type_id" = EXCLUDED."contract_type_id",
    "state" = EXCLUDED."state", "course_id" = EXCLUDED."course_id", "stage" = EXCLUDED."stage", "hired" = EXCLUDED."hired",
    "history_level" = EXCLUDED."history_level", "days_to_hire" = EXCLUDED."days_to_hire", "video_cv" = EXCLUDED."video_cv";
  GET DIAGNOSTICS changed = ROW_COUNT;
  RETURN changed;
END;
$$;--> statement-breakpoint
SELECT "analytics_repair"();
