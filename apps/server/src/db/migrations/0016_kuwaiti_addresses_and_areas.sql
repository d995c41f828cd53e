ALTER TABLE "addresses" ALTER COLUMN "flat_no" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "addresses" ALTER COLUMN "address" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "addresses" ALTER COLUMN "pincode" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "governorate" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "block" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "street" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "avenue" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "house" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "floor" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "apartment" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "country_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "service_partners" ADD COLUMN "areas" text[] DEFAULT '{}'::text[] NOT NULL;
--> statement-breakpoint
-- hand-written:
-- A partner's areas change who GET slots counts for an area: they bump the skill's version like the hours do.
CREATE OR REPLACE FUNCTION "service_partners_slot_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM slot_versions_bump(array(SELECT sub_category_id FROM new_rows));
	ELSIF TG_OP = 'UPDATE' THEN
		PERFORM slot_versions_bump(array(
			WITH changed AS (
				SELECT o.sub_category_id AS old_sub, n.sub_category_id AS new_sub
				FROM old_rows o JOIN new_rows n ON n.id = o.id
				WHERE (o.status, o.work_hours_start, o.work_hours_end, o.work_days, o.sub_category_id, o.user_id, o.areas)
					IS DISTINCT FROM (n.status, n.work_hours_start, n.work_hours_end, n.work_days, n.sub_category_id, n.user_id, n.areas)
			)
			SELECT old_sub FROM changed UNION SELECT new_sub FROM changed));
	ELSE
		PERFORM slot_versions_bump(array(SELECT sub_category_id FROM old_rows));
	END IF;
	RETURN NULL;
END $$;
