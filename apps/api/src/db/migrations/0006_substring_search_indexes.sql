-- Substring searches of the staff screens ('Buscar Usuário', the orientations title search, the
-- applications' student-name search) match '%text%' on the case- and accent-free form of the
-- column. Trigram GIN indexes on that same expression (public.immutable_unaccent and pg_trgm come
-- from 0003) serve them from three characters on instead of scanning the table.
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin (public.immutable_unaccent(lower("name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin (public.immutable_unaccent(lower("email")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orientations_title_trgm_idx" ON "orientations" USING gin (public.immutable_unaccent(lower("title")) gin_trgm_ops);