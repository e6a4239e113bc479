import type { Transaction } from '../client';
import { caseDocumentRequests, caseMessages } from '../schema';

const HOUR_MS = 60 * 60 * 1000;

export interface DemoCaseParties {
  caseId: string;
  clientId: string;
  clientName: string;
  partnerId: string;
  partnerName: string;
  /** When the firm took the case; the conversation starts after it. */
  assignedAt: Date;
}

/** The calendar day `days` from now, `YYYY-MM-DD` (UTC), as due dates are stored. */
function dayFromNow(days: number): string {
  return new Date(Date.now() + days * 24 * HOUR_MS).toISOString().slice(0, 10);
}

/**
 * What a case in progress looks like in the portal (README, "Demo data"): a short conversation
 * between the firm and the client, and one document the firm still needs, due in ten days.
 */
export async function seedDemoCaseWork(tx: Transaction, parties: DemoCaseParties): Promise<void> {
  const at = (hoursAfterAssignment: number) =>
    new Date(parties.assignedAt.getTime() + hoursAfterAssignment * HOUR_MS);
  const fromFirm = {
    caseId: parties.caseId,
    authorKind: 'partner' as const,
    authorPartnerId: parties.partnerId,
    authorName: parties.partnerName,
  };
  await tx.insert(caseMessages).values([
    {
      ...fromFirm,
      body: 'Hello, we have read your contract and the fee statements. We will write to the resort this week.\nCould you send us the signed purchase contract with every page? A clear photo of each page is fine.',
      createdAt: at(20),
    },
    {
      caseId: parties.caseId,
      authorKind: 'client',
      authorClientId: parties.clientId,
      authorName: parties.clientName,
      body: 'Thank you. The contract is in a box in the garage; I will look for it at the weekend.',
      createdAt: at(44),
    },
    {
      ...fromFirm,
      body: 'Thank you. There is no rush before the date on the request; the letter to the resort goes out either way.',
      createdAt: at(50),
    },
  ]);
  await tx.insert(caseDocumentRequests).values({
    caseId: parties.caseId,
    title: 'Signed purchase contract',
    description: 'Every page, including the page you signed. A clear photo of each page is fine.',
    documentType: 'contract',
    dueDate: dayFromNow(10),
    askedByPartnerId: parties.partnerId,
    askedBy: parties.partnerName,
    createdAt: at(20),
    updatedAt: at(20),
  });
}
