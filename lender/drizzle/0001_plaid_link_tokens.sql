CREATE TABLE "bank_link_providers" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"provider" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plaid_link_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"kind" text NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bank_link_providers" ADD CONSTRAINT "bank_link_providers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plaid_link_tokens" ADD CONSTRAINT "plaid_link_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "plaid_link_tokens_hash_idx" ON "plaid_link_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "plaid_link_tokens_user_idx" ON "plaid_link_tokens" USING btree ("user_id","kind");--> statement-breakpoint
CREATE INDEX "auth_sessions_expires_idx" ON "auth_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "rate_limits_window_idx" ON "rate_limits" USING btree ("window_start");