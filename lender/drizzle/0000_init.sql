CREATE TABLE "applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text DEFAULT 'installment' NOT NULL,
	"status_cache_status" text NOT NULL,
	"status" text NOT NULL,
	"final_status" integer,
	"has_new_payments" boolean DEFAULT false NOT NULL,
	"origin" text,
	"needs_dealership" boolean DEFAULT false NOT NULL,
	"dealership_id" integer,
	"original_note_amount_cents" integer,
	"repair_amount_cents" integer,
	"max_approved_amount_cents" integer,
	"final_contract_id" integer,
	"payoff_letter_id" integer,
	"final_loan_signed" boolean DEFAULT false NOT NULL,
	"signed_at" timestamp with time zone,
	"maturity_date" date,
	"ofac_hit" boolean DEFAULT false NOT NULL,
	"unable_verify" boolean DEFAULT false NOT NULL,
	"qualify_for_no_interest" boolean DEFAULT false NOT NULL,
	"prefill_decision_redirect_url" text,
	"prefill_campaign_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"actor_id" integer NOT NULL,
	"actor_role" text,
	"customer_id" integer NOT NULL,
	"action" text NOT NULL,
	"target" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "bank_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"bank_name" text NOT NULL,
	"account_number" text NOT NULL,
	"routing_number" text NOT NULL,
	"account_type" text NOT NULL,
	"type" text NOT NULL,
	"plaid_verified" boolean DEFAULT false NOT NULL,
	"sufficient_plaid_balance" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collection_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"action_code_no" text NOT NULL,
	"result_code_no" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "completed_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"loan_account_id" integer NOT NULL,
	"row_id" integer NOT NULL,
	"parent_row_id" integer,
	"date_paid" date NOT NULL,
	"transaction_code" integer NOT NULL,
	"customer_description" text NOT NULL,
	"nsf_date" date,
	"payment_amount_cents" integer NOT NULL,
	"payment_method_code" text NOT NULL,
	"payment_method_reference" text
);
--> statement-breakpoint
CREATE TABLE "credit_line_increases" (
	"id" serial PRIMARY KEY NOT NULL,
	"revolver_id" integer NOT NULL,
	"offer_cents" integer NOT NULL,
	"income_range" text,
	"expires_at" date NOT NULL,
	"accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dealerships" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"address" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"commentable_id" integer NOT NULL,
	"commentable_type" text NOT NULL,
	"rate" integer NOT NULL,
	"comment" text,
	"authorize" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"kind" text NOT NULL,
	"application_id" integer,
	"ref_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status" integer,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loan_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"acctrefno" text NOT NULL,
	"payoff_balance_cents" integer NOT NULL,
	"monthly_payment_cents" integer NOT NULL,
	"current_due_date" date,
	"upcoming_payment_due_date" date,
	"current_balance_due_cents" integer DEFAULT 0 NOT NULL,
	"past_due_balance_cents" integer DEFAULT 0 NOT NULL,
	"days_past_due" integer DEFAULT 0 NOT NULL,
	"open" boolean DEFAULT true NOT NULL,
	"closed" boolean DEFAULT false NOT NULL,
	"charge_off" boolean DEFAULT false NOT NULL,
	"charge_off_settled" boolean DEFAULT false NOT NULL,
	"sold_off" boolean DEFAULT false NOT NULL,
	"sold_off_date" date,
	"debt_buyer_name" text,
	"debt_buyer_phone" text,
	"debt_buyer_address" text,
	"original_note_amount_cents" integer NOT NULL,
	"sac_expiration_date" date,
	"max_single_payment_date" date,
	"max_recurring_payment_date" date
);
--> statement-breakpoint
CREATE TABLE "mobile_phones" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"owner_type" text DEFAULT 'User' NOT NULL,
	"number" text NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"pin_hash" text,
	"pin_expires_at" timestamp with time zone,
	"pin_attempts" integer DEFAULT 0 NOT NULL,
	"pin_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"to" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promises_to_pay" (
	"id" serial PRIMARY KEY NOT NULL,
	"loan_account_id" integer NOT NULL,
	"row_id" integer NOT NULL,
	"source" text DEFAULT 'nls' NOT NULL,
	"promise_amount_cents" integer NOT NULL,
	"promise_date" date NOT NULL,
	"result_code" text,
	"action_code" text,
	"comments" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchases" (
	"id" serial PRIMARY KEY NOT NULL,
	"guid" text NOT NULL,
	"revolver_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"dealership_id" integer NOT NULL,
	"actual_amount_cents" integer NOT NULL,
	"term" integer NOT NULL,
	"minimum_monthly_payment_cents" integer NOT NULL,
	"deferred_interest_months" integer NOT NULL,
	"rate" text NOT NULL,
	"servicer_rejects" boolean DEFAULT false NOT NULL,
	"approved_at" timestamp with time zone,
	"rejected_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"id" serial PRIMARY KEY NOT NULL,
	"bucket" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recovery_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"loan_account_id" integer NOT NULL,
	"effective_date" date NOT NULL,
	"transaction_code" integer NOT NULL,
	"payment_method_reference" text,
	"transaction_amount_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recurring_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"bank_account_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"amount_extra_cents" integer DEFAULT 0 NOT NULL,
	"start_date" date NOT NULL,
	"next_transaction_date" date NOT NULL,
	"notes" text,
	"authorization_version" text,
	"authorized_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "repairs" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"dealership_id" integer,
	"description" text NOT NULL,
	"repair_amount_cents" integer NOT NULL,
	"ro_status" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "revolvers" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"credit_limit_cents" integer NOT NULL,
	"available_credit_cents" integer NOT NULL,
	"line_increase_eligible" boolean DEFAULT false NOT NULL,
	"lost_or_stolen" boolean DEFAULT false NOT NULL,
	"tci_status" text,
	"tci_account_number" text NOT NULL,
	"cardholder_agreement_id" integer
);
--> statement-breakpoint
CREATE TABLE "statements" (
	"id" serial PRIMARY KEY NOT NULL,
	"loan_account_id" integer NOT NULL,
	"statement_row_id" integer NOT NULL,
	"statement_date" date NOT NULL,
	"statement_due_date" date NOT NULL,
	"current_payoff_balance_cents" integer NOT NULL,
	"total_current_due_balance_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"text" text NOT NULL,
	"to_customer" boolean DEFAULT false NOT NULL,
	"to_dealership" boolean DEFAULT false NOT NULL,
	"comment_type" text DEFAULT 'note' NOT NULL,
	"action_type" text,
	"contact_method" text,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"transactable_type" text NOT NULL,
	"transactable_id" integer,
	"transactable_name" text,
	"amount_cents" integer NOT NULL,
	"future_effective_at" date,
	"authorized" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"terms_version" text,
	"terms_accepted_at" timestamp with time zone,
	"terms_ip" text,
	"created_by" integer,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"role_group" text NOT NULL,
	"servicing_platform" text DEFAULT 'LOS' NOT NULL,
	"primary_phone" text,
	"ssn_last_4" text,
	"has_payment_reminder" boolean DEFAULT false NOT NULL,
	"on_payment_probation" boolean DEFAULT false NOT NULL,
	"cfs" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_final_contract_id_files_id_fk" FOREIGN KEY ("final_contract_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_payoff_letter_id_files_id_fk" FOREIGN KEY ("payoff_letter_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD CONSTRAINT "auth_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "completed_payments" ADD CONSTRAINT "completed_payments_loan_account_id_loan_accounts_id_fk" FOREIGN KEY ("loan_account_id") REFERENCES "public"."loan_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_line_increases" ADD CONSTRAINT "credit_line_increases_revolver_id_revolvers_id_fk" FOREIGN KEY ("revolver_id") REFERENCES "public"."revolvers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_comments" ADD CONSTRAINT "feedback_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_accounts" ADD CONSTRAINT "loan_accounts_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mobile_phones" ADD CONSTRAINT "mobile_phones_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promises_to_pay" ADD CONSTRAINT "promises_to_pay_loan_account_id_loan_accounts_id_fk" FOREIGN KEY ("loan_account_id") REFERENCES "public"."loan_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_revolver_id_revolvers_id_fk" FOREIGN KEY ("revolver_id") REFERENCES "public"."revolvers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recovery_payments" ADD CONSTRAINT "recovery_payments_loan_account_id_loan_accounts_id_fk" FOREIGN KEY ("loan_account_id") REFERENCES "public"."loan_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_payments" ADD CONSTRAINT "recurring_payments_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_payments" ADD CONSTRAINT "recurring_payments_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repairs" ADD CONSTRAINT "repairs_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repairs" ADD CONSTRAINT "repairs_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revolvers" ADD CONSTRAINT "revolvers_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revolvers" ADD CONSTRAINT "revolvers_cardholder_agreement_id_files_id_fk" FOREIGN KEY ("cardholder_agreement_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statements" ADD CONSTRAINT "statements_loan_account_id_loan_accounts_id_fk" FOREIGN KEY ("loan_account_id") REFERENCES "public"."loan_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_comments" ADD CONSTRAINT "team_comments_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_comments" ADD CONSTRAINT "team_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applications_user_idx" ON "applications" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "audit_events_customer_idx" ON "audit_events" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "auth_sessions_token_idx" ON "auth_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "bank_accounts_user_idx" ON "bank_accounts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "collection_codes_name_idx" ON "collection_codes" USING btree ("name");--> statement-breakpoint
CREATE INDEX "completed_payments_account_idx" ON "completed_payments" USING btree ("loan_account_id","date_paid");--> statement-breakpoint
CREATE INDEX "credit_line_increases_revolver_idx" ON "credit_line_increases" USING btree ("revolver_id");--> statement-breakpoint
CREATE INDEX "feedback_user_idx" ON "feedback_comments" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "idempotency_keys_user_key_idx" ON "idempotency_keys" USING btree ("user_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "loan_accounts_application_idx" ON "loan_accounts" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "mobile_phones_owner_idx" ON "mobile_phones" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "outbox_to_idx" ON "outbox" USING btree ("to");--> statement-breakpoint
CREATE INDEX "promises_account_idx" ON "promises_to_pay" USING btree ("loan_account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_guid_idx" ON "purchases" USING btree ("guid");--> statement-breakpoint
CREATE UNIQUE INDEX "rate_limits_bucket_idx" ON "rate_limits" USING btree ("bucket","window_start");--> statement-breakpoint
CREATE INDEX "recovery_payments_account_idx" ON "recovery_payments" USING btree ("loan_account_id","effective_date");--> statement-breakpoint
CREATE INDEX "recurring_payments_application_idx" ON "recurring_payments" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "repairs_application_idx" ON "repairs" USING btree ("application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "revolvers_application_idx" ON "revolvers" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "statements_account_idx" ON "statements" USING btree ("loan_account_id","statement_date");--> statement-breakpoint
CREATE UNIQUE INDEX "statements_row_idx" ON "statements" USING btree ("statement_row_id");--> statement-breakpoint
CREATE INDEX "team_comments_application_idx" ON "team_comments" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "transactions_application_idx" ON "transactions" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "user_roles_user_idx" ON "user_roles" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");