CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"key" text NOT NULL,
	"amount_fils" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"gateway_refund_id" text,
	"gateway_reference" text,
	"error" text,
	"requested_by" uuid,
	"sent_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_key_unique" UNIQUE("key")
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "commission_rate_bp" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "commission_fils" integer;--> statement-breakpoint
ALTER TABLE "sub_categories" ADD COLUMN "commission_rate_bp" integer;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refunds_booking_idx" ON "refunds" USING btree ("booking_id","created_at");--> statement-breakpoint
-- Captures verified before the ledger, posted as the payment flow now posts them, so older paid orders keep their
-- refund due. Orders already completed stay out: their completion was never posted (docs/decisions/2026-11-26-gateway-refunds.md).
WITH captured AS (
  SELECT p.id, p.booking_id, p.amount_fils, p.verified_at AS at
  FROM payments p JOIN bookings b ON b.id = p.booking_id
  WHERE p.status = 'CAPTURED' AND p.verified_at IS NOT NULL AND b.ord_status <> 'Completed'
), posted AS (
  INSERT INTO ledger_postings (key, kind, booking_id, memo, created_at)
  SELECT 'capture:' || c.id, 'capture', c.booking_id, 'before the ledger', c.at FROM captured c
  ON CONFLICT (key) DO NOTHING
  RETURNING id, key
)
INSERT INTO ledger_entries (posting_id, account, booking_id, fils, created_at)
SELECT posted.id, e.account, c.booking_id, e.fils, c.at
FROM posted JOIN captured c ON posted.key = 'capture:' || c.id
CROSS JOIN LATERAL (VALUES ('gateway', c.amount_fils), ('customer', -c.amount_fils)) AS e(account, fils);
--> statement-breakpoint
-- The late-change fees kept of cancelled orders paid online, at most what was captured.
WITH kept AS (
  SELECT b.id AS booking_id, least(b.late_change_fee_fils, sum(p.amount_fils))::integer AS fils
  FROM bookings b JOIN payments p ON p.booking_id = b.id AND p.status = 'CAPTURED' AND p.verified_at IS NOT NULL
  WHERE b.ord_status = 'Cancelled' AND b.payment_type = 1 AND b.late_change_fee_fils > 0
  GROUP BY b.id, b.late_change_fee_fils
), posted AS (
  INSERT INTO ledger_postings (key, kind, booking_id, memo)
  SELECT 'late_fee:' || k.booking_id, 'late_fee', k.booking_id, 'before the ledger' FROM kept k
  ON CONFLICT (key) DO NOTHING
  RETURNING id, booking_id
)
INSERT INTO ledger_entries (posting_id, account, booking_id, fils)
SELECT posted.id, e.account, posted.booking_id, e.fils
FROM posted JOIN kept k ON k.booking_id = posted.booking_id
CROSS JOIN LATERAL (VALUES ('customer', k.fils), ('fees', -k.fils)) AS e(account, fils);
