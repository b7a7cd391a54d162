ALTER TABLE "courses" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_types" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "knowledge_areas" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "courses_name_key_idx" ON "courses" USING btree (public.immutable_unaccent(lower("name")));--> statement-breakpoint
CREATE UNIQUE INDEX "event_types_name_key_idx" ON "event_types" USING btree (public.immutable_unaccent(lower("name")));--> statement-breakpoint
CREATE UNIQUE INDEX "knowledge_areas_name_key_idx" ON "knowledge_areas" USING btree (public.immutable_unaccent(lower("name")));