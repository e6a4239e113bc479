import type { FastifyRequest } from 'fastify';
import { activeStaffMember } from '../../platform/auth/guards';

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
  const member = await activeStaffMember(request, token);
  // A session limited to setting up two-step sign-in sees what visitors see.
  if (member && !member.enrolling)
    request.principal = { kind: 'staff', id: member.id, role: member.role, token };
}

export const isStaff = (request: FastifyRequest) => request.principal?.kind === 'staff';
