CREATE TABLE "support_proposal_photos" (
	"id" uuid PRIMARY KEY NOT NULL,
	"proposal_id" uuid NOT NULL,
	"uploader_id" uuid NOT NULL,
	"uploaded_by_side" text NOT NULL,
	"content_type" text NOT NULL,
	"file_name" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT date_trunc('milliseconds', now()) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_proposals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"work_id" uuid NOT NULL,
	"type" text NOT NULL,
	"stage" text DEFAULT 'AWAITING_PRICE' NOT NULL,
	"description" text NOT NULL,
	"requested_by_user_id" uuid NOT NULL,
	"requested_by_side" text NOT NULL,
	"price_pence" integer,
	"priced_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"assessor_business_id" uuid,
	"assigned_at" timestamp with time zone,
	"customer_conversation_id" uuid,
	"business_conversation_id" uuid,
	"findings" text,
	"findings_at" timestamp with time zone,
	"adviser_name" text,
	"advice" text,
	"advice_at" timestamp with time zone,
	"customer_outcome" text,
	"business_outcome" text,
	"outcome" text,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT date_trunc('milliseconds', now()) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_checkouts" ALTER COLUMN "provider_account_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_checkouts" ADD COLUMN "support_proposal_id" uuid;--> statement-breakpoint
ALTER TABLE "support_proposal_photos" ADD CONSTRAINT "support_proposal_photos_proposal_id_support_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."support_proposals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_proposal_photos" ADD CONSTRAINT "support_proposal_photos_uploader_id_users_id_fk" FOREIGN KEY ("uploader_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_proposals" ADD CONSTRAINT "support_proposals_work_id_works_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."works"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_proposals" ADD CONSTRAINT "support_proposals_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_proposals" ADD CONSTRAINT "support_proposals_assessor_business_id_businesses_id_fk" FOREIGN KEY ("assessor_business_id") REFERENCES "public"."businesses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_proposals" ADD CONSTRAINT "support_proposals_customer_conversation_id_conversations_id_fk" FOREIGN KEY ("customer_conversation_id") REFERENCES "public"."conversations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_proposals" ADD CONSTRAINT "support_proposals_business_conversation_id_conversations_id_fk" FOREIGN KEY ("business_conversation_id") REFERENCES "public"."conversations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_proposal_photos_proposal_idx" ON "support_proposal_photos" USING btree ("proposal_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "support_proposals_one_open_per_work" ON "support_proposals" USING btree ("work_id") WHERE "support_proposals"."stage" <> 'COMPLETED';--> statement-breakpoint
CREATE INDEX "support_proposals_work_idx" ON "support_proposals" USING btree ("work_id","created_at");--> statement-breakpoint
CREATE INDEX "support_proposals_assessor_idx" ON "support_proposals" USING btree ("assessor_business_id","created_at");--> statement-breakpoint
CREATE INDEX "support_proposals_stage_idx" ON "support_proposals" USING btree ("stage","created_at");--> statement-breakpoint
ALTER TABLE "payment_checkouts" ADD CONSTRAINT "payment_checkouts_support_proposal_id_support_proposals_id_fk" FOREIGN KEY ("support_proposal_id") REFERENCES "public"."support_proposals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_checkouts_one_open_per_support_proposal" ON "payment_checkouts" USING btree ("support_proposal_id") WHERE "payment_checkouts"."status" = 'open';