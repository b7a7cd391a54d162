-- hired_at follows the pipeline (docs/decisions/013): a stage move sets `hired` inside
-- applications_stage_sync, so the stamp must run after it on every update. BEFORE triggers run in
-- name order; 'applications_stage_times' sorts after 'applications_stage_sync'.
DROP TRIGGER IF EXISTS applications_hired_at ON applications;--> statement-breakpoint
CREATE TRIGGER applications_stage_times BEFORE INSERT OR UPDATE ON applications
  FOR EACH ROW EXECUTE FUNCTION applications_keep_hired_at();--> statement-breakpoint
UPDATE applications SET hired_at = stage_updated_at WHERE hired AND hired_at IS NULL;
