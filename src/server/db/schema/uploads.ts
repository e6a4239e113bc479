import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, primaryId } from './columns';

export const uploadOwnerKinds = ['case', 'partner'] as const;
export type UploadOwnerKind = (typeof uploadOwnerKinds)[number];

/**
 * Upload addresses handed out (step 1) whose file has not been registered (step 3) yet:
 * they count against the owner's limit of unfinished uploads, and a sweep removes the file of
 * any still here after a day (decision 013). No foreign key to the owner: a row must outlive
 * a deleted case, so its file is still found and removed.
 */
export const pendingUploads = pgTable(
  'pending_uploads',
  {
    id: primaryId(),
    /** 'case' (a case's documents) or 'partner' (an applicant's license documents). */
    ownerKind: text('owner_kind', { enum: uploadOwnerKinds }).notNull(),
    ownerId: uuid('owner_id').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    /** When the upload address stops working. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The size the browser announced, if any; the stored bytes are checked at step 3. */
    declaredSize: integer('declared_size'),
    createdAt: createdAt(),
  },
  (table) => [
    index('pending_uploads_owner_idx').on(table.ownerKind, table.ownerId),
    index('pending_uploads_created_at_idx').on(table.createdAt),
  ],
);

export type PendingUpload = typeof pendingUploads.$inferSelect;
