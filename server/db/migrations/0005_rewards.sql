CREATE TABLE "coin_balances" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"coins" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coin_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"ref" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coin_ledger_amount_check" CHECK ("coin_ledger"."amount" between 1 and 1000)
);
--> statement-breakpoint
CREATE TABLE "coin_weeks" (
	"user_id" integer NOT NULL,
	"week" text NOT NULL,
	"coins" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gem_runs" (
	"user_id" integer NOT NULL,
	"week" text NOT NULL,
	"best" integer DEFAULT 0 NOT NULL,
	"pending" integer
);
--> statement-breakpoint
CREATE TABLE "level_weeks" (
	"user_id" integer NOT NULL,
	"week" text NOT NULL,
	"level" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "coin_balances" ADD CONSTRAINT "coin_balances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coin_ledger" ADD CONSTRAINT "coin_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coin_weeks" ADD CONSTRAINT "coin_weeks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gem_runs" ADD CONSTRAINT "gem_runs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "level_weeks" ADD CONSTRAINT "level_weeks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coin_balances_coins_idx" ON "coin_balances" USING btree ("coins" DESC NULLS LAST,"user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coin_ledger_event_idx" ON "coin_ledger" USING btree ("user_id","reason","ref");--> statement-breakpoint
CREATE UNIQUE INDEX "coin_weeks_user_week_idx" ON "coin_weeks" USING btree ("user_id","week");--> statement-breakpoint
CREATE INDEX "coin_weeks_week_coins_idx" ON "coin_weeks" USING btree ("week","coins" DESC NULLS LAST,"user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gem_runs_user_week_idx" ON "gem_runs" USING btree ("user_id","week");--> statement-breakpoint
CREATE INDEX "gem_runs_week_best_idx" ON "gem_runs" USING btree ("week","best" DESC NULLS LAST,"user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "level_weeks_user_week_idx" ON "level_weeks" USING btree ("user_id","week");--> statement-breakpoint
CREATE INDEX "level_weeks_week_level_idx" ON "level_weeks" USING btree ("week","level" DESC NULLS LAST,"user_id");--> statement-breakpoint
CREATE INDEX "jump_progress_highest_level_idx" ON "jump_progress" USING btree ("highest_level" DESC NULLS LAST,"user_id");