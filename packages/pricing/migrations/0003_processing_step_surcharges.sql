ALTER TABLE "pricing"."processing_step_options" ADD COLUMN "surcharge_cents_per_cm2" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pricing"."processing_step_options" ADD COLUMN "surcharge_cents_per_piece" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pricing"."processing_step_options" ADD COLUMN "extra_production_days" integer DEFAULT 0 NOT NULL;