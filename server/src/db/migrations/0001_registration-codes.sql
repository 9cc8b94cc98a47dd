ALTER TABLE "otp_codes" ADD COLUMN "purpose" text DEFAULT 'sign-in' NOT NULL;--> statement-breakpoint
ALTER TABLE "otp_codes" ADD COLUMN "first_name" text;--> statement-breakpoint
ALTER TABLE "otp_codes" ADD COLUMN "last_name" text;--> statement-breakpoint
ALTER TABLE "otp_codes" ADD COLUMN "password_hash" text;--> statement-breakpoint
ALTER TABLE "otp_codes" ADD CONSTRAINT "otp_codes_registration_details" CHECK (("otp_codes"."purpose" = 'registration') = ("otp_codes"."first_name" IS NOT NULL AND "otp_codes"."last_name" IS NOT NULL AND "otp_codes"."password_hash" IS NOT NULL));