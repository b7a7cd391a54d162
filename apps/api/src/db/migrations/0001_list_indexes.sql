DROP INDEX "companies_name_idx";--> statement-breakpoint
CREATE INDEX "companies_name_id_idx" ON "companies" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "jobs_created_at_id_idx" ON "jobs" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);