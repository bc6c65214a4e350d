CREATE TABLE "gateway_setup_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"payment_method_id" text NOT NULL,
	"status" text NOT NULL,
	"failure_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gateway_setup_intents" ADD CONSTRAINT "gateway_setup_intents_customer_id_gateway_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."gateway_customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gateway_setup_intents_customer_idx" ON "gateway_setup_intents" USING btree ("customer_id");