ALTER TABLE "applications" ADD COLUMN "hired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "applications_created_at_id_idx" ON "applications" USING btree ("created_at","id");--> statement-breakpoint
-- Indicadores need when a hire and a closing happened (docs/decisions/013). Triggers keep both,
-- whichever code path changes the flag; an explicit value on insert (imports, benches) is kept.
CREATE OR REPLACE FUNCTION applications_keep_hired_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT NEW.hired THEN
    NEW.hired_at := NULL;
  ELSIF TG_OP = 'INSERT' THEN
    NEW.hired_at := coalesce(NEW.hired_at, now());
  ELSIF NOT OLD.hired AND NEW.hired_at IS NOT DISTINCT FROM OLD.hired_at THEN
    NEW.hired_at := now();
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER applications_hired_at BEFORE INSERT OR UPDATE OF hired, hired_at ON applications
  FOR EACH ROW EXECUTE FUNCTION applications_keep_hired_at();--> statement-breakpoint
CREATE OR REPLACE FUNCTION jobs_keep_closed_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 1 THEN
    NEW.closed_at := NULL;
  ELSIF TG_OP = 'INSERT' THEN
    NEW.closed_at := coalesce(NEW.closed_at, now());
  ELSIF OLD.status = 1 AND NEW.closed_at IS NOT DISTINCT FROM OLD.closed_at THEN
    NEW.closed_at := now();
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER jobs_closed_at BEFORE INSERT OR UPDATE OF status, closed_at ON jobs
  FOR EACH ROW EXECUTE FUNCTION jobs_keep_closed_at();--> statement-breakpoint
UPDATE applications SET hired_at = updated_at WHERE hired;--> statement-breakpoint
UPDATE jobs SET closed_at = updated_at WHERE status <> 1;
