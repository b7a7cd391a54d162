ALTER TABLE "students" ADD COLUMN "disability" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE TABLE "agreements" (
	"id" serial PRIMARY KEY NOT NULL,
	"companies_id" integer NOT NULL REFERENCES "companies"("id") ON DELETE cascade,
	"number" varchar(64) NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"integration_agent_name" varchar(255),
	"integration_agent_cnpj" varchar(14),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agreements_period_check" CHECK ("ends_on" >= "starts_on")
);--> statement-breakpoint
CREATE INDEX "agreements_companies_id_idx" ON "agreements" ("companies_id", "ends_on");--> statement-breakpoint
CREATE TABLE "internships" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"kind" text NOT NULL,
	"application_id" integer REFERENCES "applications"("id") ON DELETE set null,
	"students_id" integer NOT NULL REFERENCES "students"("id") ON DELETE cascade,
	"companies_id" integer NOT NULL REFERENCES "companies"("id") ON DELETE cascade,
	"agreements_id" integer NOT NULL REFERENCES "agreements"("id"),
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"hours_per_day" smallint NOT NULL,
	"hours_per_week" smallint NOT NULL,
	"stipend_cents" integer DEFAULT 0 NOT NULL,
	"transport_aid_cents" integer DEFAULT 0 NOT NULL,
	"insurer" varchar(160) NOT NULL,
	"policy_number" varchar(64) NOT NULL,
	"supervisor_name" varchar(255) NOT NULL,
	"supervisor_email" varchar(254) NOT NULL,
	"supervisor_position" varchar(160) NOT NULL,
	"supervisor_education" varchar(160) NOT NULL,
	"advisor_name" varchar(255) NOT NULL,
	"advisor_email" varchar(254) NOT NULL,
	"activities" jsonb NOT NULL,
	"verification_code" varchar(32) NOT NULL UNIQUE,
	"terms_sha256" varchar(64),
	"document_key" text,
	"document_sha256" varchar(64),
	"created_by" integer REFERENCES "users"("id") ON DELETE set null,
	"submitted_at" timestamp with time zone,
	"activated_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "internships_status_check" CHECK ("status" IN ('draft', 'awaiting_signatures', 'active', 'cancelled', 'terminated', 'completed')),
	CONSTRAINT "internships_kind_check" CHECK ("kind" IN ('mandatory', 'optional')),
	CONSTRAINT "internships_period_check" CHECK ("ends_on" >= "starts_on")
);--> statement-breakpoint
CREATE INDEX "internships_students_id_idx" ON "internships" ("students_id", "companies_id");--> statement-breakpoint
CREATE INDEX "internships_companies_id_idx" ON "internships" ("companies_id", "id");--> statement-breakpoint
CREATE INDEX "internships_agreements_id_idx" ON "internships" ("agreements_id");--> statement-breakpoint
CREATE INDEX "internships_status_id_idx" ON "internships" ("status", "id");--> statement-breakpoint
CREATE INDEX "internships_supervisor_active_idx" ON "internships" (lower("supervisor_email")) WHERE "status" = 'active';--> statement-breakpoint
CREATE TABLE "internship_signatures" (
	"id" serial PRIMARY KEY NOT NULL,
	"internships_id" integer NOT NULL REFERENCES "internships"("id") ON DELETE cascade,
	"party" text NOT NULL,
	"user_id" integer REFERENCES "users"("id") ON DELETE set null,
	"name" varchar(255) NOT NULL,
	"method" text DEFAULT 'password' NOT NULL,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip" varchar(64),
	"user_agent" varchar(500),
	"document_sha256" varchar(64) NOT NULL,
	CONSTRAINT "internship_signatures_party_check" CHECK ("party" IN ('student', 'company', 'institution')),
	CONSTRAINT "internship_signatures_party_key" UNIQUE ("internships_id", "party")
);
