ALTER TABLE "recurring_payments" ADD COLUMN "authorization_language" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "terms_language" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "preferred_locale" text;