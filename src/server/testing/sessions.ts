import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { sessions, type PrincipalKind } from '../db/schema';
import { hashToken } from '../platform/auth/tokens';
import {
  createClientAccount,
  createPartnerAccount,
  createStaffAccount,
  type TestAccount,
} from './accounts';

/** A signed-in account of each kind; staff are editors, the lowest role with a session list. */
export function accountOfKind(db: Database, kind: PrincipalKind): Promise<TestAccount> {
  if (kind === 'client') return createClientAccount(db);
  if (kind === 'partner') return createPartnerAccount(db);
  return createStaffAccount(db, 'editor');
}

/** The stored session of a token, or undefined once it has ended. */
export async function sessionOf(db: Database, token: string) {
  const [row] = await db
    .select()
    .from(sessions)
    .where(eq(sessions.sid, hashToken(token)));
  return row;
}

/** Where each kind reads its own account: any guarded call would do. */
export const meUrls: Record<PrincipalKind, string> = {
  client: '/api/auth/me',
  partner: '/api/partners/me',
  staff: '/api/staff/me',
};
