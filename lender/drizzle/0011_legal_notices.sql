CREATE TABLE "esign_consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"action" text NOT NULL,
	"disclosure_version" text NOT NULL,
	"address" text,
	"email" text NOT NULL,
	"language" text NOT NULL,
	"method" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "detail" jsonb;--> statement-breakpoint
ALTER TABLE "esign_consents" ADD CONSTRAINT "esign_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "esign_consents_user_idx" ON "esign_consents" USING btree ("user_id");