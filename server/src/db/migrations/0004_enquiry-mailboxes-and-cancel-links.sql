ALTER TABLE "appointment_bookings" ADD COLUMN "requested_from" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "appointment_bookings" ADD COLUMN "cancel_token_hash" text;--> statement-breakpoint
ALTER TABLE "appointment_bookings" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointment_bookings" ADD COLUMN "cancelled_by" text;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "mailbox" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "acknowledged" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "appointment_bookings_cancel_token_key" ON "appointment_bookings" USING btree ("cancel_token_hash");--> statement-breakpoint
CREATE INDEX "enquiries_mailbox_idx" ON "enquiries" USING btree ("mailbox","created_at");--> statement-breakpoint
-- Enquiries stored before: their mailbox as the app now writes it (lower case, +tag dropped; Gmail's dots too), and
-- whether their shopper was mailed, so the 24-hour cap counts them from the first minute.
UPDATE "enquiries" SET "mailbox" = regexp_replace(lower(trim("email")), '^([^+@]+)\+[^@]*@', '\1@');--> statement-breakpoint
UPDATE "enquiries" SET "mailbox" = replace(split_part("mailbox", '@', 1), '.', '') || '@gmail.com' WHERE split_part("mailbox", '@', 2) IN ('gmail.com', 'googlemail.com');--> statement-breakpoint
UPDATE "enquiries" SET "acknowledged" = EXISTS (SELECT 1 FROM "mail_outbox" WHERE "mail_outbox"."enquiry_id" = "enquiries"."id" AND lower("mail_outbox"."to_address") = lower("enquiries"."email"));
