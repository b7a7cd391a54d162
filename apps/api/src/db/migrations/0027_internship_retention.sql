-- A fully signed TCE outlives its student's LGPD erasure (docs/decisions/018-internships-tce.md#lgpd):
-- it is detached from the student row, keeping the name, RA and course it was signed with.
ALTER TABLE "internships" ALTER COLUMN "students_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "internships" ADD COLUMN "student_name" varchar(255);--> statement-breakpoint
ALTER TABLE "internships" ADD COLUMN "student_ra" varchar(32);--> statement-breakpoint
ALTER TABLE "internships" ADD COLUMN "student_course" varchar(160);--> statement-breakpoint
ALTER TABLE "internships" ADD CONSTRAINT "internships_student_kept" CHECK ("students_id" IS NOT NULL OR "student_name" IS NOT NULL);
