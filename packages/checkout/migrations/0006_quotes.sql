ALTER TABLE "checkout"."orders" ADD COLUMN "quote_valid_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "checkout"."orders" ADD COLUMN "quote_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "checkout"."orders" ADD COLUMN "quote_expired_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_open_quotes_idx" ON "checkout"."orders" USING btree ("quote_valid_until") WHERE "checkout"."orders"."status" = 'QUOTE_GENERATED';--> statement-breakpoint
-- Quotes made before validity existed: the default QUOTE_VALID_DAYS (30) from when they were made.
UPDATE "checkout"."orders" SET "quote_valid_until" = "created_at" + interval '30 days' WHERE "payment_method" = 'quote';
