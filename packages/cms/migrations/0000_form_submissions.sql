CREATE SCHEMA "cms";
--> statement-breakpoint
CREATE TABLE "cms"."form_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"fields" jsonb NOT NULL,
	"client_ip" text NOT NULL,
	"mail_message_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
