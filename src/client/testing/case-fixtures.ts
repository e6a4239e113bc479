import type { CaseUpdate, ClientCase } from '@shared/contracts/cases';

/** A client's newly submitted case, as the case screens' tests start from. */
export const submittedCase: ClientCase = {
  id: 'c1',
  caseNumber: 'TRA-2025-0001',
  timeshareCompany: 'Sunny Shores Vacation Club',
  purchaseDate: null,
  situation: 'The fees keep rising every year.',
  priority: 'medium',
  status: 'submitted',
  createdAt: '2025-03-04T15:00:00.000Z',
  updatedAt: '2025-03-04T15:00:00.000Z',
  unreadMessages: 0,
  openRequestDueDate: null,
};

/** The public update every case gets when it is submitted. */
export const caseSubmittedUpdate: CaseUpdate = {
  id: 'u1',
  title: 'Case Submitted',
  description: 'We received your case.',
  createdAt: '2025-03-04T15:00:00.000Z',
  createdBy: 'TRA Team',
  isPublic: true,
};
