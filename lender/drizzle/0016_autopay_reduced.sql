ALTER TABLE "recurring_payments" ADD COLUMN "regular_amount_cents" integer;--> statement-breakpoint
ALTER TABLE "recurring_payments" ADD COLUMN "regular_extra_cents" integer;--> statement-breakpoint
ALTER TABLE "recurring_payments" ADD COLUMN "regular_from" date;