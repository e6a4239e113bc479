import { and, asc, desc, eq, sql } from 'drizzle-orm';
import {
  APPLICATION_ALREADY_REVIEWED_MESSAGE,
  VERIFICATION_LINK_INVALID_MESSAGE,
  type ApplicationStatus,
  type UploadTicket,
  type VerificationDocument,
  type VerificationDocumentRequest,
  type VerificationUploadRequest,
} from '@shared/contracts/partners';
import type { PartnerApplicationStatus } from '@shared/domain-values';
import {
  APPLICATION_STORAGE_QUOTA_BYTES,
  verificationDocumentExtensions,
} from '@shared/document-files';
import type { Database, Executor } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import {
  authTokens,
  partnerApplications,
  partnerDocuments,
  partners,
  type PartnerDocument,
} from '../../db/schema';
import { usableToken } from '../../platform/auth/single-use-tokens';
import { recordAudit } from '../../platform/audit';
import { AppError } from '../../platform/errors';
import type { FileStorage } from '../../platform/storage/file-storage';
import {
  issueLimitedUploadTicket,
  registerLimitedUpload,
  totalBytes,
  type FileAllowance,
} from '../../platform/storage/pending-uploads';
import { claimUpload } from '../../platform/storage/uploads';
import { PARTNER_VERIFICATION } from './verification-link';
import { text } from '@shared/i18n/text';
import { english } from '@shared/i18n/translate-issue';

/*
 * The Verification tab: an applicant, known only by the link in the confirmation e-mail,
 * sees where the application stands and adds license documents until it is reviewed.
 */

export const VERIFICATION_DOCUMENT_ALREADY_ADDED_MESSAGE = english(
  text('This file has already been added to your application.'),
);

const linkInvalid = () =>
  new AppError(404, 'VERIFICATION_LINK_INVALID', VERIFICATION_LINK_INVALID_MESSAGE);
const alreadyReviewed = () =>
  new AppError(409, 'APPLICATION_ALREADY_REVIEWED', APPLICATION_ALREADY_REVIEWED_MESSAGE);

interface LinkedApplication {
  id: string;
  partnerId: string;
  companyName: string;
  contactPerson: string;
  email: string;
  status: PartnerApplicationStatus;
  submittedAt: Date;
  reviewedAt: Date | null;
}

/** The partner's newest application, if the token is a live verification link. */
async function applicationOfToken(db: Executor, token: string): Promise<LinkedApplication> {
  const [row] = await db
    .select({
      id: partnerApplications.id,
      partnerId: partners.id,
      companyName: partners.companyName,
      contactPerson: partners.contactPerson,
      email: partners.email,
      status: partnerApplications.status,
      submittedAt: partnerApplications.submittedAt,
      reviewedAt: partnerApplications.reviewedAt,
    })
    .from(authTokens)
    .innerJoin(partners, eq(partners.id, authTokens.principalId))
    .innerJoin(partnerApplications, eq(partnerApplications.partnerId, partners.id))
    // Never used up by the applicant; only cancelling the link on purpose would end it early.
    .where(usableToken(PARTNER_VERIFICATION, token))
    .orderBy(desc(partnerApplications.submittedAt))
    .limit(1);
  if (!row) throw linkInvalid();
  return { ...row, status: row.status as PartnerApplicationStatus };
}

function toVerificationDocument(row: PartnerDocument): VerificationDocument {
  return {
    id: row.id,
    documentType: row.documentType,
    fileName: row.fileName,
    fileSize: row.fileSize,
    uploadedAt: row.uploadedAt.toISOString(),
  };
}

export async function applicationStatus(db: Executor, token: string): Promise<ApplicationStatus> {
  const application = await applicationOfToken(db, token);
  const documents = await db
    .select()
    .from(partnerDocuments)
    .where(eq(partnerDocuments.partnerId, application.partnerId))
    .orderBy(asc(partnerDocuments.uploadedAt));
  return {
    companyName: application.companyName,
    contactPerson: application.contactPerson,
    email: application.email,
    status: application.status,
    submittedAt: application.submittedAt.toISOString(),
    reviewedAt: application.reviewedAt?.toISOString() ?? null,
    acceptsDocuments: application.status === 'submitted',
    documents: documents.map(toVerificationDocument),
  };
}

const keyPrefixOf = (partnerId: string) => `partners/${partnerId}`;

/** The application behind a live link, while it still takes documents (until it is reviewed). */
async function applicationTakingDocuments(db: Executor, token: string): Promise<LinkedApplication> {
  const application = await applicationOfToken(db, token);
  if (application.status !== 'submitted') throw alreadyReviewed();
  return application;
}

/**
 * An application as an owner of files: at most 10 unfinished uploads and 50 MB of documents
 * (decision 013). The documents hang on the partner row, so the partner is the owner; the
 * lock is the application row, which must still take documents.
 */
function applicationFiles(application: LinkedApplication): FileAllowance {
  return {
    owner: { kind: 'partner', id: application.partnerId },
    label: 'your application',
    quotaBytes: APPLICATION_STORAGE_QUOTA_BYTES,
    lock: async (tx) => {
      const [open] = await tx
        .select({ id: partnerApplications.id })
        .from(partnerApplications)
        .where(
          and(
            eq(partnerApplications.id, application.id),
            eq(partnerApplications.status, 'submitted'),
          ),
        )
        .for('update');
      if (!open) throw alreadyReviewed();
    },
    usedBytes: async (tx) => {
      const [used] = await tx
        .select({ bytes: totalBytes(partnerDocuments.fileSize) })
        .from(partnerDocuments)
        .where(eq(partnerDocuments.partnerId, application.partnerId));
      return used?.bytes ?? 0;
    },
  };
}

/** Step 1 of a license document upload: a signed address under the partner's own prefix. */
export async function verificationUploadTicket(
  deps: { db: Database; storage: FileStorage },
  token: string,
  request: VerificationUploadRequest,
): Promise<UploadTicket> {
  const application = await applicationTakingDocuments(deps.db, token);
  return issueLimitedUploadTicket(deps, applicationFiles(application), {
    keyPrefix: keyPrefixOf(application.partnerId),
    fileName: request.fileName,
    ...(request.fileSize === undefined ? {} : { fileSize: request.fileSize }),
    allowed: verificationDocumentExtensions,
  });
}

/**
 * Step 3: checks the uploaded bytes and records the document on the partner and its
 * application. The status is checked again inside the transaction, so a document cannot
 * slip in while the application is being reviewed.
 */
export async function registerVerificationDocument(
  deps: { db: Database; storage: FileStorage },
  token: string,
  request: VerificationDocumentRequest,
): Promise<VerificationDocument> {
  const application = await applicationTakingDocuments(deps.db, token);
  const upload = await claimUpload(deps.storage, {
    keyPrefix: keyPrefixOf(application.partnerId),
    fileName: request.fileName,
    fileUrl: request.fileUrl,
    allowed: verificationDocumentExtensions,
  });
  try {
    return await registerLimitedUpload(deps, applicationFiles(application), upload, async (tx) => {
      const [stillOpen] = await tx
        .update(partnerApplications)
        .set({ documents: sql`array_append(${partnerApplications.documents}, ${upload.key})` })
        .where(
          and(
            eq(partnerApplications.id, application.id),
            eq(partnerApplications.status, 'submitted'),
          ),
        )
        .returning({ id: partnerApplications.id });
      if (!stillOpen) throw alreadyReviewed();
      await tx
        .update(partners)
        .set({
          verificationDocuments: sql`array_append(${partners.verificationDocuments}, ${upload.key})`,
          updatedAt: new Date(),
        })
        .where(eq(partners.id, application.partnerId));
      const [document] = await tx
        .insert(partnerDocuments)
        .values({
          partnerId: application.partnerId,
          documentType: request.documentType,
          fileName: request.fileName,
          filePath: upload.key,
          fileSize: upload.size,
          mimeType: upload.contentType,
        })
        .returning();
      await recordAudit(tx, {
        actorKind: 'partner',
        actorId: application.partnerId,
        action: 'partner_document.uploaded',
        entityType: 'partner_document',
        entityId: document!.id,
        before: null,
        after: { ...document, applicationId: application.id },
      });
      return toVerificationDocument(document!);
    });
  } catch (error) {
    // The same upload registered twice (file_path is unique).
    if (isUniqueViolation(error)) {
      throw new AppError(
        409,
        'UPLOAD_ALREADY_REGISTERED',
        VERIFICATION_DOCUMENT_ALREADY_ADDED_MESSAGE,
      );
    }
    throw error;
  }
}
