ALTER TABLE "launchpad_idea_versions" ADD COLUMN "brief" jsonb;--> statement-breakpoint
ALTER TABLE "launchpad_sections" ADD COLUMN "note" text;