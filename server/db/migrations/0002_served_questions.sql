CREATE TABLE "served_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"visitor_key" text,
	"question_id" text NOT NULL,
	"served_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "served_questions_owner_check" CHECK (("served_questions"."user_id" is null) <> ("served_questions"."visitor_key" is null))
);
--> statement-breakpoint
ALTER TABLE "served_questions" ADD CONSTRAINT "served_questions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "served_questions_user_idx" ON "served_questions" USING btree ("user_id","question_id");--> statement-breakpoint
CREATE INDEX "served_questions_visitor_idx" ON "served_questions" USING btree ("visitor_key","question_id");