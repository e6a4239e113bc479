import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AdminOverview } from '@shared/contracts/admin-inbox';
import type { CaseStatus } from '@shared/domain-values';
import type { Database } from '../../db/client';
import {
  callbackRequests,
  cases,
  contactSubmissions,
  intakeSubmissions,
  jobs,
  partnerApplications,
} from '../../db/schema';

/** Cases still being worked on: not yet completed or closed. */
const openCaseStatuses = ['submitted', 'reviewing', 'in_progress'] as const satisfies CaseStatus[];

/** The numbers on the admin home page: what is waiting for someone, in one round trip. */
export async function adminOverview(db: Database): Promise<AdminOverview> {
  const casesIn = (status: CaseStatus) => db.$count(cases, eq(cases.status, status));
  const [counts] = await db
    .select({
      newIntakeRequests: db.$count(intakeSubmissions, eq(intakeSubmissions.status, 'new')),
      newCallbackRequests: db.$count(callbackRequests, eq(callbackRequests.status, 'new')),
      unreadContactMessages: db.$count(contactSubmissions, eq(contactSubmissions.status, 'new')),
      submitted: casesIn('submitted'),
      reviewing: casesIn('reviewing'),
      inProgress: casesIn('in_progress'),
      urgentCases: db.$count(
        cases,
        and(eq(cases.priority, 'urgent'), inArray(cases.status, openCaseStatuses)),
      ),
      pendingPartnerApplications: db.$count(
        partnerApplications,
        eq(partnerApplications.status, 'submitted'),
      ),
      failedJobs: db.$count(jobs, eq(jobs.status, 'failed')),
    })
    .from(sql`(select 1) as one`);
  const { submitted, reviewing, inProgress, ...rest } = counts!;
  return { ...rest, openCasesByStatus: { submitted, reviewing, in_progress: inProgress } };
}
