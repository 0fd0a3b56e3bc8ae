CREATE TABLE "pricing"."catalog_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"hash" text NOT NULL,
	"changes" jsonb NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pricing"."print_modes" ALTER COLUMN "material_cents_per_cm3" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "pricing"."print_modes" ALTER COLUMN "space_cents_per_cm3" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "pricing"."print_modes" ALTER COLUMN "handling_cents_per_piece" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "pricing"."print_modes" ALTER COLUMN "min_piece_cents" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "pricing"."print_modes" ALTER COLUMN "base_production_days" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "pricing"."colors" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pricing"."print_modes" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pricing"."processing_step_options" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pricing"."processing_steps" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pricing"."surface_finishes" ADD COLUMN "retired_at" timestamp with time zone;