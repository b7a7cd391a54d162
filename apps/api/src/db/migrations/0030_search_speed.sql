-- The vocabulary's triggers (docs/decisions/020-search-relevance.md#bulk-inserts): each distinct
-- title, area and company, and description of a statement's jobs is split once, however many jobs
-- share it (a bulk insert of jobs from a few templates splits a few texts, not every row); an
-- update splits only the texts it changed (closing jobs or counting their views splits nothing).
-- The words found are the same: a text's words are the words of its parts, and a text an update
-- left as it was had its words added when it was written (words are never removed).
CREATE OR REPLACE FUNCTION public.jobs_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO public.search_words (word)
    SELECT DISTINCT w FROM (
        SELECT n.title AS t FROM changed_jobs n
        UNION SELECT n.search_extra FROM changed_jobs n
        UNION SELECT n.description FROM changed_jobs n) texts,
      public.search_words_of(texts.t) w
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.jobs_search_words_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO public.search_words (word)
    SELECT DISTINCT w FROM (
        SELECT n.title AS t FROM changed_jobs n
        UNION SELECT n.search_extra FROM changed_jobs n
        UNION SELECT n.description FROM changed_jobs n
        EXCEPT (SELECT o.title FROM old_jobs o
          UNION SELECT o.search_extra FROM old_jobs o
          UNION SELECT o.description FROM old_jobs o)) texts,
      public.search_words_of(texts.t) w
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "jobs_search_words_update" ON "jobs";--> statement-breakpoint
CREATE TRIGGER "jobs_search_words_update" AFTER UPDATE ON "jobs"
  REFERENCING OLD TABLE AS old_jobs NEW TABLE AS changed_jobs
  FOR EACH STATEMENT EXECUTE FUNCTION public.jobs_search_words_update();
--> statement-breakpoint
-- 'Vagas para você' (docs/decisions/020-search-relevance.md#vagas-para-voce): the newest open jobs
-- of an area, and of a city, each an index walk that stops at the candidates it needs.
CREATE INDEX IF NOT EXISTS "jobs_open_area_created_idx" ON "jobs" USING btree ("knowledge_areas_id", "created_at" DESC) WHERE status = 1;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "jobs_open_city_created_idx" ON "jobs" USING btree ("state", "search_city", "created_at" DESC) WHERE status = 1;
