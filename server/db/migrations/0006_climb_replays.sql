CREATE TABLE "climb_replays" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"quiz_id" integer NOT NULL,
	"level" integer NOT NULL,
	"player_key" text NOT NULL,
	"ticks" integer NOT NULL,
	"replay" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "climb_replays" ADD CONSTRAINT "climb_replays_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "climb_replays" ADD CONSTRAINT "climb_replays_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "climb_replays_quiz_user_idx" ON "climb_replays" USING btree ("quiz_id","user_id","created_at");