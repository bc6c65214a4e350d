CREATE TYPE "public"."dv_auth_method" AS ENUM('EMAIL', 'HTTP', 'CNAME');--> statement-breakpoint
CREATE TYPE "public"."registered_domain_status" AS ENUM('pending', 'active', 'expired', 'failed', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."registry_name_kind" AS ENUM('registered', 'reserved', 'premium');--> statement-breakpoint
CREATE TYPE "public"."ssl_status" AS ENUM('purchased', 'csr_submitted', 'awaiting_approval', 'issued', 'reissued', 'expired', 'cancelled');--> statement-breakpoint
CREATE TABLE "dns_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"domain_id" uuid NOT NULL,
	"actor_user_id" uuid,
	"section" text NOT NULL,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL,
	"reverted_change_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dns_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"domain_id" uuid NOT NULL,
	"host" text NOT NULL,
	"type" text NOT NULL,
	"value" text NOT NULL,
	"ttl" integer DEFAULT 1800 NOT NULL,
	"priority" integer,
	"weight" integer,
	"port" integer,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "domain_reminders" (
	"domain_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"days_before" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "domain_reminders_domain_id_expires_at_days_before_pk" PRIMARY KEY("domain_id","expires_at","days_before")
);
--> statement-breakpoint
CREATE TABLE "registered_domains" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"sld" text NOT NULL,
	"tld" text NOT NULL,
	"name" text NOT NULL,
	"registrar" text DEFAULT 'builtin' NOT NULL,
	"status" "registered_domain_status" DEFAULT 'pending' NOT NULL,
	"registered_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"auto_renew" boolean DEFAULT true NOT NULL,
	"locked" boolean DEFAULT true NOT NULL,
	"whois_privacy" boolean DEFAULT false NOT NULL,
	"nameservers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"epp_code_hash" text,
	"epp_requested_at" timestamp with time zone,
	"contacts" jsonb,
	"order_id" uuid,
	"order_line_id" uuid,
	"failure_reason" text,
	"registration_attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "registered_domains_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "registry_names" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"label" text NOT NULL,
	"tld" text,
	"kind" "registry_name_kind" NOT NULL,
	"premium_price_pence" integer
);
--> statement-breakpoint
CREATE TABLE "ssl_certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cert_id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "ssl_certificates_cert_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100001 CACHE 1),
	"user_id" uuid,
	"domain_id" uuid,
	"registrar" text DEFAULT 'builtin' NOT NULL,
	"provider_cert_id" text,
	"product_name" text NOT NULL,
	"years" integer DEFAULT 1 NOT NULL,
	"status" "ssl_status" DEFAULT 'purchased' NOT NULL,
	"common_name" text,
	"sans" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"csr" text,
	"key_type" text,
	"key_size" integer,
	"approver_email" text,
	"dv_auth_method" "dv_auth_method",
	"validation" jsonb,
	"approval_token_hash" text,
	"certificate_pem" text,
	"issued_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"order_id" uuid,
	"order_line_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ssl_certificates_cert_id_unique" UNIQUE("cert_id")
);
--> statement-breakpoint
ALTER TABLE "dns_changes" ADD CONSTRAINT "dns_changes_domain_id_registered_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."registered_domains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dns_changes" ADD CONSTRAINT "dns_changes_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dns_records" ADD CONSTRAINT "dns_records_domain_id_registered_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."registered_domains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domain_reminders" ADD CONSTRAINT "domain_reminders_domain_id_registered_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."registered_domains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registered_domains" ADD CONSTRAINT "registered_domains_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registered_domains" ADD CONSTRAINT "registered_domains_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registered_domains" ADD CONSTRAINT "registered_domains_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ssl_certificates" ADD CONSTRAINT "ssl_certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ssl_certificates" ADD CONSTRAINT "ssl_certificates_domain_id_registered_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."registered_domains"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ssl_certificates" ADD CONSTRAINT "ssl_certificates_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ssl_certificates" ADD CONSTRAINT "ssl_certificates_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dns_changes_domain_idx" ON "dns_changes" USING btree ("domain_id","created_at");--> statement-breakpoint
CREATE INDEX "dns_records_domain_idx" ON "dns_records" USING btree ("domain_id","type","host");--> statement-breakpoint
CREATE INDEX "registered_domains_user_idx" ON "registered_domains" USING btree ("user_id","name");--> statement-breakpoint
CREATE INDEX "registered_domains_expiry_idx" ON "registered_domains" USING btree ("status","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "registry_names_label_tld_idx" ON "registry_names" USING btree ("label",coalesce("tld", ''));--> statement-breakpoint
CREATE INDEX "ssl_certificates_user_idx" ON "ssl_certificates" USING btree ("user_id","created_at");