CREATE TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"resets_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "pending_text" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "pending_html" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "rate_limit_counters_resets_idx" ON "rate_limit_counters" USING btree ("resets_at");--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("next_attempt_at") WHERE status = 'QUEUED';--> statement-breakpoint
-- Mail kept before redaction held codes and reset links in clear: keep the record, drop the secret.
UPDATE "outbox" SET "body" = 'This message held a verification code or reset link and was stored before secrets were redacted; its text has been removed.', "html" = NULL WHERE "template_key" IN ('email-verification', 'password-reset');
