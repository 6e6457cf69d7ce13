CREATE TABLE "workbook_results" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"subject" text NOT NULL,
	"grade" integer NOT NULL,
	"day" text NOT NULL,
	"score" integer NOT NULL,
	"claimed_score" integer NOT NULL,
	"total_questions" integer NOT NULL,
	"answers" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workbook_results_score_check" CHECK ("workbook_results"."score" between 0 and "workbook_results"."total_questions"),
	CONSTRAINT "workbook_results_grade_check" CHECK ("workbook_results"."grade" between 0 and 8)
);
--> statement-breakpoint
ALTER TABLE "workbook_results" ADD CONSTRAINT "workbook_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "workbook_results_user_id_idx" ON "workbook_results" USING btree ("user_id","created_at");