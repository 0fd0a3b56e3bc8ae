CREATE SCHEMA "analytx";
--> statement-breakpoint
CREATE TABLE "analytx"."files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"original_filename" text NOT NULL,
	"extension" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"given_unit_of_length" text NOT NULL,
	"analysis_unit" text,
	"format" text,
	"detected_unit_of_length" text,
	"suggested_unit_of_length" text,
	"scale" double precision DEFAULT 1 NOT NULL,
	"analysis" jsonb,
	"repair_counts" jsonb,
	"error" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytx"."tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_id" uuid NOT NULL,
	"status" text NOT NULL,
	"phase" text NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone,
	"error" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analytx"."tasks" ADD CONSTRAINT "tasks_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "analytx"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tasks_status_idx" ON "analytx"."tasks" USING btree ("status","created_at");