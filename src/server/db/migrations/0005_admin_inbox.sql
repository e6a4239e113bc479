ALTER TABLE "contact_submissions" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "internal_note" text;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "intake_submissions" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "intake_submissions" ADD COLUMN "internal_note" text;--> statement-breakpoint
ALTER TABLE "intake_submissions" ADD COLUMN "invited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "intake_submissions" ADD COLUMN "client_id" uuid;--> statement-breakpoint
ALTER TABLE "intake_submissions" ADD COLUMN "case_id" uuid;--> statement-breakpoint
ALTER TABLE "intake_submissions" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "intake_submissions" ADD CONSTRAINT "intake_submissions_client_id_user_accounts_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."user_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intake_submissions" ADD CONSTRAINT "intake_submissions_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_submissions_status_idx" ON "contact_submissions" USING btree ("status");--> statement-breakpoint
CREATE INDEX "intake_submissions_status_idx" ON "intake_submissions" USING btree ("status");--> statement-breakpoint
CREATE INDEX "intake_submissions_client_id_idx" ON "intake_submissions" USING btree ("client_id");--> statement-breakpoint
UPDATE "intake_submissions" SET "updated_at" = "created_at";--> statement-breakpoint
UPDATE "contact_submissions" SET "updated_at" = "created_at";
