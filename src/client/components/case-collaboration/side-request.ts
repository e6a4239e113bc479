import type { RequestOptions } from '@client/lib/api-client';

/**
 * A call as whoever is signed in on this side of a case (`clientRequest`, `partnerCaseRequest`,
 * `staffRequest`): each carries its own token and handles its own ended session.
 */
export type SideRequest = <T>(path: string, options?: Omit<RequestOptions, 'token'>) => Promise<T>;
