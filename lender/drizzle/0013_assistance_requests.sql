CREATE TABLE "assistance_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"loan_account_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"state" text NOT NULL,
	"reason" text,
	"explanation" text DEFAULT '' NOT NULL,
	"since" date,
	"expected_months" integer,
	"income_change_cents" integer,
	"help" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"consented_at" timestamp with time zone NOT NULL,
	"document_file_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"service_start" date,
	"service_end" date,
	"offer" jsonb,
	"call_at" timestamp with time zone,
	"refusal_reason" text,
	"scra_relief" jsonb,
	"authorization_file_id" integer,
	"decided_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assistance_requests" ADD CONSTRAINT "assistance_requests_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistance_requests" ADD CONSTRAINT "assistance_requests_loan_account_id_loan_accounts_id_fk" FOREIGN KEY ("loan_account_id") REFERENCES "public"."loan_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistance_requests" ADD CONSTRAINT "assistance_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assistance_requests_application_idx" ON "assistance_requests" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "assistance_requests_one_open_idx" ON "assistance_requests" USING btree ("loan_account_id") WHERE "assistance_requests"."state" in ('submitted', 'in_review', 'offer', 'call_scheduled');