CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"action" varchar(48) NOT NULL,
	"actor_user_id" integer,
	"actor_label" varchar(254),
	"target_type" varchar(32),
	"target_id" integer,
	"target_label" varchar(255),
	"ip" varchar(64),
	"user_agent" varchar(512),
	"details" jsonb
);
--> statement-breakpoint
CREATE INDEX "audit_log_created_at_id_idx" ON "audit_log" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_log_action_created_at_id_idx" ON "audit_log" USING btree ("action","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_log_actor_user_id_idx" ON "audit_log" USING btree ("actor_user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_log_actor_label_trgm_idx" ON "audit_log" USING gin (public.immutable_unaccent(lower("actor_label")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_type","target_id");