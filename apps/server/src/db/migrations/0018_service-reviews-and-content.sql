ALTER TABLE "booking_lines" ADD COLUMN "rated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "content" jsonb DEFAULT '{"included":[],"includedAr":[],"excluded":[],"excludedAr":[],"faqs":[]}'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "booking_lines_service_rated_idx" ON "booking_lines" USING btree ("service_id","rated_at") WHERE "booking_lines"."user_rating" is not null;--> statement-breakpoint
-- hand-written: lines rated before rated_at existed take their order's last change as their date.
UPDATE "booking_lines" SET "rated_at" = "bookings"."updated_at" FROM "bookings"
WHERE "bookings"."id" = "booking_lines"."booking_id" AND "booking_lines"."user_rating" IS NOT NULL
AND "booking_lines"."rated_at" IS NULL;
