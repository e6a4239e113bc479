CREATE TABLE "case_document_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"document_type" text NOT NULL,
	"due_date" date,
	"status" text DEFAULT 'open' NOT NULL,
	"asked_by_partner_id" uuid,
	"asked_by_staff_id" uuid,
	"asked_by" text NOT NULL,
	"document_id" uuid,
	"fulfilled_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"reminder_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "case_documents" ADD COLUMN "uploaded_by_client_id" uuid;--> statement-breakpoint
ALTER TABLE "case_document_requests" ADD CONSTRAINT "case_document_requests_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_document_requests" ADD CONSTRAINT "case_document_requests_asked_by_partner_id_partners_id_fk" FOREIGN KEY ("asked_by_partner_id") REFERENCES "public"."partners"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_document_requests" ADD CONSTRAINT "case_document_requests_asked_by_staff_id_users_id_fk" FOREIGN KEY ("asked_by_staff_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_document_requests" ADD CONSTRAINT "case_document_requests_document_id_case_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."case_documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_documents" ADD CONSTRAINT "case_documents_uploaded_by_client_id_user_accounts_id_fk" FOREIGN KEY ("uploaded_by_client_id") REFERENCES "public"."user_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "case_document_requests_case_id_idx" ON "case_document_requests" USING btree ("case_id");--> statement-breakpoint
CREATE INDEX "case_document_requests_due_idx" ON "case_document_requests" USING btree ("status","due_date");
