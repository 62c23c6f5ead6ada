CREATE TABLE "reward_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount_pence" integer NOT NULL,
	"reason" text NOT NULL,
	"source_id" uuid NOT NULL,
	"paused_for_work_id" uuid,
	"created_at" timestamp with time zone DEFAULT date_trunc('milliseconds', now()) NOT NULL,
	CONSTRAINT "reward_entries_sign" CHECK (("reward_entries"."kind" = 'SPENT' and "reward_entries"."amount_pence" < 0) or ("reward_entries"."kind" <> 'SPENT' and "reward_entries"."amount_pence" > 0))
);
--> statement-breakpoint
CREATE TABLE "reward_releases" (
	"entry_id" uuid PRIMARY KEY NOT NULL,
	"review_id" uuid,
	"released_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reward_entries" ADD CONSTRAINT "reward_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_releases" ADD CONSTRAINT "reward_releases_entry_id_reward_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."reward_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reward_entries_once_per_source" ON "reward_entries" USING btree ("kind","source_id");--> statement-breakpoint
CREATE INDEX "reward_entries_user_created_idx" ON "reward_entries" USING btree ("user_id","created_at","id");