CREATE TABLE "complementary_activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"descricao" varchar(160) NOT NULL,
	"carga_horaria_aproveitada" numeric(8, 2) DEFAULT 0 NOT NULL,
	"carga_horaria_maxima" numeric(8, 2) DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "complementary_activities_student_descricao_uq" UNIQUE("student_id","descricao")
);
--> statement-breakpoint
CREATE TABLE "privacy_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"action" varchar(32) NOT NULL,
	"actor_user_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"subject_user_id" integer NOT NULL,
	"ip" varchar(64),
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "complementary_activities" ADD CONSTRAINT "complementary_activities_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "privacy_audit_student_id_idx" ON "privacy_audit" USING btree ("student_id");