ALTER TABLE "payment_webhook_events" ADD COLUMN "status" text DEFAULT 'PROCESSED' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_webhook_events" ADD COLUMN "error" text;--> statement-breakpoint
ALTER TABLE "payment_webhook_events" ADD COLUMN "attempts" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_webhook_events" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;