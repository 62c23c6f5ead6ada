CREATE TABLE "payment_schedule_change_set_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"change_set_id" uuid NOT NULL,
	"sender_id" uuid NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_schedule_change_sets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"work_id" uuid NOT NULL,
	"requested_by_user_id" uuid NOT NULL,
	"requested_by_side" text NOT NULL,
	"status" text DEFAULT 'REQUESTED' NOT NULL,
	"payments" jsonb NOT NULL,
	"responded_by_user_id" uuid,
	"responded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_schedule_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"work_id" uuid NOT NULL,
	"description" text NOT NULL,
	"amount_pence" integer NOT NULL,
	"due_date" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"requested_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"late_charge_pence" integer DEFAULT 0 NOT NULL,
	"late_checked_on" text,
	"last_late_status_notified" text,
	"request_read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"work_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"actor_user_id" uuid,
	"actor_side" text,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"position" bigserial NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_line_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"work_id" uuid NOT NULL,
	"description" text NOT NULL,
	"price_pence" integer NOT NULL,
	"vat_basis_points" integer NOT NULL,
	"priority" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "works" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"business_id" uuid NOT NULL,
	"conversation_id" uuid,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"category_id" uuid,
	"mode" text NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"status_before_assessment" text,
	"quote_status" text DEFAULT 'DRAFT' NOT NULL,
	"lock_status" text DEFAULT 'OPEN' NOT NULL,
	"subtotal_pence" integer NOT NULL,
	"vat_pence" integer NOT NULL,
	"total_pence" integer NOT NULL,
	"commission_basis_points" integer NOT NULL,
	"start_date" timestamp with time zone,
	"due_date" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"customer_agreed_at" timestamp with time zone,
	"business_agreed_at" timestamp with time zone,
	"cancel_requested_by" text,
	"cancel_requested_at" timestamp with time zone,
	"cancel_reason" text,
	"customer_unseen_at" timestamp with time zone,
	"business_unseen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT date_trunc('milliseconds', now()) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_schedule_change_set_messages" ADD CONSTRAINT "payment_schedule_change_set_messages_change_set_id_payment_schedule_change_sets_id_fk" FOREIGN KEY ("change_set_id") REFERENCES "public"."payment_schedule_change_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_schedule_change_set_messages" ADD CONSTRAINT "payment_schedule_change_set_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_schedule_change_sets" ADD CONSTRAINT "payment_schedule_change_sets_work_id_works_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."works"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_schedule_change_sets" ADD CONSTRAINT "payment_schedule_change_sets_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_schedule_change_sets" ADD CONSTRAINT "payment_schedule_change_sets_responded_by_user_id_users_id_fk" FOREIGN KEY ("responded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_schedule_items" ADD CONSTRAINT "payment_schedule_items_work_id_works_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."works"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_events" ADD CONSTRAINT "work_events_work_id_works_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."works"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_events" ADD CONSTRAINT "work_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_line_items" ADD CONSTRAINT "work_line_items_work_id_works_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."works"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "works" ADD CONSTRAINT "works_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "works" ADD CONSTRAINT "works_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "works" ADD CONSTRAINT "works_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "works" ADD CONSTRAINT "works_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_schedule_change_set_messages_set_idx" ON "payment_schedule_change_set_messages" USING btree ("change_set_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_schedule_change_sets_work_idx" ON "payment_schedule_change_sets" USING btree ("work_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_schedule_change_sets_one_waiting" ON "payment_schedule_change_sets" USING btree ("work_id") WHERE "payment_schedule_change_sets"."status" = 'REQUESTED';--> statement-breakpoint
CREATE INDEX "payment_schedule_items_work_idx" ON "payment_schedule_items" USING btree ("work_id","due_date");--> statement-breakpoint
CREATE INDEX "payment_schedule_items_unpaid_requested_idx" ON "payment_schedule_items" USING btree ("due_date") WHERE "payment_schedule_items"."status" in ('REQUESTED', 'PENDING', 'WARNING', 'LATE');--> statement-breakpoint
CREATE INDEX "work_events_work_idx" ON "work_events" USING btree ("work_id","created_at");--> statement-breakpoint
CREATE INDEX "work_line_items_work_idx" ON "work_line_items" USING btree ("work_id","priority");--> statement-breakpoint
CREATE INDEX "works_customer_created_idx" ON "works" USING btree ("customer_id","created_at","id");--> statement-breakpoint
CREATE INDEX "works_business_created_idx" ON "works" USING btree ("business_id","created_at","id");--> statement-breakpoint
CREATE INDEX "works_conversation_idx" ON "works" USING btree ("conversation_id");--> statement-breakpoint
CREATE INDEX "works_customer_unseen_idx" ON "works" USING btree ("customer_id") WHERE "works"."customer_unseen_at" is not null;--> statement-breakpoint
CREATE INDEX "works_business_unseen_idx" ON "works" USING btree ("business_id") WHERE "works"."business_unseen_at" is not null;