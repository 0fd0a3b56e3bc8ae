CREATE SCHEMA "checkout";
--> statement-breakpoint
CREATE TABLE "checkout"."cart_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cart_id" uuid NOT NULL,
	"referenced_id" text NOT NULL,
	"name" text NOT NULL,
	"given_unit_of_length" text NOT NULL,
	"scale" double precision NOT NULL,
	"quantity" integer NOT NULL,
	"print_mode_id" text NOT NULL,
	"finish_id" text NOT NULL,
	"color_id" text NOT NULL,
	"color" jsonb NOT NULL,
	"acknowledged_repair_info" boolean DEFAULT false NOT NULL,
	"processing_steps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"thumbnail" text,
	"pricing" jsonb NOT NULL,
	"before_discount" jsonb NOT NULL,
	"piece_price" jsonb NOT NULL,
	"production_time_days" integer NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checkout"."carts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "checkout"."cart_items" ADD CONSTRAINT "cart_items_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "checkout"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_items_cart_idx" ON "checkout"."cart_items" USING btree ("cart_id","created_at");