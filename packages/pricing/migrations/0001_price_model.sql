ALTER TABLE "pricing"."colors" ADD COLUMN "surcharge_percent" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pricing"."print_modes" ADD COLUMN "material_cents_per_cm3" double precision DEFAULT 90 NOT NULL;--> statement-breakpoint
ALTER TABLE "pricing"."print_modes" ADD COLUMN "space_cents_per_cm3" double precision DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "pricing"."print_modes" ADD COLUMN "handling_cents_per_piece" integer DEFAULT 150 NOT NULL;--> statement-breakpoint
ALTER TABLE "pricing"."print_modes" ADD COLUMN "min_piece_cents" integer DEFAULT 500 NOT NULL;--> statement-breakpoint
ALTER TABLE "pricing"."print_modes" ADD COLUMN "base_production_days" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "pricing"."surface_finishes" ADD COLUMN "surcharge_cents_per_cm2" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pricing"."surface_finishes" ADD COLUMN "surcharge_cents_per_piece" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pricing"."surface_finishes" ADD COLUMN "extra_production_days" integer DEFAULT 0 NOT NULL;