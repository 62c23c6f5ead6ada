ALTER TABLE "users" ADD COLUMN "referral_code" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_checkouts" ADD COLUMN "reward_credit_pence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_checkouts" ADD COLUMN "reward_spend_id" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "users_referral_code_unique" ON "users" USING btree ("referral_code");