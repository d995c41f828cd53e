-- Login codes live 5 minutes and the old rows have nothing to seal (and may repeat a phone): start empty.
DELETE FROM "otp_challenges";--> statement-breakpoint
DROP INDEX "otp_challenges_phone_idx";--> statement-breakpoint
ALTER TABLE "otp_challenges" ADD COLUMN "token_sealed" text NOT NULL;--> statement-breakpoint
ALTER TABLE "otp_challenges" ADD COLUMN "code_sealed" text NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "otp_challenges_phone_idx" ON "otp_challenges" USING btree ("country_code","phone");