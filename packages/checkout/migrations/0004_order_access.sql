DROP INDEX "checkout"."orders_user_idx";--> statement-breakpoint
ALTER TABLE "checkout"."orders" ADD COLUMN "access_token" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "checkout"."orders" ADD COLUMN "legacy" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "checkout"."orders" ADD COLUMN "legacy_tracking" jsonb;--> statement-breakpoint
ALTER TABLE "checkout"."orders" ADD COLUMN "reorder_of" uuid;--> statement-breakpoint
ALTER TABLE "checkout"."orders" ADD COLUMN "reorder_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_reorder_key_idx" ON "checkout"."orders" USING btree ("user_id","reorder_key");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "checkout"."orders" USING btree ("user_id","created_at","id");