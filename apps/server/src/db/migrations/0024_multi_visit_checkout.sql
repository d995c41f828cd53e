CREATE TABLE "checkouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"payment_type" smallint NOT NULL,
	"total_fils" integer NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_lines" ADD COLUMN "quantity" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "checkout_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "checkout_visit" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "quantity" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "covers_booking_ids" uuid[];--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "checkouts_idempotency_key" ON "checkouts" USING btree ("user_id","idempotency_key");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_checkout_id_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_checkout_idx" ON "bookings" USING btree ("checkout_id") WHERE "bookings"."checkout_id" is not null;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_quantity_range" CHECK ("quantity" between 1 and 10);--> statement-breakpoint
ALTER TABLE "booking_lines" ADD CONSTRAINT "booking_lines_quantity_range" CHECK ("quantity" between 1 and 10);
