ALTER TABLE "articles" ADD COLUMN "difficulty" text DEFAULT 'beginner' NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "read_time_minutes" integer;