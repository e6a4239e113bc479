import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  APPLICATION_NOT_FOUND_MESSAGE,
  type ApplicationDetail,
  type ApplicationFilter,
  type ApplicationSummary,
} from '@shared/contracts/admin-partners';
import type { PartnerApplicationStatus } from '@shared/domain-values';
import type { Executor } from '../../db/client';
import { partnerApplications, partnerDocuments, partners, users } from '../../db/schema';
import { notFound } from '../../platform/errors';
import type { StoredFile } from '../../platform/storage/send-file';
import { isRowId } from '../../platform/row-id';
import { DOCUMENT_NOT_FOUND_MESSAGE } from '../cases/service';

const summaryColumns = {
  id: partnerApplications.id,
  partnerId: partnerApplications.partnerId,
  companyName: partners.companyName,
  companyType: partners.companyType,
  contactPerson: partners.contactPerson,
  email: partners.email,
  jurisdiction: partners.jurisdiction,
  status: partnerApplications.status,
  submittedAt: partnerApplications.submittedAt,
};

interface SummaryRow {
  id: string;
  partnerId: string;
  companyName: string;
  companyType: string;
  contactPerson: string;
  email: string;
  jurisdiction: string;
  status: string;
  submittedAt: Date;
  documentCount: number;
}

function toSummary(row: SummaryRow): ApplicationSummary {
  return {
    ...row,
    // The column is plain text; only the review below ever writes it.
    status: row.status as PartnerApplicationStatus,
    submittedAt: row.submittedAt.toISOString(),
    documentCount: Number(row.documentCount),
  };
}

const waitingFirst: SQL[] = [
  sql`${partnerApplications.status} = 'submitted' desc`,
  sql`case when ${partnerApplications.status} = 'submitted' then ${partnerApplications.submittedAt} end asc`,
  desc(partnerApplications.reviewedAt),
  desc(partnerApplications.submittedAt),
];

/**
 * The applications queue. One order for every filter: applications still waiting come first,
 * the one waiting longest at the top (a queue is worked oldest first); reviewed ones follow,
 * the most recently reviewed first, since that is what an admin looks back for.
 */
export async function listApplications(
  db: Executor,
  filter: ApplicationFilter,
): Promise<ApplicationSummary[]> {
  // A joined, grouped subquery: drizzle writes a correlated one's columns unqualified, and the
  // count's alias must differ from every joined column (partner_applications has documents).
  const counts = db
    .select({ partnerId: partnerDocuments.partnerId, documentCount: count().as('document_count') })
    .from(partnerDocuments)
    .groupBy(partnerDocuments.partnerId)
    .as('document_counts');
  const rows = await db
    .select({
      ...summaryColumns,
      documentCount: sql<number>`coalesce(${counts.documentCount}, 0)::int`,
    })
    .from(partnerApplications)
    .innerJoin(partners, eq(partners.id, partnerApplications.partnerId))
    .leftJoin(counts, eq(counts.partnerId, partnerApplications.partnerId))
    .where(filter === 'all' ? undefined : eq(partnerApplications.status, filter))
    .orderBy(...waitingFirst, asc(partnerApplications.id));
  return rows.map(toSummary);
}

/** One application with its firm, its verification documents and who reviewed it. */
export async function getApplication(db: Executor, id: string): Promise<ApplicationDetail> {
  if (!isRowId(id)) throw notFound(APPLICATION_NOT_FOUND_MESSAGE);
  const [row] = await db
    .select({
      summary: summaryColumns,
      firm: {
        phone: partners.phone,
        website: partners.website,
        businessLicense: partners.businessLicense,
        barNumber: partners.barNumber,
        servicesOffered: partners.servicesOffered,
        agreementAccepted: partners.agreementAccepted,
      },
      reviewedAt: partnerApplications.reviewedAt,
      reviewNotes: partnerApplications.reviewNotes,
      // Null when nobody has reviewed the application yet (left join).
      reviewer: { firstName: users.firstName, lastName: users.lastName },
      partner: {
        verificationStatus: partners.verificationStatus,
        isActive: partners.isActive,
        passwordHash: partners.passwordHash,
        verifiedAt: partners.verifiedAt,
      },
    })
    .from(partnerApplications)
    .innerJoin(partners, eq(partners.id, partnerApplications.partnerId))
    .leftJoin(users, eq(users.id, partnerApplications.reviewedBy))
    .where(eq(partnerApplications.id, id));
  if (!row) throw notFound(APPLICATION_NOT_FOUND_MESSAGE);
  const documents = await db
    .select()
    .from(partnerDocuments)
    .where(eq(partnerDocuments.partnerId, row.summary.partnerId))
    .orderBy(asc(partnerDocuments.uploadedAt), asc(partnerDocuments.id));
  const { reviewer, partner } = row;
  return {
    ...toSummary({ ...row.summary, documentCount: documents.length }),
    ...row.firm,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    reviewedBy: reviewer ? `${reviewer.firstName} ${reviewer.lastName}` : null,
    reviewNotes: row.reviewNotes,
    partner: {
      verificationStatus: partner.verificationStatus,
      isActive: partner.isActive,
      hasPassword: partner.passwordHash !== null,
      verifiedAt: partner.verifiedAt?.toISOString() ?? null,
    },
    documents: documents.map((document) => ({
      id: document.id,
      documentType: document.documentType,
      fileName: document.fileName,
      fileSize: document.fileSize,
      mimeType: document.mimeType,
      uploadedAt: document.uploadedAt.toISOString(),
    })),
  };
}

/** A verification document of the application's firm, as storage knows it. */
export async function getApplicationDocument(
  db: Executor,
  applicationId: string,
  documentId: string,
): Promise<StoredFile> {
  if (!isRowId(applicationId)) throw notFound(APPLICATION_NOT_FOUND_MESSAGE);
  const [application] = await db
    .select({ partnerId: partnerApplications.partnerId })
    .from(partnerApplications)
    .where(eq(partnerApplications.id, applicationId));
  if (!application) throw notFound(APPLICATION_NOT_FOUND_MESSAGE);
  if (!isRowId(documentId)) throw notFound(DOCUMENT_NOT_FOUND_MESSAGE);
  const [document] = await db
    .select()
    .from(partnerDocuments)
    .where(
      and(
        eq(partnerDocuments.id, documentId),
        eq(partnerDocuments.partnerId, application.partnerId),
      ),
    );
  if (!document) throw notFound(DOCUMENT_NOT_FOUND_MESSAGE);
  return {
    key: document.filePath,
    fileName: document.fileName,
    contentType: document.mimeType,
    size: document.fileSize,
  };
}
