ALTER TABLE "account_tokens" ADD COLUMN "detail" text;--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD COLUMN "verified_at" timestamp with time zone;