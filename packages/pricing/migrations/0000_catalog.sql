CREATE SCHEMA "pricing";
--> statement-breakpoint
CREATE TABLE "pricing"."color_finishes" (
	"color_id" text NOT NULL,
	"finish_id" text NOT NULL,
	CONSTRAINT "color_finishes_color_id_finish_id_pk" PRIMARY KEY("color_id","finish_id")
);
--> statement-breakpoint
CREATE TABLE "pricing"."colors" (
	"id" text PRIMARY KEY NOT NULL,
	"print_mode_id" text NOT NULL,
	"position" integer NOT NULL,
	"name" jsonb NOT NULL,
	"hex" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pricing"."print_modes" (
	"id" text PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"name" jsonb NOT NULL,
	"material_name" jsonb NOT NULL,
	"method_name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"surface_quality" jsonb NOT NULL,
	"applications" jsonb NOT NULL,
	"max_x" double precision NOT NULL,
	"max_y" double precision NOT NULL,
	"max_z" double precision NOT NULL,
	"max_sum_of_sides" double precision,
	"min_feature_size" double precision NOT NULL,
	"min_wall_thickness" double precision NOT NULL,
	"min_hole_diameter" double precision NOT NULL,
	"resolution_xy" double precision NOT NULL,
	"resolution_z" double precision NOT NULL,
	"ranking" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pricing"."processing_step_options" (
	"id" text PRIMARY KEY NOT NULL,
	"step_id" text NOT NULL,
	"position" integer NOT NULL,
	"name" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pricing"."processing_steps" (
	"id" text PRIMARY KEY NOT NULL,
	"print_mode_id" text NOT NULL,
	"position" integer NOT NULL,
	"name" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pricing"."surface_finishes" (
	"id" text PRIMARY KEY NOT NULL,
	"print_mode_id" text NOT NULL,
	"position" integer NOT NULL,
	"name" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pricing"."color_finishes" ADD CONSTRAINT "color_finishes_color_id_colors_id_fk" FOREIGN KEY ("color_id") REFERENCES "pricing"."colors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pricing"."color_finishes" ADD CONSTRAINT "color_finishes_finish_id_surface_finishes_id_fk" FOREIGN KEY ("finish_id") REFERENCES "pricing"."surface_finishes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pricing"."colors" ADD CONSTRAINT "colors_print_mode_id_print_modes_id_fk" FOREIGN KEY ("print_mode_id") REFERENCES "pricing"."print_modes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pricing"."processing_step_options" ADD CONSTRAINT "processing_step_options_step_id_processing_steps_id_fk" FOREIGN KEY ("step_id") REFERENCES "pricing"."processing_steps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pricing"."processing_steps" ADD CONSTRAINT "processing_steps_print_mode_id_print_modes_id_fk" FOREIGN KEY ("print_mode_id") REFERENCES "pricing"."print_modes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pricing"."surface_finishes" ADD CONSTRAINT "surface_finishes_print_mode_id_print_modes_id_fk" FOREIGN KEY ("print_mode_id") REFERENCES "pricing"."print_modes"("id") ON DELETE cascade ON UPDATE no action;