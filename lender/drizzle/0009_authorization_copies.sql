CREATE TABLE "authorization_copies" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"application_id" integer NOT NULL,
	"kind" text NOT NULL,
	"transaction_id" integer,
	"recurring_payment_id" integer,
	"version" text,
	"language" text NOT NULL,
	"acted_at" timestamp with time zone NOT NULL,
	"address" text,
	"actor_id" integer NOT NULL,
	"pdf" text NOT NULL,
	"sha256" text NOT NULL,
	"receipt_to" text NOT NULL,
	"receipt_subject" text NOT NULL,
	"receipt_body" text NOT NULL,
	"receipt_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recurring_payments" ADD COLUMN "authorization_file_id" integer;--> statement-breakpoint
ALTER TABLE "recurring_payments" ADD COLUMN "cancellation_file_id" integer;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "authorization_file_id" integer;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "cancellation_file_id" integer;--> statement-breakpoint
ALTER TABLE "authorization_copies" ADD CONSTRAINT "authorization_copies_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "authorization_copies_owner_idx" ON "authorization_copies" USING btree ("owner_id");
--> statement-breakpoint
-- A stored authorization copy is the record a compliance review reads: nothing may change it after it is
-- made but the mark that its receipt went out.
CREATE FUNCTION "authorization_copies_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF (to_jsonb(NEW) - 'receipt_sent_at') IS DISTINCT FROM (to_jsonb(OLD) - 'receipt_sent_at') THEN
		RAISE EXCEPTION 'authorization copies are immutable';
	END IF;
	RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "authorization_copies_no_change" BEFORE UPDATE ON "authorization_copies" FOR EACH ROW EXECUTE FUNCTION "authorization_copies_immutable"();
