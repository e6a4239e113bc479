import { and, eq, ne, sql } from 'drizzle-orm';
import { MFA_SETUP_REQUIRED_MESSAGE, twoStepErrorCodes } from '@shared/contracts/two-step';
import type { Executor } from '../../db/client';
import { sessions } from '../../db/schema';
import { AppError } from '../errors';
import type { SessionRef } from './sessions';
import { hashToken } from './tokens';

/*
 * The limited session (requirements §3 of issue 17, decision 020): someone whose role must use
 * two-step sign-in and who has not set it up signs in with the password alone to a session
 * marked `stage: 'enrolment'`. The guards let it reach only what a route allows with
 * `allowEnrolment` (their profile, sign-out and the two-step calls) until enrolment is confirmed.
 */

export interface GuardOptions {
  /** Let a limited session through: only /me, sign-out and the two-step calls do. */
  allowEnrolment?: boolean;
}

/** For the guards' session lookups: whether the session is limited to enrolment. */
export const enrollingColumn = () =>
  sql<boolean>`coalesce(${sessions.sess}->>'stage' = 'enrolment', false)`;

export function assertPastEnrolment(enrolling: boolean, options: GuardOptions): void {
  if (enrolling && !options.allowEnrolment) {
    throw new AppError(403, twoStepErrorCodes.setupRequired, MFA_SETUP_REQUIRED_MESSAGE);
  }
}

/** The principal's marker, present only on a limited session. */
export const enrollingMark = (enrolling: boolean) =>
  enrolling ? { enrolling: true as const } : {};

/** What /staff/me and /partners/me add for a limited session. */
export const mfaSetupFlag = (principal: { enrolling?: true }) =>
  principal.enrolling ? { mfaSetupRequired: true as const } : {};

const ofPrincipal = (principal: SessionRef) =>
  and(
    sql`${sessions.sess}->>'kind' = ${principal.kind}`,
    sql`${sessions.sess}->>'id' = ${principal.id}`,
  );

/**
 * Enrolment confirmed: the session that confirmed it becomes a full one. Other limited sessions
 * of the person end, since they proved only the password of an account that now asks for more.
 */
export async function endEnrolment(
  executor: Executor,
  principal: SessionRef,
  token: string,
): Promise<void> {
  const sid = hashToken(token);
  await executor
    .update(sessions)
    .set({ sess: sql`${sessions.sess} - 'stage'` })
    .where(eq(sessions.sid, sid));
  await executor
    .delete(sessions)
    .where(
      and(
        ofPrincipal(principal),
        ne(sessions.sid, sid),
        sql`${sessions.sess}->>'stage' = 'enrolment'`,
      ),
    );
}
