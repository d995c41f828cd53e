-- Custom migration (docs/decisions/2026-11-25-slots-cache.md): a version per sub-category, bumped in the writing
-- transaction by every change that can alter its GET slots answer, so a server process may keep computed slots in
-- memory and check them with one primary-key read. The row is transactional (a sequence is not): a reader sees the
-- new version only once the change is visible too. Statement-level triggers, so a bulk write bumps once.
CREATE TABLE "slot_versions" (
	"sub_category_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
-- Sorted, so that two transactions bumping the same rows lock them in one order (no deadlock).
CREATE FUNCTION "slot_versions_bump"(ids uuid[]) RETURNS void LANGUAGE sql AS $$
	INSERT INTO slot_versions AS v (sub_category_id, version)
	SELECT DISTINCT id, 1 FROM unnest(ids) AS id WHERE id IS NOT NULL ORDER BY id
	ON CONFLICT (sub_category_id) DO UPDATE SET version = v.version + 1
$$;
--> statement-breakpoint
-- A booking counts for its sub-category (unassigned ones) and for its partner's skill (the partner is busy).
CREATE FUNCTION "bookings_slot_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM slot_versions_bump(array(
			SELECT n.sub_category_id FROM new_rows n WHERE n.slot_start IS NOT NULL
			UNION SELECT p.sub_category_id FROM new_rows n JOIN service_partners p ON p.id = n.service_partner_id
				WHERE n.slot_start IS NOT NULL));
	ELSIF TG_OP = 'UPDATE' THEN
		PERFORM slot_versions_bump(array(
			WITH changed AS (
				SELECT o.sub_category_id AS old_sub, n.sub_category_id AS new_sub,
					o.service_partner_id AS old_partner, n.service_partner_id AS new_partner
				FROM old_rows o JOIN new_rows n ON n.id = o.id
				WHERE (o.slot_start IS NOT NULL OR n.slot_start IS NOT NULL)
					AND (o.slot_start, o.slot_end, o.ord_status, o.service_partner_id, o.sub_category_id)
						IS DISTINCT FROM (n.slot_start, n.slot_end, n.ord_status, n.service_partner_id, n.sub_category_id)
			)
			SELECT old_sub FROM changed UNION SELECT new_sub FROM changed
			UNION SELECT p.sub_category_id FROM changed c JOIN service_partners p
				ON p.id = c.old_partner OR p.id = c.new_partner));
	ELSE
		PERFORM slot_versions_bump(array(
			SELECT o.sub_category_id FROM old_rows o WHERE o.slot_start IS NOT NULL
			UNION SELECT p.sub_category_id FROM old_rows o JOIN service_partners p ON p.id = o.service_partner_id
				WHERE o.slot_start IS NOT NULL));
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "bookings_slot_versions_insert" AFTER INSERT ON "bookings" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION bookings_slot_versions();
--> statement-breakpoint
CREATE TRIGGER "bookings_slot_versions_update" AFTER UPDATE ON "bookings" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION bookings_slot_versions();
--> statement-breakpoint
CREATE TRIGGER "bookings_slot_versions_delete" AFTER DELETE ON "bookings" REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION bookings_slot_versions();
--> statement-breakpoint
-- A partner's status, hours, work days, skill or login (whose suspension hides them).
CREATE FUNCTION "service_partners_slot_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM slot_versions_bump(array(SELECT sub_category_id FROM new_rows));
	ELSIF TG_OP = 'UPDATE' THEN
		PERFORM slot_versions_bump(array(
			WITH changed AS (
				SELECT o.sub_category_id AS old_sub, n.sub_category_id AS new_sub
				FROM old_rows o JOIN new_rows n ON n.id = o.id
				WHERE (o.status, o.work_hours_start, o.work_hours_end, o.work_days, o.sub_category_id, o.user_id)
					IS DISTINCT FROM (n.status, n.work_hours_start, n.work_hours_end, n.work_days, n.sub_category_id, n.user_id)
			)
			SELECT old_sub FROM changed UNION SELECT new_sub FROM changed));
	ELSE
		PERFORM slot_versions_bump(array(SELECT sub_category_id FROM old_rows));
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "service_partners_slot_versions_insert" AFTER INSERT ON "service_partners" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION service_partners_slot_versions();
--> statement-breakpoint
CREATE TRIGGER "service_partners_slot_versions_update" AFTER UPDATE ON "service_partners" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION service_partners_slot_versions();
--> statement-breakpoint
CREATE TRIGGER "service_partners_slot_versions_delete" AFTER DELETE ON "service_partners" REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION service_partners_slot_versions();
--> statement-breakpoint
CREATE FUNCTION "partner_time_off_slot_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM slot_versions_bump(array(
			SELECT p.sub_category_id FROM new_rows t JOIN service_partners p ON p.id = t.partner_id));
	ELSIF TG_OP = 'UPDATE' THEN
		PERFORM slot_versions_bump(array(
			SELECT p.sub_category_id FROM service_partners p
			WHERE p.id IN (SELECT partner_id FROM old_rows UNION SELECT partner_id FROM new_rows)));
	ELSE
		PERFORM slot_versions_bump(array(
			SELECT p.sub_category_id FROM old_rows t JOIN service_partners p ON p.id = t.partner_id));
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "partner_time_off_slot_versions_insert" AFTER INSERT ON "partner_time_off" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION partner_time_off_slot_versions();
--> statement-breakpoint
CREATE TRIGGER "partner_time_off_slot_versions_update" AFTER UPDATE ON "partner_time_off" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION partner_time_off_slot_versions();
--> statement-breakpoint
CREATE TRIGGER "partner_time_off_slot_versions_delete" AFTER DELETE ON "partner_time_off" REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION partner_time_off_slot_versions();
--> statement-breakpoint
-- A suspended (or reinstated) partner login.
CREATE FUNCTION "users_slot_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM slot_versions_bump(array(
		SELECT p.sub_category_id FROM old_rows o JOIN new_rows n ON n.id = o.id
		JOIN service_partners p ON p.user_id = n.id
		WHERE o.blocked_at IS DISTINCT FROM n.blocked_at));
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_slot_versions_update" AFTER UPDATE ON "users" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION users_slot_versions();
--> statement-breakpoint
-- GET slots answers 404 for a hidden sub-category or one under a hidden category.
CREATE FUNCTION "sub_categories_slot_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM slot_versions_bump(array(SELECT id FROM new_rows));
	ELSIF TG_OP = 'UPDATE' THEN
		PERFORM slot_versions_bump(array(
			SELECT n.id FROM old_rows o JOIN new_rows n ON n.id = o.id
			WHERE (o.active, o.category_id) IS DISTINCT FROM (n.active, n.category_id)));
	ELSE
		PERFORM slot_versions_bump(array(SELECT id FROM old_rows));
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "sub_categories_slot_versions_insert" AFTER INSERT ON "sub_categories" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION sub_categories_slot_versions();
--> statement-breakpoint
CREATE TRIGGER "sub_categories_slot_versions_update" AFTER UPDATE ON "sub_categories" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION sub_categories_slot_versions();
--> statement-breakpoint
CREATE TRIGGER "sub_categories_slot_versions_delete" AFTER DELETE ON "sub_categories" REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION sub_categories_slot_versions();
--> statement-breakpoint
CREATE FUNCTION "categories_slot_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM slot_versions_bump(array(
		SELECT s.id FROM old_rows o JOIN new_rows n ON n.id = o.id
		JOIN sub_categories s ON s.category_id = n.id
		WHERE o.active IS DISTINCT FROM n.active));
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "categories_slot_versions_update" AFTER UPDATE ON "categories" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION categories_slot_versions();
