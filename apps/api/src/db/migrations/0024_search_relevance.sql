-- Search relevance (docs/decisions/020-search-relevance.md): the words of a job's area and company
-- beside its title and description in one weighted vector (A title, B area and company, D
-- description), the vocabulary that typo tolerance and suggestions look words up in, and the
-- office's synonyms. fuzzystrmatch's levenshtein_less_equal picks a word's typo candidates.
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch WITH SCHEMA public;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "search_extra" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.jobs_search_extra() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_extra := concat_ws(' ',
    (SELECT ka.name FROM public.knowledge_areas ka WHERE ka.id = NEW.knowledge_areas_id),
    (SELECT c.name FROM public.companies c WHERE c.id = NEW.companies_id));
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "jobs_search_extra" BEFORE INSERT OR UPDATE OF companies_id, knowledge_areas_id ON "jobs"
  FOR EACH ROW EXECUTE FUNCTION public.jobs_search_extra();--> statement-breakpoint
-- A renamed company or area renames the words its jobs are found by.
CREATE OR REPLACE FUNCTION public.companies_search_extra() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE public.jobs SET companies_id = companies_id WHERE companies_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "companies_search_extra" AFTER UPDATE OF name ON "companies"
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION public.companies_search_extra();--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.knowledge_areas_search_extra() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE public.jobs SET knowledge_areas_id = knowledge_areas_id WHERE knowledge_areas_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "knowledge_areas_search_extra" AFTER UPDATE OF name ON "knowledge_areas"
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION public.knowledge_areas_search_extra();--> statement-breakpoint
UPDATE "jobs" SET companies_id = companies_id;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (
  setweight(to_tsvector('portuguese'::regconfig, title) || to_tsvector('portuguese'::regconfig, public.immutable_unaccent(title)), 'A')
  || setweight(to_tsvector('portuguese'::regconfig, search_extra) || to_tsvector('portuguese'::regconfig, public.immutable_unaccent(search_extra)), 'B')
  || setweight(to_tsvector('portuguese'::regconfig, public.immutable_unaccent(description)), 'D')
) STORED;--> statement-breakpoint
CREATE INDEX "jobs_search_document_idx" ON "jobs" USING gin ("search_document");--> statement-breakpoint
-- Every word (accent- and case-free, 3 to 40 letters) of a job's title, area, company and description.
CREATE TABLE "search_words" ("word" text PRIMARY KEY NOT NULL);--> statement-breakpoint
CREATE INDEX "search_words_prefix_idx" ON "search_words" USING btree ("word" text_pattern_ops);--> statement-breakpoint
-- A word's typo candidates are looked for among the words of about its length.
CREATE INDEX "search_words_length_idx" ON "search_words" USING btree (length("word"));--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.search_words_of(text) RETURNS SETOF text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT DISTINCT w FROM regexp_split_to_table(public.immutable_unaccent(lower($1)), '[^a-z0-9]+') w
    WHERE length(w) BETWEEN 3 AND 40 $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.jobs_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO public.search_words (word)
    SELECT DISTINCT w FROM changed_jobs n, public.search_words_of(concat_ws(' ', n.title, n.search_extra, n.description)) w
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "jobs_search_words_insert" AFTER INSERT ON "jobs" REFERENCING NEW TABLE AS changed_jobs
  FOR EACH STATEMENT EXECUTE FUNCTION public.jobs_search_words();--> statement-breakpoint
CREATE TRIGGER "jobs_search_words_update" AFTER UPDATE ON "jobs" REFERENCING NEW TABLE AS changed_jobs
  FOR EACH STATEMENT EXECUTE FUNCTION public.jobs_search_words();--> statement-breakpoint
INSERT INTO "search_words" (word)
  SELECT DISTINCT w FROM "jobs" j, public.search_words_of(concat_ws(' ', j.title, j.search_extra, j.description)) w
  ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE TABLE "search_synonyms" (
	"id" serial PRIMARY KEY NOT NULL,
	"terms" text[] NOT NULL,
	"normalized" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "search_synonyms_normalized_idx" ON "search_synonyms" USING gin ("normalized");