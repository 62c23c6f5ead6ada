ALTER TABLE "messages" ADD COLUMN "client_message_id" uuid;--> statement-breakpoint
CREATE INDEX "message_attachments_uploader_idx" ON "message_attachments" USING btree ("uploader_id","message_id");--> statement-breakpoint
CREATE INDEX "message_attachments_unsent_idx" ON "message_attachments" USING btree ("created_at") WHERE "message_attachments"."message_id" is null;--> statement-breakpoint
CREATE INDEX "message_drafts_user_idx" ON "message_drafts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "messages_sender_conversation_idx" ON "messages" USING btree ("sender_id","conversation_id");--> statement-breakpoint
CREATE INDEX "messages_receiver_idx" ON "messages" USING btree ("receiver_id");--> statement-breakpoint
CREATE UNIQUE INDEX "messages_sender_client_message_unique" ON "messages" USING btree ("sender_id","client_message_id") WHERE "messages"."client_message_id" is not null;