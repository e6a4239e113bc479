import type { AdminCase, AdminCaseList } from '@shared/contracts/admin-cases';
import type { PartnerSummary } from '@shared/contracts/admin-partners';
import type { StaffMember } from '@shared/contracts/admin-people';
import AdminCasesPage from '@client/routes/admin-cases';
import { jsonResponse, type FetchHandler } from '@client/testing/fetch-stub';
import { answerSessionCheck } from '@client/testing/session-check';
import { admin } from '@client/testing/staff-users';

/* The cases screen's tests start from these: two cases, two verified partners, three staff. */

export const PARTNER_SMITH = '5b1a7c2e-0d4f-4a8b-9c3d-2e1f0a9b8c71';
export const PARTNER_COASTAL = '5b1a7c2e-0d4f-4a8b-9c3d-2e1f0a9b8c72';
export const STAFF_DANA = '7c2e5b1a-4a8b-4d4f-8c3d-0a9b8c712e1f';
export const STAFF_OMAR = '7c2e5b1a-4a8b-4d4f-8c3d-0a9b8c712e2f';
export const STAFF_GONE = '7c2e5b1a-4a8b-4d4f-8c3d-0a9b8c712e3f';

export const unassigned: AdminCase = {
  id: 'case-1',
  caseNumber: 'TRA-2025-0001',
  timeshareCompany: 'Sunny Shores Vacation Club',
  purchaseDate: null,
  situation: 'The fees keep rising.',
  priority: 'high',
  status: 'submitted',
  createdAt: '2025-03-04T15:00:00.000Z',
  updatedAt: '2025-03-05T15:00:00.000Z',
  unreadMessages: 0,
  openRequestDueDate: null,
  client: { id: 'client-1', name: 'Mary Jones', email: 'mary@example.com' },
  partner: null,
  owner: null,
};

export const assigned: AdminCase = {
  ...unassigned,
  id: 'case-2',
  caseNumber: 'TRA-2025-0002',
  timeshareCompany: 'Bay Club',
  status: 'in_progress',
  priority: 'medium',
  client: { id: 'client-2', name: 'Tom Brown', email: 'tom@example.com' },
  partner: { id: PARTNER_SMITH, companyName: 'Smith & Partners Law' },
  owner: { id: STAFF_DANA, name: 'Dana Whitfield' },
  unreadMessages: 2,
  // Long past: overdue whatever day the tests run.
  openRequestDueDate: '2025-03-05',
};

export const partners: PartnerSummary[] = [
  {
    id: PARTNER_SMITH,
    companyName: 'Smith & Partners Law',
    contactPerson: 'Jane Smith',
    email: 'jane@smithlaw.example',
    jurisdiction: 'Florida',
    servicesOffered: ['Timeshare Cancellation', 'Contract Review'],
    verificationStatus: 'verified',
    isActive: true,
    hasPassword: true,
    assignedCaseCount: 1,
  },
  {
    id: PARTNER_COASTAL,
    companyName: 'Coastal Legal Aid',
    contactPerson: 'Sam Lee',
    email: 'sam@coastal.example',
    jurisdiction: 'California',
    servicesOffered: ['Consumer Protection'],
    verificationStatus: 'verified',
    isActive: true,
    hasPassword: false,
    assignedCaseCount: 0,
  },
];

function staffMember(id: string, firstName: string, lastName: string, isActive = true) {
  return {
    id,
    email: `${firstName.toLowerCase()}@example.com`,
    firstName,
    lastName,
    role: 'editor',
    isActive,
    locale: 'en',
    hasPassword: true,
    createdAt: '2025-01-01T10:00:00.000Z',
  } satisfies StaffMember;
}

export const staff: StaffMember[] = [
  staffMember(STAFF_OMAR, 'Omar', 'Quinn'),
  staffMember(STAFF_GONE, 'Gale', 'Former', false),
  staffMember(STAFF_DANA, 'Dana', 'Whitfield'),
];

export function casePage(cases: AdminCase[], total = cases.length, page = 1): AdminCaseList {
  return { cases, total, page, pageSize: 25 };
}

export const PARTNERS_URL = '/api/admin/partners?status=verified';
export const STAFF_URL = '/api/admin/staff';

/** Whether a call is for a page of the cases list (not one case). */
export function isCaseListCall(method: string, url: string): boolean {
  return method === 'GET' && (url === '/api/admin/cases' || url.startsWith('/api/admin/cases?'));
}

/**
 * Answers as the server would for an administrator: the cases list (any query), the verified
 * partners and the staff. `handler` may answer first (or instead).
 */
export function casesServer(handler: FetchHandler = () => undefined): FetchHandler[] {
  return [
    answerSessionCheck('staff', admin),
    handler,
    (method, url) => {
      if (isCaseListCall(method, url)) return jsonResponse(casePage([unassigned, assigned]));
      if (method === 'GET' && url === PARTNERS_URL) return jsonResponse(partners);
      if (method === 'GET' && url === STAFF_URL) return jsonResponse(staff);
      return undefined;
    },
  ];
}

export const casesRoute = { '/admin/cases': <AdminCasesPage /> };
