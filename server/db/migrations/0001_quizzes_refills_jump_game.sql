CREATE TABLE "jump_progress" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"highest_level" integer DEFAULT 1 NOT NULL,
	"total_gems" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jump_progress_highest_level_check" CHECK ("jump_progress"."highest_level" between 1 and 1000),
	CONSTRAINT "jump_progress_total_gems_check" CHECK ("jump_progress"."total_gems" >= 0)
);
--> statement-breakpoint
CREATE TABLE "quiz_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"visitor_key" text,
	"question_id" text NOT NULL,
	"quiz_id" integer,
	"correct" boolean NOT NULL,
	"selected_index" integer NOT NULL,
	"refill_window_id" integer,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quiz_completion_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"completion_id" integer NOT NULL,
	"question_id" text NOT NULL,
	"selected_choice_index" integer NOT NULL,
	"claimed_correct" boolean,
	"correct" boolean NOT NULL,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "quiz_completions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"quiz_id" integer NOT NULL,
	"feature_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "quiz_game_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"quiz_id" integer NOT NULL,
	"quiz_code" text NOT NULL,
	"questions_answered" integer DEFAULT 0 NOT NULL,
	"questions_correct" integer DEFAULT 0 NOT NULL,
	"levels_climbed" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "quiz_game_sessions_counters_check" CHECK ("quiz_game_sessions"."questions_answered" >= 0 and "quiz_game_sessions"."questions_correct" >= 0 and "quiz_game_sessions"."levels_climbed" >= 0 and "quiz_game_sessions"."questions_correct" <= "quiz_game_sessions"."questions_answered")
);
--> statement-breakpoint
CREATE TABLE "quiz_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"quiz_id" integer NOT NULL,
	"position" integer NOT NULL,
	"text" text NOT NULL,
	"choices" jsonb NOT NULL,
	"correct_index" integer NOT NULL,
	"explanation" text DEFAULT '' NOT NULL,
	CONSTRAINT "quiz_questions_correct_index_check" CHECK ("quiz_questions"."correct_index" >= 0)
);
--> statement-breakpoint
CREATE TABLE "quizzes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"owner_id" integer NOT NULL,
	"title" text NOT NULL,
	"subject" text NOT NULL,
	"grade" integer,
	"mode" text NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quizzes_code_unique" UNIQUE("code"),
	CONSTRAINT "quizzes_mode_check" CHECK ("quizzes"."mode" in ('teacher', 'friend')),
	CONSTRAINT "quizzes_grade_check" CHECK ("quizzes"."grade" is null or ("quizzes"."grade" between 0 and 8))
);
--> statement-breakpoint
CREATE TABLE "refill_windows" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"visitor_key" text,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "refill_windows_owner_check" CHECK (("refill_windows"."user_id" is null) <> ("refill_windows"."visitor_key" is null))
);
--> statement-breakpoint
ALTER TABLE "jump_progress" ADD CONSTRAINT "jump_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_answers" ADD CONSTRAINT "quiz_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_answers" ADD CONSTRAINT "quiz_answers_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_answers" ADD CONSTRAINT "quiz_answers_refill_window_id_refill_windows_id_fk" FOREIGN KEY ("refill_window_id") REFERENCES "public"."refill_windows"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_completion_answers" ADD CONSTRAINT "quiz_completion_answers_completion_id_quiz_completions_id_fk" FOREIGN KEY ("completion_id") REFERENCES "public"."quiz_completions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_completions" ADD CONSTRAINT "quiz_completions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_completions" ADD CONSTRAINT "quiz_completions_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_game_sessions" ADD CONSTRAINT "quiz_game_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_game_sessions" ADD CONSTRAINT "quiz_game_sessions_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD CONSTRAINT "quiz_questions_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refill_windows" ADD CONSTRAINT "refill_windows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quiz_answers_user_id_idx" ON "quiz_answers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "quiz_answers_visitor_key_idx" ON "quiz_answers" USING btree ("visitor_key");--> statement-breakpoint
CREATE INDEX "quiz_answers_refill_window_id_idx" ON "quiz_answers" USING btree ("refill_window_id");--> statement-breakpoint
CREATE INDEX "quiz_completion_answers_completion_id_idx" ON "quiz_completion_answers" USING btree ("completion_id");--> statement-breakpoint
CREATE INDEX "quiz_completions_user_id_idx" ON "quiz_completions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "quiz_completions_quiz_id_idx" ON "quiz_completions" USING btree ("quiz_id");--> statement-breakpoint
CREATE INDEX "quiz_game_sessions_user_id_idx" ON "quiz_game_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "quiz_game_sessions_quiz_id_idx" ON "quiz_game_sessions" USING btree ("quiz_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_questions_quiz_position_key" ON "quiz_questions" USING btree ("quiz_id","position");--> statement-breakpoint
CREATE INDEX "quizzes_owner_id_idx" ON "quizzes" USING btree ("owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refill_windows_open_user_key" ON "refill_windows" USING btree ("user_id") WHERE "refill_windows"."completed_at" is null and "refill_windows"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "refill_windows_open_visitor_key" ON "refill_windows" USING btree ("visitor_key") WHERE "refill_windows"."completed_at" is null and "refill_windows"."visitor_key" is not null;