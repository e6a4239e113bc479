import { and, count, eq, exists, lte, not, or, sql } from 'drizzle-orm';
import {
  MAX_UNFINISHED_UPLOADS,
  storageQuotaMessage,
  tooManyUnfinishedUploadsMessage,
  UNFINISHED_UPLOAD_RETENTION_MS,
  type FileOwnerLabel,
} from '@shared/document-files';
import type { UploadTicket } from '@shared/contracts/partners';
import type { Database, Executor } from '../../db/client';
import { cases, partnerApplications, pendingUploads, type UploadOwnerKind } from '../../db/schema';
import { AppError } from '../errors';
import { ensureJobScheduled, type JobHandler } from '../jobs';
import type { FileStorage } from './file-storage';
import { serviceEventsOf } from '../metrics/service-events';
import {
  issueUploadTicket,
  UPLOAD_MISSING_MESSAGE,
  UPLOAD_TICKET_LIFETIME_MS,
  type ClaimedUpload,
  type UploadRequest,
} from './uploads';

/*
 * Limits on unfinished uploads and on storage per owner (decision 013). Every address handed
 * out is a row in pending_uploads until its file is registered; an owner may have at most
 * MAX_UNFINISHED_UPLOADS rows, and a sweep removes the files of rows older than a day (or of
 * owners that are gone). The registered documents of an owner may take up at most its quota.
 */

export interface UploadOwner {
  kind: UploadOwnerKind;
  id: string;
}

/** What a module tells the upload steps about one owner of files. */
export interface FileAllowance<Locked = void> {
  owner: UploadOwner;
  label: FileOwnerLabel;
  quotaBytes: number;
  /**
   * Locks the owner's row until the transaction ends, so concurrent uploads are counted one
   * after another; throws the module's own error when the owner is gone or takes no files.
   */
  lock(tx: Executor): Promise<Locked>;
  /** The bytes the owner's registered documents take up. */
  usedBytes(tx: Executor): Promise<number>;
}

export const QUOTA_REACHED = 'STORAGE_QUOTA_REACHED';

const quotaReached = (allowance: FileAllowance<unknown>, usedBytes: number) =>
  new AppError(
    413,
    QUOTA_REACHED,
    storageQuotaMessage(allowance.label, allowance.quotaBytes, usedBytes),
  );

const ownedBy = (owner: UploadOwner) =>
  and(eq(pendingUploads.ownerKind, owner.kind), eq(pendingUploads.ownerId, owner.id));

/**
 * Whether the owner of a pending upload still takes files: the case exists, or the partner
 * has an application that has not been reviewed yet.
 */
const ownerTakesFiles = () =>
  or(
    and(
      eq(pendingUploads.ownerKind, 'case'),
      exists(sql`(select 1 from ${cases} where ${cases.id} = ${pendingUploads.ownerId})`),
    ),
    and(
      eq(pendingUploads.ownerKind, 'partner'),
      exists(
        sql`(select 1 from ${partnerApplications} where ${partnerApplications.partnerId} = ${pendingUploads.ownerId} and ${partnerApplications.status} = 'submitted')`,
      ),
    ),
  )!;

/** Sum of a size column as a number (PostgreSQL answers bigint sums as text). */
export const totalBytes = (column: unknown) => sql<number>`coalesce(sum(${column}), 0)::float8`;

/**
 * Step 1 with limits: the signed address of issueUploadTicket, handed out only when the
 * owner has fewer than MAX_UNFINISHED_UPLOADS unfinished uploads (429 otherwise) and the file
 * it announces still fits the owner's quota (413 otherwise).
 */
export async function issueLimitedUploadTicket(
  deps: { db: Database; storage: FileStorage },
  allowance: FileAllowance<unknown>,
  request: UploadRequest,
  now = new Date(),
): Promise<UploadTicket> {
  // Type and size are refused before anything is counted; nothing is stored yet.
  const ticket = await issueUploadTicket(deps.storage, request, now);
  const storageKey = deps.storage.keyFromUrl(ticket.uploadURL)!;
  const reserve = () =>
    deps.db.transaction(async (tx) => {
      await allowance.lock(tx);
      const used = await allowance.usedBytes(tx);
      if (used >= allowance.quotaBytes || used + (request.fileSize ?? 0) > allowance.quotaBytes) {
        throw quotaReached(allowance, used);
      }
      const [unfinished] = await tx
        .select({ n: count() })
        .from(pendingUploads)
        .where(ownedBy(allowance.owner));
      if ((unfinished?.n ?? 0) >= MAX_UNFINISHED_UPLOADS) return false;
      await tx.insert(pendingUploads).values({
        ownerKind: allowance.owner.kind,
        ownerId: allowance.owner.id,
        storageKey,
        expiresAt: new Date(ticket.expiresAt),
        declaredSize: request.fileSize ?? null,
        createdAt: now,
      });
      return true;
    });
  if (await reserve()) return ticket;
  // Addresses that expired unused hold their place for nothing: give it back, then try again.
  if ((await releaseUnusedAddresses(deps, allowance.owner, now)) > 0 && (await reserve())) {
    return ticket;
  }
  throw new AppError(
    429,
    'TOO_MANY_UNFINISHED_UPLOADS',
    tooManyUnfinishedUploadsMessage(allowance.label),
  );
}

/**
 * Forgets the owner's addresses that expired with nothing uploaded. An upload that began just
 * before its address expired may still be arriving, so an address counts as unused only once
 * it has been expired for as long again as it lived.
 */
async function releaseUnusedAddresses(
  deps: { db: Database; storage: FileStorage },
  owner: UploadOwner,
  now: Date,
): Promise<number> {
  const expiredBy = new Date(now.getTime() - UPLOAD_TICKET_LIFETIME_MS);
  const expired = await deps.db
    .select({ id: pendingUploads.id, storageKey: pendingUploads.storageKey })
    .from(pendingUploads)
    .where(and(ownedBy(owner), lte(pendingUploads.expiresAt, expiredBy)));
  let released = 0;
  for (const row of expired) {
    if (await deps.storage.head(row.storageKey)) continue;
    await deps.db.delete(pendingUploads).where(eq(pendingUploads.id, row.id));
    released += 1;
  }
  return released;
}

/**
 * Step 2 (local driver): whether the file for this key is still awaited, i.e. its address was
 * handed out, its upload is not finished or swept, and its case or application still takes
 * files.
 */
export async function isUploadAwaited(db: Executor, storageKey: string): Promise<boolean> {
  const [row] = await db
    .select({ id: pendingUploads.id })
    .from(pendingUploads)
    .where(and(eq(pendingUploads.storageKey, storageKey), ownerTakesFiles()));
  return row !== undefined;
}

/**
 * Step 3 with limits: in one transaction that holds the owner's lock, refuses a file that
 * would take the owner past its quota (the file is deleted: nothing is kept), lets `record`
 * store the document, and ends the upload's pending row. An upload whose row is gone (swept
 * after a day) is refused, so the sweep never removes the file of a registered document.
 */
export async function registerLimitedUpload<Locked, Result>(
  deps: { db: Database; storage: FileStorage },
  allowance: FileAllowance<Locked>,
  upload: ClaimedUpload,
  record: (tx: Executor, locked: Locked) => Promise<Result>,
): Promise<Result> {
  try {
    const result = await deps.db.transaction(async (tx) => {
      const locked = await allowance.lock(tx);
      const used = await allowance.usedBytes(tx);
      if (used + upload.size > allowance.quotaBytes) throw quotaReached(allowance, used);
      const result = await record(tx, locked);
      const finished = await tx
        .delete(pendingUploads)
        .where(eq(pendingUploads.storageKey, upload.key))
        .returning({ id: pendingUploads.id });
      if (finished.length === 0) {
        throw new AppError(400, 'UPLOAD_MISSING', UPLOAD_MISSING_MESSAGE);
      }
      return result;
    });
    serviceEventsOf(deps.db).uploadRegistered(upload.size);
    return result;
  } catch (error) {
    if (error instanceof AppError && error.code === QUOTA_REACHED) {
      await deps.storage.delete(upload.key);
      await deps.db.delete(pendingUploads).where(eq(pendingUploads.storageKey, upload.key));
    }
    throw error;
  }
}

/** Rows swept per transaction; each one's file is deleted while the row is locked. */
const SWEEP_BATCH = 50;

/**
 * Removes the files of uploads never registered: those started more than
 * UNFINISHED_UPLOAD_RETENTION_MS before `asOf`, and at once those whose case or application
 * no longer takes files. The rows stay locked while their files are deleted, so a
 * registration of the same upload waits and is then refused; a storage error leaves the rows
 * for the next run. Answers how many files were removed.
 */
export async function sweepUnfinishedUploads(
  deps: { db: Database; storage: FileStorage },
  asOf = new Date(),
): Promise<number> {
  const startedBefore = new Date(asOf.getTime() - UNFINISHED_UPLOAD_RETENTION_MS);
  let removed = 0;
  for (;;) {
    const swept = await deps.db.transaction(async (tx) => {
      const rows = await tx
        .select({ id: pendingUploads.id, storageKey: pendingUploads.storageKey })
        .from(pendingUploads)
        .where(or(lte(pendingUploads.createdAt, startedBefore), not(ownerTakesFiles())))
        .limit(SWEEP_BATCH)
        .for('update', { skipLocked: true });
      for (const row of rows) {
        await deps.storage.delete(row.storageKey);
        await tx.delete(pendingUploads).where(eq(pendingUploads.id, row.id));
      }
      return rows.length;
    });
    removed += swept;
    if (swept < SWEEP_BATCH) return removed;
  }
}

export const UPLOAD_SWEEP_JOB = 'storage.sweep_unfinished_uploads';
export const UPLOAD_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/** Makes sure one sweep is waiting, due at `runAt`. */
export async function scheduleUploadSweep(db: Database, runAt = new Date()): Promise<void> {
  await ensureJobScheduled(db, UPLOAD_SWEEP_JOB, runAt);
}

/**
 * Sweeps, then schedules the next run an interval later. The payload may name the moment to
 * sweep as of (`asOf`, ISO 8601), so tests move the clock without waiting a day.
 */
export function uploadSweepJobHandler(deps: { db: Database; storage: FileStorage }): JobHandler {
  return async (payload) => {
    const asOf = typeof payload.asOf === 'string' ? new Date(payload.asOf) : new Date();
    if (Number.isNaN(asOf.getTime())) throw new Error('The sweep job has an unreadable asOf.');
    await sweepUnfinishedUploads(deps, asOf);
    await scheduleUploadSweep(deps.db, new Date(Date.now() + UPLOAD_SWEEP_INTERVAL_MS));
  };
}
