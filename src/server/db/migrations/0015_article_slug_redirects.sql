-- Issue 19: a guide's former slugs, so old links answer 301 with its current one. They point at
-- the guide, not at a slug (a guide renamed twice sends its first slug straight to the latest),
-- and go with it when it is deleted.
CREATE TABLE "article_slug_redirects" (
	"old_slug" varchar(500) PRIMARY KEY NOT NULL,
	"article_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "article_slug_redirects" ADD CONSTRAINT "article_slug_redirects_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_slug_redirects_article_id_idx" ON "article_slug_redirects" USING btree ("article_id");
