ALTER TABLE "otp_challenges" DROP COLUMN "code_hash";--> statement-breakpoint
ALTER TABLE "otp_challenges" DROP COLUMN "attempts";