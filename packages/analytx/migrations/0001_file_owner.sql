ALTER TABLE "analytx"."files" ADD COLUMN "uploader_hash" text;--> statement-breakpoint
ALTER TABLE "analytx"."files" ADD COLUMN "user_id" text;--> statement-breakpoint
CREATE INDEX "files_uploader_idx" ON "analytx"."files" USING btree ("uploader_hash");