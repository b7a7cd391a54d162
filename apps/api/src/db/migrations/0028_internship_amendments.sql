-- Termos aditivos and the frozen documents after signing (docs/decisions/018-internships-tce.md#amendments).
CREATE TABLE "internship_amendments" (
	"id" serial PRIMARY KEY NOT NULL,
	"internships_id" integer NOT NULL REFERENCES "internships"("id") ON DELETE CASCADE,
	"number" smallint NOT NULL,
	"status" text DEFAULT 'awaiting_signatures' NOT NULL,
	"changes" jsonb NOT NULL,
	"previous" jsonb NOT NULL,
	"agreements_id" integer REFERENCES "agreements"("id"),
	"terms_sha256" varchar(64) NOT NULL,
	"created_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"activated_at" timestamp with time zone,
	CONSTRAINT "internship_amendments_status_check" CHECK ("status" IN ('awaiting_signatures', 'active')),
	CONSTRAINT "internship_amendments_number_key" UNIQUE ("internships_id", "number")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "internship_amendments_open_key" ON "internship_amendments" ("internships_id") WHERE "status" = 'awaiting_signatures';
--> statement-breakpoint
CREATE TABLE "internship_amendment_signatures" (
	"id" serial PRIMARY KEY NOT NULL,
	"amendments_id" integer NOT NULL REFERENCES "internship_amendments"("id") ON DELETE CASCADE,
	"party" text NOT NULL,
	"user_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"name" varchar(255) NOT NULL,
	"method" text DEFAULT 'password' NOT NULL,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip" varchar(64),
	"user_agent" varchar(500),
	"document_sha256" varchar(64) NOT NULL,
	CONSTRAINT "internship_amendment_signatures_party_key" UNIQUE ("amendments_id", "party"),
	CONSTRAINT "internship_amendment_signatures_party_check" CHECK ("party" IN ('student', 'company', 'institution'))
);
--> statement-breakpoint
CREATE TABLE "internship_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"internships_id" integer NOT NULL REFERENCES "internships"("id") ON DELETE CASCADE,
	"kind" text NOT NULL,
	"ref_id" integer NOT NULL,
	"verification_code" varchar(32) NOT NULL,
	"storage_key" text NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "internship_documents_kind_check" CHECK ("kind" IN ('report', 'amendment', 'completion')),
	CONSTRAINT "internship_documents_ref_key" UNIQUE ("kind", "ref_id"),
	CONSTRAINT "internship_documents_code_key" UNIQUE ("verification_code")
);
--> statement-breakpoint
CREATE INDEX "internship_documents_internships_id_idx" ON "internship_documents" ("internships_id");
