CREATE SCHEMA "platform";
--> statement-breakpoint
CREATE TABLE "platform"."rate_limits" (
	"namespace" text NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rate_limits_namespace_key_pk" PRIMARY KEY("namespace","key")
);
