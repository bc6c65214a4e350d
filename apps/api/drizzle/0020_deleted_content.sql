-- Deleted content leaves a tombstone (type, id, slug) so its page answers 410 Gone (issue 22).
CREATE TABLE "deleted_content" (
	"type" text NOT NULL,
	"id" uuid NOT NULL,
	"slug" text NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deleted_content_type_id_pk" PRIMARY KEY("type","id")
);
--> statement-breakpoint
CREATE INDEX "deleted_content_slug_idx" ON "deleted_content" USING btree ("type","slug");