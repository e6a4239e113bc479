import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { users } from '../../db/schema';
import { findSession } from '../../platform/auth/sessions';

const BEARER_PATTERN = /^Bearer\s+(\S+)\s*$/i;

/**
 * For routes open to everyone that show staff more (drafts, inactive categories): a usable
 * staff token sets the staff principal; anything else (no token, a client token, an expired
 * session) leaves the caller anonymous instead of failing.
 */
export async function identifyStaff(request: FastifyRequest): Promise<void> {
  const match = request.headers.authorization?.match(BEARER_PATTERN);
  if (!match) return;
  const token = match[1]!;
  const db = request.server.database.db;
  const session = await findSession(db, token, 'staff');
  if (!session) return;
  const [member] = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(and(eq(users.id, session.id), eq(users.isActive, true)));
  if (member) request.principal = { kind: 'staff', id: member.id, role: member.role, token };
}

export const isStaff = (request: FastifyRequest) => request.principal?.kind === 'staff';
