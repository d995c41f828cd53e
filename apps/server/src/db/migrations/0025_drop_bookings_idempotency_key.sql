DROP INDEX "bookings_idempotency_key";--> statement-breakpoint
ALTER TABLE "bookings" DROP COLUMN "idempotency_key";