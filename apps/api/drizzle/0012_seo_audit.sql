CREATE TABLE "seo_audits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"url" text NOT NULL,
	"final_url" text NOT NULL,
	"score" integer NOT NULL,
	"checks" jsonb NOT NULL,
	"fixes" jsonb NOT NULL,
	"facts" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seo_audits_score_check" CHECK ("seo_audits"."score" BETWEEN 0 AND 100)
);
--> statement-breakpoint
ALTER TABLE "seo_audits" ADD CONSTRAINT "seo_audits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seo_audits_user_created_idx" ON "seo_audits" USING btree ("user_id","created_at");