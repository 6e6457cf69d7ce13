CREATE TABLE "climb_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"level" integer NOT NULL,
	"room_id" text NOT NULL,
	"quiz_code" text,
	"gems" integer DEFAULT 0 NOT NULL,
	"gems_claimed" integer DEFAULT 0 NOT NULL,
	"coins" integer DEFAULT 0 NOT NULL,
	"frog" jsonb,
	"completed_at" timestamp with time zone,
	"carried_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "climb_records_gems_check" CHECK ("climb_records"."gems_claimed" between 0 and "climb_records"."gems")
);
--> statement-breakpoint
ALTER TABLE "climb_records" ADD CONSTRAINT "climb_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "climb_records_user_level_idx" ON "climb_records" USING btree ("user_id","level");