ALTER TABLE "categories" ADD COLUMN "name_ar" text NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "name_ar" text NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "description_ar" text NOT NULL;--> statement-breakpoint
ALTER TABLE "sub_categories" ADD COLUMN "name_ar" text NOT NULL;