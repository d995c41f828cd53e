ALTER TABLE "service_partners" ALTER COLUMN "state" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "service_partners" ALTER COLUMN "pincode" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "service_partners" ALTER COLUMN "ifsc_code" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "review_ar" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "user_name_ar" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "user_title_ar" text;--> statement-breakpoint
ALTER TABLE "service_partners" ADD COLUMN "iban_encrypted" text;--> statement-breakpoint
ALTER TABLE "service_partners" ADD COLUMN "iban_last4" text;--> statement-breakpoint
ALTER TABLE "service_partners" ADD COLUMN "bank_code" text;--> statement-breakpoint
ALTER TABLE "service_partners" ADD COLUMN "civil_id_encrypted" text;