CREATE TYPE "public"."launchpad_experiment_status" AS ENUM('untested', 'validated', 'invalidated', 'inconclusive');--> statement-breakpoint
CREATE TABLE "communities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"location" text NOT NULL,
	"country_code" text,
	"industry" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"url" text,
	"image" text,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(name, '') || ' ' || coalesce(industry, '')), 'A') || setweight(to_tsvector('english', coalesce(location, '') || ' ' || coalesce(description, '')), 'B')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"platform" text DEFAULT 'Online' NOT NULL,
	"member_count" integer,
	CONSTRAINT "communities_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"location" text NOT NULL,
	"country_code" text,
	"industry" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"url" text,
	"image" text,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(name, '') || ' ' || coalesce(industry, '')), 'A') || setweight(to_tsvector('english', coalesce(location, '') || ' ' || coalesce(description, '')), 'B')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"organiser" text NOT NULL,
	"venue" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "events_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "founders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"location" text NOT NULL,
	"country_code" text,
	"industry" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"url" text,
	"image" text,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(name, '') || ' ' || coalesce(industry, '')), 'A') || setweight(to_tsvector('english', coalesce(location, '') || ' ' || coalesce(description, '')), 'B')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"company" text NOT NULL,
	"role" text NOT NULL,
	CONSTRAINT "founders_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "investors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"location" text NOT NULL,
	"country_code" text,
	"industry" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"url" text,
	"image" text,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(name, '') || ' ' || coalesce(industry, '')), 'A') || setweight(to_tsvector('english', coalesce(location, '') || ' ' || coalesce(description, '')), 'B')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"firm" text,
	"stage" text NOT NULL,
	"cheque_size" text,
	CONSTRAINT "investors_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "perks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"location" text NOT NULL,
	"country_code" text,
	"industry" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"url" text,
	"image" text,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(name, '') || ' ' || coalesce(industry, '')), 'A') || setweight(to_tsvector('english', coalesce(location, '') || ' ' || coalesce(description, '')), 'B')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"provider" text NOT NULL,
	"offer" text NOT NULL,
	CONSTRAINT "perks_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "launchpad_experiments" (
	"idea_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"experiment_id" text NOT NULL,
	"status" "launchpad_experiment_status" NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "launchpad_experiments_idea_id_version_experiment_id_pk" PRIMARY KEY("idea_id","version","experiment_id")
);
--> statement-breakpoint
CREATE TABLE "launchpad_idea_versions" (
	"idea_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"refinement" text,
	"prompt" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "launchpad_idea_versions_idea_id_version_pk" PRIMARY KEY("idea_id","version")
);
--> statement-breakpoint
CREATE TABLE "launchpad_ideas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"query" text NOT NULL,
	"current_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "launchpad_ideas_version_check" CHECK ("launchpad_ideas"."current_version" >= 1)
);
--> statement-breakpoint
CREATE TABLE "launchpad_sections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"idea_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"section" text NOT NULL,
	"content" jsonb NOT NULL,
	"provider" text NOT NULL,
	"duration_ms" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "launchpad_experiments" ADD CONSTRAINT "launchpad_experiments_idea_id_launchpad_ideas_id_fk" FOREIGN KEY ("idea_id") REFERENCES "public"."launchpad_ideas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "launchpad_idea_versions" ADD CONSTRAINT "launchpad_idea_versions_idea_id_launchpad_ideas_id_fk" FOREIGN KEY ("idea_id") REFERENCES "public"."launchpad_ideas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "launchpad_ideas" ADD CONSTRAINT "launchpad_ideas_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "launchpad_sections" ADD CONSTRAINT "launchpad_sections_idea_id_launchpad_ideas_id_fk" FOREIGN KEY ("idea_id") REFERENCES "public"."launchpad_ideas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "communities_search_idx" ON "communities" USING gin ("search");--> statement-breakpoint
CREATE INDEX "communities_country_idx" ON "communities" USING btree ("country_code");--> statement-breakpoint
CREATE INDEX "events_search_idx" ON "events" USING gin ("search");--> statement-breakpoint
CREATE INDEX "events_starts_idx" ON "events" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "founders_search_idx" ON "founders" USING gin ("search");--> statement-breakpoint
CREATE INDEX "founders_country_idx" ON "founders" USING btree ("country_code");--> statement-breakpoint
CREATE INDEX "investors_search_idx" ON "investors" USING gin ("search");--> statement-breakpoint
CREATE INDEX "investors_country_idx" ON "investors" USING btree ("country_code");--> statement-breakpoint
CREATE INDEX "perks_search_idx" ON "perks" USING gin ("search");--> statement-breakpoint
CREATE INDEX "perks_country_idx" ON "perks" USING btree ("country_code");--> statement-breakpoint
CREATE INDEX "launchpad_ideas_user_created_idx" ON "launchpad_ideas" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "launchpad_sections_once_idx" ON "launchpad_sections" USING btree ("idea_id","version","section");