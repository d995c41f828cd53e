-- A catalogue made before Arabic keeps its rows: they read their English until an operator names them in Arabic.
ALTER TABLE "categories" ADD COLUMN "name_ar" text;--> statement-breakpoint
UPDATE "categories" SET "name_ar" = "name";--> statement-breakpoint
ALTER TABLE "categories" ALTER COLUMN "name_ar" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "name_ar" text;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "description_ar" text;--> statement-breakpoint
UPDATE "services" SET "name_ar" = "name", "description_ar" = "description";--> statement-breakpoint
ALTER TABLE "services" ALTER COLUMN "name_ar" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ALTER COLUMN "description_ar" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "sub_categories" ADD COLUMN "name_ar" text;--> statement-breakpoint
UPDATE "sub_categories" SET "name_ar" = "name";--> statement-breakpoint
ALTER TABLE "sub_categories" ALTER COLUMN "name_ar" SET NOT NULL;
