CREATE TYPE "public"."published_site_status" AS ENUM('pending_dns', 'pending_certificate', 'live', 'failed', 'unpublished');--> statement-breakpoint
CREATE TABLE "published_site_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"content" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "published_sites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"idea_id" uuid NOT NULL,
	"domain_id" uuid NOT NULL,
	"host" text NOT NULL,
	"status" "published_site_status" DEFAULT 'pending_dns' NOT NULL,
	"current_version" integer DEFAULT 1 NOT NULL,
	"failure_reason" text,
	"records" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"certificate_pem" text,
	"sealed_private_key" text,
	"certificate_expires_at" timestamp with time zone,
	"challenges" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"renewal_failed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "waitlist_signups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" uuid NOT NULL,
	"email" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"consent_at" timestamp with time zone NOT NULL,
	"confirm_token_hash" text,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "published_site_versions" ADD CONSTRAINT "published_site_versions_site_id_published_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."published_sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "published_sites" ADD CONSTRAINT "published_sites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "published_sites" ADD CONSTRAINT "published_sites_idea_id_launchpad_ideas_id_fk" FOREIGN KEY ("idea_id") REFERENCES "public"."launchpad_ideas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "published_sites" ADD CONSTRAINT "published_sites_domain_id_registered_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."registered_domains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_signups" ADD CONSTRAINT "waitlist_signups_site_id_published_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."published_sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "published_site_versions_idx" ON "published_site_versions" USING btree ("site_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "published_sites_host_idx" ON "published_sites" USING btree ("host") WHERE "published_sites"."status" <> 'unpublished';--> statement-breakpoint
CREATE INDEX "published_sites_user_idx" ON "published_sites" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_signups_site_email_idx" ON "waitlist_signups" USING btree ("site_id","email");--> statement-breakpoint
CREATE INDEX "waitlist_signups_token_idx" ON "waitlist_signups" USING btree ("confirm_token_hash");