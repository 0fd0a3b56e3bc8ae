CREATE TABLE "checkout"."audit_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"actor_id" text NOT NULL,
	"actor_name" text NOT NULL,
	"before" jsonb,
	"after" jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "checkout"."orders" ADD COLUMN "tracking_number" text;--> statement-breakpoint
CREATE INDEX "audit_events_subject_idx" ON "checkout"."audit_events" USING btree ("subject_type","subject_id","at");