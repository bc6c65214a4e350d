CREATE TYPE "public"."billing_interval" AS ENUM('month', 'year');--> statement-breakpoint
CREATE TYPE "public"."domain_service_type" AS ENUM('SSL', 'ID Protect');--> statement-breakpoint
CREATE TYPE "public"."product_billing" AS ENUM('one_off', 'recurring');--> statement-breakpoint
CREATE TYPE "public"."product_category" AS ENUM('company_formation', 'trade_mark', 'bookkeeping', 'domain_service', 'other');--> statement-breakpoint
CREATE TYPE "public"."quotation_status" AS ENUM('new', 'in_progress', 'quoted', 'closed');--> statement-breakpoint
CREATE TABLE "catalog_services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"service_type" "domain_service_type" NOT NULL,
	"description" text NOT NULL,
	"price_per_year_pence" integer NOT NULL,
	"min_years" integer DEFAULT 1 NOT NULL,
	"max_years" integer DEFAULT 1 NOT NULL,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalog_services_slug_unique" UNIQUE("slug"),
	CONSTRAINT "catalog_services_years_check" CHECK ("catalog_services"."min_years" >= 1 and "catalog_services"."max_years" >= "catalog_services"."min_years" and "catalog_services"."price_per_year_pence" >= 0)
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"monthly_price_pence" integer NOT NULL,
	"yearly_price_pence" integer NOT NULL,
	"tools" boolean DEFAULT false NOT NULL,
	"build_startup_ai" boolean DEFAULT false NOT NULL,
	"ai_monthly_limit" integer DEFAULT 0 NOT NULL,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_popular" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plans_slug_unique" UNIQUE("slug"),
	CONSTRAINT "plans_price_check" CHECK ("plans"."monthly_price_pence" >= 0 and "plans"."yearly_price_pence" >= 0 and "plans"."ai_monthly_limit" >= 0)
);
--> statement-breakpoint
CREATE TABLE "product_add_ons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"price_pence" integer NOT NULL,
	"max_quantity" integer DEFAULT 1 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_add_ons_check" CHECK ("product_add_ons"."price_pence" >= 0 and "product_add_ons"."max_quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "product_group_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "product_group_items_quantity_check" CHECK ("product_group_items"."quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "product_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"price_pence" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_groups_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "product_services" (
	"product_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	CONSTRAINT "product_services_product_id_service_id_pk" PRIMARY KEY("product_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"summary" text NOT NULL,
	"description" text NOT NULL,
	"category" "product_category" NOT NULL,
	"price_pence" integer NOT NULL,
	"filing_fee_pence" integer DEFAULT 0 NOT NULL,
	"billing" "product_billing" NOT NULL,
	"interval" "billing_interval",
	"country_code" text,
	"state_code" text,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"seo_title" text,
	"seo_description" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 1000 NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_slug_unique" UNIQUE("slug"),
	CONSTRAINT "products_price_check" CHECK ("products"."price_pence" >= 0 and "products"."filing_fee_pence" >= 0),
	CONSTRAINT "products_interval_check" CHECK (("products"."billing" = 'one_off' and "products"."interval" is null) or ("products"."billing" = 'recurring' and "products"."interval" is not null)),
	CONSTRAINT "products_state_check" CHECK ("products"."state_code" is null or "products"."country_code" = 'US')
);
--> statement-breakpoint
CREATE TABLE "quotations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"company" text,
	"phone" text,
	"details" text NOT NULL,
	"product_id" uuid,
	"status" "quotation_status" DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seed_markers" (
	"name" text PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_add_ons" ADD CONSTRAINT "product_add_ons_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_group_items" ADD CONSTRAINT "product_group_items_group_id_product_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."product_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_group_items" ADD CONSTRAINT "product_group_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_services" ADD CONSTRAINT "product_services_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_services" ADD CONSTRAINT "product_services_service_id_catalog_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."catalog_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "plans_name_lower_idx" ON "plans" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "product_add_ons_product_name_idx" ON "product_add_ons" USING btree ("product_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "product_group_items_group_product_idx" ON "product_group_items" USING btree ("group_id","product_id");--> statement-breakpoint
CREATE INDEX "product_group_items_product_idx" ON "product_group_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category","sort_order");--> statement-breakpoint
CREATE INDEX "products_place_idx" ON "products" USING btree ("country_code","state_code");--> statement-breakpoint
CREATE INDEX "quotations_status_idx" ON "quotations" USING btree ("status","created_at");