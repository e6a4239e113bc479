CREATE TABLE "callback_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"name" text NOT NULL,
	"phone" text,
	"email" text,
	"preferred_times" text NOT NULL,
	"time_zone" text NOT NULL,
	"message" text,
	"status" text DEFAULT 'new' NOT NULL,
	"internal_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "callback_requests_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE INDEX "callback_requests_created_at_idx" ON "callback_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "callback_requests_status_idx" ON "callback_requests" USING btree ("status");