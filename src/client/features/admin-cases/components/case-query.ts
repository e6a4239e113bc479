import { adminCaseListQuerySchema, type AdminCaseListQuery } from '@shared/contracts/admin-cases';

/**
 * The case filters as the address gives them. The contract's own rules read each value, so a
 * link from elsewhere (`?status=submitted`) means what the server means by it; a value it does
 * not accept (an old bookmark, a typo) is dropped rather than answered with an error page.
 */
export function readCaseQuery(params: URLSearchParams): AdminCaseListQuery {
  const given = Object.fromEntries(params);
  const first = adminCaseListQuerySchema.safeParse(given);
  const read = first.success
    ? first.data
    : adminCaseListQuerySchema.parse(
        Object.fromEntries(
          Object.entries(given).filter(
            ([key]) => !first.error.issues.some((issue) => issue.path[0] === key),
          ),
        ),
      );
  return { ...read, q: read.q || undefined };
}

/** Whether any filter or search narrows the list (the page number does not). */
export function isFiltered(query: AdminCaseListQuery): boolean {
  return (
    query.status !== undefined ||
    query.priority !== undefined ||
    query.assignment !== 'all' ||
    query.partner !== undefined ||
    query.owner !== undefined ||
    query.olderThanDays !== undefined ||
    query.attention !== undefined ||
    query.q !== undefined
  );
}
