ALTER TABLE "users" ADD COLUMN "activated_at" timestamp with time zone DEFAULT now();
--> statement-breakpoint
-- Until now an inactive representative was one waiting for activation (self sign-up): they stay so.
-- Every other existing account counts as activated when it was created.
UPDATE "users" SET "activated_at" = CASE WHEN NOT "is_active" AND "role_id" = 2 THEN NULL ELSE "created_at" END;
