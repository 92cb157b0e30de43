ALTER TABLE "files" ADD COLUMN "opened_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "files_owner_idx" ON "files" USING btree ("owner_id","created_at");