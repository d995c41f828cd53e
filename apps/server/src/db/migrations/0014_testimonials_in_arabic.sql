ALTER TABLE "reviews" ADD COLUMN "review_ar" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "user_name_ar" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "user_title_ar" text;