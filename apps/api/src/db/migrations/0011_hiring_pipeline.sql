CREATE TABLE "application_stage_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"stage" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"by_role" text NOT NULL,
	"by_user_id" integer,
	"reason" varchar(300),
	"message" varchar(1000),
	"ics_method" text,
	"ics_sequence" integer,
	"mailed_at" timestamp with time zone,
	CONSTRAINT "application_stage_history_by_role_check" CHECK ("application_stage_history"."by_role" in ('student', 'company', 'admin'))
);
--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "stage_emails" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "stage" text DEFAULT 'received' NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "stage_updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "resume_viewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "interview_starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "interview_duration_minutes" integer;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "interview_location" varchar(300);--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "ics_sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "ics_uid" varchar(120);--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "rejection_reason" varchar(300);--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "rejection_message" varchar(1000);--> statement-breakpoint
ALTER TABLE "application_stage_history" ADD CONSTRAINT "application_stage_history_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_stage_history_app_idx" ON "application_stage_history" USING btree ("application_id","at","id");--> statement-breakpoint
CREATE INDEX "applications_job_stage_created_idx" ON "applications" USING btree ("job_id","stage","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_stage_check" CHECK ("applications"."stage" in ('received', 'in_review', 'interview', 'hired', 'rejected', 'withdrawn'));
--> statement-breakpoint
-- Existing rows: a hired application is in the 'hired' stage; the others were received then.
UPDATE "applications" SET "stage" = 'hired' WHERE "hired";--> statement-breakpoint
UPDATE "applications" SET "stage_updated_at" = "updated_at";--> statement-breakpoint
INSERT INTO "application_stage_history" ("application_id", "stage", "at", "by_role", "mailed_at")
  SELECT "id", 'received', "created_at", 'student', "created_at" FROM "applications";--> statement-breakpoint
INSERT INTO "application_stage_history" ("application_id", "stage", "at", "by_role", "mailed_at")
  SELECT "id", 'hired', "updated_at", 'company', "updated_at" FROM "applications" WHERE "hired";--> statement-breakpoint
-- `hired` and `stage` in step both ways (docs/decisions/011-hiring-pipeline.md): a stage move sets
-- `hired`; a write of `hired` alone (the seed's PUT /hired, old tools) sets the stage.
CREATE OR REPLACE FUNCTION "applications_stage_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW."hired" THEN NEW."stage" := 'hired';
    ELSIF NEW."stage" = 'hired' THEN NEW."hired" := true;
    END IF;
    RETURN NEW;
  END IF;
  IF NEW."stage" IS DISTINCT FROM OLD."stage" THEN
    NEW."hired" := NEW."stage" = 'hired';
    NEW."stage_updated_at" := now();
  ELSIF NEW."hired" IS DISTINCT FROM OLD."hired" THEN
    NEW."stage" := CASE WHEN NEW."hired" THEN 'hired' ELSE 'in_review' END;
    NEW."stage_updated_at" := now();
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "applications_stage_sync" BEFORE INSERT OR UPDATE ON "applications"
  FOR EACH ROW EXECUTE FUNCTION "applications_stage_sync"();
--> statement-breakpoint
-- Every application starts its history as 'received' by its student, whoever inserts the row
-- (the apply route, the demo data, imports).
CREATE OR REPLACE FUNCTION "applications_history_start"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "application_stage_history" ("application_id", "stage", "at", "by_role", "by_user_id", "mailed_at")
    SELECT NEW."id", 'received', NEW."created_at", 'student', s."id_user", NEW."created_at" FROM "students" s WHERE s."id" = NEW."student_id";
  IF NEW."stage" <> 'received' THEN
    INSERT INTO "application_stage_history" ("application_id", "stage", "at", "by_role", "mailed_at")
      VALUES (NEW."id", NEW."stage", NEW."stage_updated_at", 'company', NEW."stage_updated_at");
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "applications_history_start" AFTER INSERT ON "applications"
  FOR EACH ROW EXECUTE FUNCTION "applications_history_start"();
