CREATE TABLE "partner_time_off" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid NOT NULL,
	"date" date NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "slot_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "slot_end" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "sub_category_id" uuid;--> statement-breakpoint
ALTER TABLE "service_partners" ADD COLUMN "work_days" smallint DEFAULT 95 NOT NULL;--> statement-breakpoint
ALTER TABLE "partner_time_off" ADD CONSTRAINT "partner_time_off_partner_id_service_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."service_partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "partner_time_off_partner_date_key" ON "partner_time_off" USING btree ("partner_id","date");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_sub_category_id_sub_categories_id_fk" FOREIGN KEY ("sub_category_id") REFERENCES "public"."sub_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_partner_slot_idx" ON "bookings" USING btree ("service_partner_id","slot_start") WHERE "bookings"."slot_start" is not null;--> statement-breakpoint
CREATE INDEX "bookings_unassigned_slot_idx" ON "bookings" USING btree ("sub_category_id","slot_start") WHERE "bookings"."service_partner_id" is null and "bookings"."slot_start" is not null;--> statement-breakpoint
CREATE INDEX "service_partners_skill_idx" ON "service_partners" USING btree ("sub_category_id","status");