ALTER TABLE "articles" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "translation_of" uuid;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_translation_of_articles_id_fk" FOREIGN KEY ("translation_of") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_translation_of_locale_unique" UNIQUE("translation_of","locale");--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_locale_check" CHECK ("articles"."locale" in ('en', 'es'));