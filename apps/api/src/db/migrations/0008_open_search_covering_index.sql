-- Open jobs newest first, with the columns the student search filters on: counting a common word
-- (up to the cap) and walking the newest matches become index-only scans over narrow tuples
-- instead of reads of the wide job rows. Replaces jobs_open_created_at_id_idx, whose NULLS LAST
-- keys never matched the queries' ORDER BY ... DESC (NULLS FIRST), so the planner sorted instead.
CREATE INDEX "jobs_open_search_covering_idx" ON "jobs" USING btree ("created_at" DESC, "id" DESC) INCLUDE ("search_vector", "state", "search_city", "search_title") WHERE status = 1;--> statement-breakpoint
DROP INDEX IF EXISTS "jobs_open_created_at_id_idx";
