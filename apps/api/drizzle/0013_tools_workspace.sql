CREATE TABLE "tool_org_charts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"chart" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tool_org_charts" ADD CONSTRAINT "tool_org_charts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;