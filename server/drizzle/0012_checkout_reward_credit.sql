ALTER TABLE "payment_checkouts" ADD COLUMN "reward_credit_pence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_checkouts" ADD COLUMN "reward_spend_id" uuid;