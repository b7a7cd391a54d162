-- Student job search. unaccent is STABLE (its dictionary could change), so generated columns and
-- indexes need an IMMUTABLE wrapper naming the dictionary with its schema: that also keeps it
-- independent of search_path (PGlite and PostgreSQL 15 alike).
CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.immutable_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('portuguese'::regconfig, title) || to_tsvector('portuguese'::regconfig, public.immutable_unaccent(title))) STORED;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "search_title" text GENERATED ALWAYS AS (public.immutable_unaccent(lower(title))) STORED;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "search_city" text GENERATED ALWAYS AS (public.immutable_unaccent(lower(city))) STORED;--> statement-breakpoint
CREATE INDEX "jobs_open_created_at_id_idx" ON "jobs" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 1;--> statement-breakpoint
CREATE INDEX "jobs_search_vector_idx" ON "jobs" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "jobs_search_title_trgm_idx" ON "jobs" USING gin ("search_title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "jobs_search_city_trgm_idx" ON "jobs" USING gin ("search_city" gin_trgm_ops);