ALTER TABLE "cart_items" ADD COLUMN "for_domain" text;--> statement-breakpoint
ALTER TABLE "ssl_certificates" ADD COLUMN "domain_name" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "for_domain" text;