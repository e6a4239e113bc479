import { ApiError } from '@client/lib/api-client';

/** The server's code for a 409 about a slug another article or category already has. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- the server's error code
export const SLUG_TAKEN_CODE = 'SLUG_TAKEN';

/** The message of a "slug already taken" answer, to show under the slug; otherwise null. */
export function slugTakenMessage(error: unknown): string | null {
  return error instanceof ApiError && error.status === 409 && error.body?.code === SLUG_TAKEN_CODE
    ? error.message
    : null;
}
