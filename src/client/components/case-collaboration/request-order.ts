import type { DocumentRequest } from '@shared/contracts/case-collaboration';

const statusRank = { open: 0, fulfilled: 1, cancelled: 2 } as const;

/**
 * Open requests first, the soonest due first and those without a due date after them; then the
 * answered and cancelled ones in the order they came.
 */
export function orderRequests(requests: readonly DocumentRequest[]): DocumentRequest[] {
  return requests
    .map((request, index) => ({ request, index }))
    .sort((a, b) => {
      const byStatus = statusRank[a.request.status] - statusRank[b.request.status];
      if (byStatus !== 0) return byStatus;
      if (a.request.status === 'open') {
        const dueA = a.request.dueDate ?? '9999-12-31';
        const dueB = b.request.dueDate ?? '9999-12-31';
        if (dueA !== dueB) return dueA < dueB ? -1 : 1;
      }
      return a.index - b.index;
    })
    .map(({ request }) => request);
}
