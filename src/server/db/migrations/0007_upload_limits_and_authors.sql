CREATE TABLE "pending_uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_kind" text NOT NULL,
	"owner_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"declared_size" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pending_uploads_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
ALTER TABLE "case_updates" ADD COLUMN "author_partner_id" uuid;--> statement-breakpoint
ALTER TABLE "case_documents" ADD COLUMN "uploaded_by_partner_id" uuid;--> statement-breakpoint
ALTER TABLE "case_updates" ADD CONSTRAINT "case_updates_author_partner_id_partners_id_fk" FOREIGN KEY ("author_partner_id") REFERENCES "public"."partners"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_documents" ADD CONSTRAINT "case_documents_uploaded_by_partner_id_partners_id_fk" FOREIGN KEY ("uploaded_by_partner_id") REFERENCES "public"."partners"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pending_uploads_owner_idx" ON "pending_uploads" USING btree ("owner_kind","owner_id");--> statement-breakpoint
CREATE INDEX "pending_uploads_created_at_idx" ON "pending_uploads" USING btree ("created_at");--> statement-breakpoint
-- Existing partner updates and documents: the audit row of their creation names the firm.
UPDATE "case_updates" SET "author_partner_id" = "audit_log"."actor_id" FROM "audit_log" WHERE "audit_log"."entity_type" = 'case_update' AND "audit_log"."action" = 'case_update.created' AND "audit_log"."actor_kind" = 'partner' AND "audit_log"."entity_id" = "case_updates"."id"::text AND "audit_log"."actor_id" IN (SELECT "id" FROM "partners");--> statement-breakpoint
UPDATE "case_documents" SET "uploaded_by_partner_id" = "audit_log"."actor_id" FROM "audit_log" WHERE "audit_log"."entity_type" = 'case_document' AND "audit_log"."action" = 'case_document.uploaded' AND "audit_log"."actor_kind" = 'partner' AND "audit_log"."entity_id" = "case_documents"."id"::text AND "audit_log"."actor_id" IN (SELECT "id" FROM "partners");
