-- Open jobs of a period by an index-only scan, led by closed_at so that the student search
-- (status = 1, newest first) keeps its covering index: led by created_at, the planner took this
-- narrower index for the search and read the wide rows for their search vectors
-- (docs/decisions/013-indicators.md, docs/decisions/010-hand-written-sql-for-hot-reads.md).
DROP INDEX IF EXISTS "jobs_analytics_open_idx";--> statement-breakpoint
CREATE INDEX "jobs_analytics_open_idx" ON "jobs" ("closed_at", "created_at")
  INCLUDE ("companies_id", "contract_types_id", "state");
