import type { QueryClient } from '@tanstack/react-query';
import type { DocumentRequest } from '@shared/contracts/case-collaboration';
import type { SideRequest } from './side-request';

/**
 * The asking side's way to a case's document requests (the assigned firm, or staff): the
 * same calls under each side's address and token.
 */
export interface RequestsEndpoint {
  /** `/api/…/cases/:id/requests`; cancelling posts to `…/requests/:requestId/cancel`. */
  requestsPath: string;
  request: SideRequest;
  /** Refetches the case (its requests) and the side's case list after a change. */
  afterChange: (queryClient: QueryClient) => Promise<unknown>;
  /** Whether this side may cancel an open request; the server has the last word. */
  mayCancel: (request: DocumentRequest) => boolean;
}
