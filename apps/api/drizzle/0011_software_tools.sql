CREATE TABLE "software_tools" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"description" text NOT NULL,
	"pricing_model" text NOT NULL,
	"pricing_details" text NOT NULL,
	"perk" text,
	"website_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "software_tools_slug_unique" UNIQUE("slug"),
	CONSTRAINT "software_tools_category_check" CHECK ("software_tools"."category" in ('Accounting & finance', 'Analytics', 'Communication', 'Customer support', 'Design', 'Developer tools', 'E-commerce', 'HR & payroll', 'Marketing', 'Productivity', 'Sales & CRM')),
	CONSTRAINT "software_tools_pricing_check" CHECK ("software_tools"."pricing_model" in ('free', 'freemium', 'free-trial', 'paid', 'open-source'))
);
--> statement-breakpoint
CREATE INDEX "software_tools_category_idx" ON "software_tools" USING btree ("category");--> statement-breakpoint
CREATE INDEX "software_tools_name_idx" ON "software_tools" USING btree ("name");