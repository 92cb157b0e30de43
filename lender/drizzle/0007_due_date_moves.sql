CREATE TABLE "due_date_moves" (
	"id" serial PRIMARY KEY NOT NULL,
	"loan_account_id" integer NOT NULL,
	"actor_id" integer NOT NULL,
	"previous_due_date" date NOT NULL,
	"new_due_date" date NOT NULL,
	"new_day" integer NOT NULL,
	"added_interest_cents" integer DEFAULT 0 NOT NULL,
	"autopay_moved" boolean DEFAULT false NOT NULL,
	"moved_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "due_date_moves" ADD CONSTRAINT "due_date_moves_loan_account_id_loan_accounts_id_fk" FOREIGN KEY ("loan_account_id") REFERENCES "public"."loan_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "due_date_moves_loan_idx" ON "due_date_moves" USING btree ("loan_account_id");