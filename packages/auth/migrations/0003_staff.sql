CREATE TABLE "auth"."staff_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth"."staff_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"member_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auth"."staff_sessions" ADD CONSTRAINT "staff_sessions_member_id_staff_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "auth"."staff_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_members_email_key" ON "auth"."staff_members" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "staff_sessions_member_idx" ON "auth"."staff_sessions" USING btree ("member_id");