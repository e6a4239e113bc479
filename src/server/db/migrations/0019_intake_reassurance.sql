ALTER TABLE "intake_submissions" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "intake_submissions" ADD COLUMN "signed_state" text;--> statement-breakpoint
ALTER TABLE "intake_submissions" ADD COLUMN "signed_on" date;--> statement-breakpoint
ALTER TABLE "intake_submissions" ADD COLUMN "time_critical" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "intake_submissions" ADD COLUMN "rescission_last_day" date;--> statement-breakpoint
ALTER TABLE "intake_submissions" ADD CONSTRAINT "intake_submissions_reference_unique" UNIQUE("reference");