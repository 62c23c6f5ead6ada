CREATE TABLE "payment_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_account_id" text NOT NULL,
	"account_type" text,
	"details_submitted" boolean DEFAULT false NOT NULL,
	"charges_enabled" boolean DEFAULT false NOT NULL,
	"payouts_enabled" boolean DEFAULT false NOT NULL,
	"requirements" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pass_card_fee_to_customer" boolean DEFAULT false NOT NULL,
	"synced_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_accounts_business_id_unique" UNIQUE("business_id"),
	CONSTRAINT "payment_accounts_provider_account_id_unique" UNIQUE("provider_account_id")
);
--> statement-breakpoint
CREATE TABLE "payment_checkouts" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"schedule_item_id" uuid,
	"work_id" uuid NOT NULL,
	"customer_user_id" uuid NOT NULL,
	"business_id" uuid NOT NULL,
	"provider_account_id" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"url" text,
	"amount_pence" integer NOT NULL,
	"item_amount_pence" integer NOT NULL,
	"late_charge_pence" integer NOT NULL,
	"platform_fee_pence" integer NOT NULL,
	"card_fee_pence" integer NOT NULL,
	"card_fee_passed_on" boolean NOT NULL,
	"application_fee_pence" integer NOT NULL,
	"decline_message" text,
	"paid_with" text,
	"payment_intent_id" text,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_document_counters" (
	"kind" text PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"checkout_id" text NOT NULL,
	"work_id" uuid NOT NULL,
	"schedule_item_id" uuid,
	"customer_user_id" uuid NOT NULL,
	"business_id" uuid NOT NULL,
	"document" jsonb NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_documents_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "payment_webhook_events" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" text PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"amount_pence" integer NOT NULL,
	"status" text NOT NULL,
	"destination" text NOT NULL,
	"arrival_date" timestamp with time zone NOT NULL,
	"synced_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_payment_objects" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"account_id" text,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_accounts" ADD CONSTRAINT "payment_accounts_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_checkouts" ADD CONSTRAINT "payment_checkouts_schedule_item_id_payment_schedule_items_id_fk" FOREIGN KEY ("schedule_item_id") REFERENCES "public"."payment_schedule_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_checkouts" ADD CONSTRAINT "payment_checkouts_work_id_works_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."works"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_checkouts" ADD CONSTRAINT "payment_checkouts_customer_user_id_users_id_fk" FOREIGN KEY ("customer_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_checkouts" ADD CONSTRAINT "payment_checkouts_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_documents" ADD CONSTRAINT "payment_documents_checkout_id_payment_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."payment_checkouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_documents" ADD CONSTRAINT "payment_documents_work_id_works_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."works"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_documents" ADD CONSTRAINT "payment_documents_customer_user_id_users_id_fk" FOREIGN KEY ("customer_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_documents" ADD CONSTRAINT "payment_documents_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_checkouts_one_open_per_item" ON "payment_checkouts" USING btree ("schedule_item_id") WHERE "payment_checkouts"."status" = 'open';--> statement-breakpoint
CREATE INDEX "payment_checkouts_business_paid_idx" ON "payment_checkouts" USING btree ("business_id","paid_at");--> statement-breakpoint
CREATE INDEX "payment_checkouts_customer_idx" ON "payment_checkouts" USING btree ("customer_user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_documents_one_per_checkout" ON "payment_documents" USING btree ("checkout_id","kind");--> statement-breakpoint
CREATE INDEX "payment_documents_customer_idx" ON "payment_documents" USING btree ("customer_user_id","issued_at");--> statement-breakpoint
CREATE INDEX "payment_documents_business_idx" ON "payment_documents" USING btree ("business_id","issued_at");--> statement-breakpoint
CREATE INDEX "payouts_business_idx" ON "payouts" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE INDEX "sandbox_payment_objects_account_idx" ON "sandbox_payment_objects" USING btree ("account_id","kind");