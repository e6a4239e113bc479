import type {
  CaseLaw,
  LegalForm,
  LegalResource,
  LegalSearchHit,
  Statute,
} from '@shared/contracts/legal';

const stamps = {
  createdAt: '2025-01-10T12:00:00.000Z',
  updatedAt: '2025-01-15T12:00:00.000Z',
};

export function statute(overrides: Partial<Statute> = {}): Statute {
  return {
    id: 's-fl-72110',
    title: 'Florida timeshare cancellation right',
    citation: 'Fla. Stat. § 721.10',
    jurisdiction: 'florida',
    category: 'timeshare',
    summary: 'The buyer may cancel within 10 calendar days.',
    fullText: null,
    effectiveDate: null,
    lastAmended: null,
    status: 'active',
    sourceUrl: 'https://www.flsenate.gov/Laws/Statutes/2024/721.10',
    verifyWithSource: false,
    ...stamps,
    ...overrides,
  };
}

export function caseLaw(overrides: Partial<CaseLaw> = {}): CaseLaw {
  return {
    id: 'c-ftc-vcg',
    caseName: 'FTC v. Vacation Communications Group',
    citation: 'No. 6:13-cv-789',
    court: 'district-court',
    jurisdiction: 'federal',
    category: 'fraud',
    decidedDate: '2014-06-16',
    summary: 'A permanent injunction against a resale telemarketer.',
    keyHolding: 'Resale fees charged up front broke the law.',
    relevanceToTimeshare: null,
    precedentialValue: 'persuasive',
    sourceUrl: null,
    verifyWithSource: true,
    ...stamps,
    ...overrides,
  };
}

export function legalForm(overrides: Partial<LegalForm> = {}): LegalForm {
  return {
    id: 'f-fl-cancel',
    title: 'Florida Cancellation Letter',
    formType: 'cancellation-letter',
    jurisdiction: 'florida',
    category: 'timeshare',
    description: 'A letter to cancel a Florida timeshare purchase within 10 days.',
    purpose: null,
    template:
      'Date: {{letterDate}}\n\nTo {{developerName}}:\n\nI, {{buyerName}}, cancel the contract I signed on {{purchaseDate}}.\n\nSigned, {{ buyerName }}',
    instructions: 'Send the letter by certified mail before the deadline.',
    requiredFields: ['buyerName', 'developerName', 'purchaseDate'],
    applicableLaws: ['Fla. Stat. § 721.10'],
    downloadCount: 12,
    verifyWithSource: false,
    ...stamps,
    ...overrides,
  };
}

export function legalResource(overrides: Partial<LegalResource> = {}): LegalResource {
  return {
    id: 'r-guide',
    title: 'Your cancellation rights in Florida',
    resourceType: 'guide',
    category: 'timeshare',
    description: 'A plain guide to cancelling.',
    content: null,
    contentHtml: null,
    targetAudience: 'consumer',
    difficulty: 'beginner',
    tags: [],
    relatedStatutes: ['Fla. Stat. § 721.10'],
    relatedCases: [],
    lastReviewed: '2025-01-05',
    reviewedBy: 'A. Lawyer',
    viewCount: 3,
    verifyWithSource: false,
    ...stamps,
    ...overrides,
  };
}

export function hit(overrides: Partial<LegalSearchHit>): LegalSearchHit {
  return {
    kind: 'statutes',
    id: 's-1',
    title: 'A statute',
    citation: null,
    jurisdiction: null,
    snippet: 'text',
    rank: 0.5,
    ...overrides,
  };
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}
