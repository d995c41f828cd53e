-- hand-written:
-- Phones are stored as the two parts of their E.164: the calling code and the national number without its trunk
-- prefix (docs/decisions/2026-11-26-phones-e164-per-country.md). Numbers accepted before were 10 digits as typed,
-- so a number typed with its trunk 0 ("+971" "0501234567") is written as E.164 has it ("501234567"), and a login
-- with it, now read the same way, still finds the account. +91 numbers (10 digits, no trunk 0) are unchanged.
-- Cote d'Ivoire (+225) keeps its leading 0 in E.164; a number already present without the 0 is left as it is.
UPDATE "users" SET "phone" = substr("phone", 2)
WHERE "phone" LIKE '0%' AND "country_code" NOT IN ('', '+225')
  AND NOT EXISTS (
    SELECT 1 FROM "users" AS "other"
    WHERE "other"."country_code" = "users"."country_code" AND "other"."phone" = substr("users"."phone", 2)
  );--> statement-breakpoint
UPDATE "service_partners" SET "phone" = substr("phone", 2)
WHERE "phone" LIKE '0%' AND "country_code" NOT IN ('', '+225')
  AND NOT EXISTS (
    SELECT 1 FROM "service_partners" AS "other"
    WHERE "other"."country_code" = "service_partners"."country_code"
      AND "other"."phone" = substr("service_partners"."phone", 2)
  );--> statement-breakpoint
-- A live login code lasts minutes: one asked for under the old spelling is simply asked for again.
DELETE FROM "otp_challenges" WHERE "phone" LIKE '0%';
