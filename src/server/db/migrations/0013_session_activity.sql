-- Issue 17: sessions get a public id for the account's session list, when they started, when
-- they were last used (the idle timeout reads it) and the browser they were used from.
-- gen_random_uuid() is volatile, so every existing session gets an id of its own; existing
-- sessions count as started and used now, so none is signed out for idling by this migration.
ALTER TABLE "sessions" ADD COLUMN "id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "last_used_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_id_unique" UNIQUE("id");
