ALTER TABLE "checkout"."cart_items" ADD COLUMN "price_breakdown" jsonb;--> statement-breakpoint
ALTER TABLE "checkout"."cart_items" ADD COLUMN "step_surcharges" jsonb DEFAULT '[]'::jsonb NOT NULL;