import { z } from 'zod/mini';

/*
 * Active sessions (issue 17): each kind of account lists where it is signed in and signs any
 * of those out. The same calls exist under three prefixes.
 */

// The rules without schemas live apart, so a page that needs only them loads no zod.
export * from './session-rules';

export const sessionSummarySchema = z.object({
  /** A public id, never the token or its hash. */
  id: z.string(),
  /** "Chrome on Windows", "Safari on iPhone"; "Unknown browser" when the agent says nothing. */
  browser: z.string(),
  device: z.string(),
  createdAt: z.string(),
  /** Approximate: recorded at most once a minute. */
  lastUsedAt: z.string(),
  current: z.boolean(),
});
export type SessionSummary = z.infer<typeof sessionSummarySchema>;

export const sessionListResponseSchema = z.object({ sessions: z.array(sessionSummarySchema) });
export type SessionListResponse = z.infer<typeof sessionListResponseSchema>;

export const signOutOthersResponseSchema = z.object({ signedOut: z.number() });
export type SignOutOthersResponse = z.infer<typeof signOutOthersResponseSchema>;
