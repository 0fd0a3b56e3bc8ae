ALTER TABLE "analytx"."files" ADD COLUMN "analysis_stage" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "analytx"."tasks" ADD COLUMN "stage" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
-- Files analysed before the stages were stored hold their whole analysis, and so do their completed tasks.
UPDATE "analytx"."files" SET "analysis_stage" = 'completed' WHERE "analysis" IS NOT NULL;--> statement-breakpoint
UPDATE "analytx"."tasks" SET "stage" = 'completed' WHERE "status" = 'completed';
