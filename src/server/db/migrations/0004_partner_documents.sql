DROP INDEX "case_documents_case_id_idx";--> statement-breakpoint
ALTER TABLE "case_documents" ADD COLUMN "document_type" text DEFAULT 'other' NOT NULL;--> statement-breakpoint
CREATE INDEX "case_documents_case_id_idx" ON "case_documents" USING btree ("case_id","created_at");--> statement-breakpoint
ALTER TABLE "case_documents" ADD CONSTRAINT "case_documents_storage_key_unique" UNIQUE("storage_key");--> statement-breakpoint
ALTER TABLE "partner_documents" ADD CONSTRAINT "partner_documents_file_path_unique" UNIQUE("file_path");