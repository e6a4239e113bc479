import type { QueryClient } from '@tanstack/react-query';
import { sessionPrefixes, type SessionKind } from '@shared/contracts/session-rules';
import { twoStepPrefixes } from '@shared/contracts/two-step';
import type { SideRequest } from '@client/components/case-collaboration/side-request';

/**
 * One kind of account's way to its own security settings (issue 17 §4): clients, partners and
 * staff have the same calls under their own prefixes, each with its own token.
 */
export interface SecurityEndpoint {
  kind: SessionKind;
  /** `clientRequest`, `partnerRequest` or `staffRequest`. */
  request: SideRequest;
  /**
   * Checks the sign-in again once two-step sign-in was turned on or off: the "who am I" answer
   * says whether the role's gate (§3) still holds. Kinds without the gate leave it out.
   */
  afterTwoStepChange?: (queryClient: QueryClient) => Promise<unknown>;
}

/** `GET` where two-step sign-in stands; `…/totp/setup` and the rest under it. */
export const twoStepPath = ({ kind }: SecurityEndpoint, rest = '') =>
  `${twoStepPrefixes[kind]}${rest}`;

/** `GET` the sessions; `…/:id` and `…/sign-out-others` under it. */
export const sessionsPath = ({ kind }: SecurityEndpoint, rest = '') =>
  `${sessionPrefixes[kind]}${rest}`;
