import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { StaffRole } from '@shared/domain-values';
import { preparedPerDatabase } from '../../db/prepared';
import { partners, sessions, userAccounts, users } from '../../db/schema';
import { AppError } from '../errors';
import {
  assertPastEnrolment,
  enrollingColumn,
  enrollingMark,
  type GuardOptions,
} from './enrolment-gate';
import {
  sessionIdleError,
  sessionUseColumns,
  usedSession,
  type SessionUse,
} from './session-activity';
import { liveSessionPlaceholders, liveSessionValues, sessionBelongsTo } from './sessions';
import { text } from '@shared/i18n/text';
import { english } from '@shared/i18n/translate-issue';

export interface ClientPrincipal {
  kind: 'client';
  id: string;
  token: string;
}
export interface StaffPrincipal {
  kind: 'staff';
  id: string;
  role: StaffRole;
  token: string;
  /** A limited session that may only set up two-step sign-in (enrolment-gate.ts). */
  enrolling?: true;
}
export interface PartnerPrincipal {
  kind: 'partner';
  id: string;
  token: string;
  enrolling?: true;
}
export type Principal = ClientPrincipal | StaffPrincipal | PartnerPrincipal;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set only by the guards below: the one way a route learns who is calling. */
    principal: Principal | null;
  }
}

export const NOT_SIGNED_IN_MESSAGE = english(text('Please sign in to continue.'));
const notSignedIn = () => new AppError(401, 'UNAUTHENTICATED', NOT_SIGNED_IN_MESSAGE);

const BEARER_PATTERN = /^Bearer\s+(\S+)\s*$/i;

function bearerToken(request: FastifyRequest): string {
  const match = request.headers.authorization?.match(BEARER_PATTERN);
  if (!match) throw notSignedIn();
  return match[1]!;
}

/** The lookups' values: the token's hash, and the app's clock for the session's lifetime. */
const sessionValues = (request: FastifyRequest, token: string) =>
  liveSessionValues(token, request.server.now());

type Found<Row> = Row | 'idle' | undefined;

/** A guard's refusal: 401, saying why when the session ended for idling (issue 17). */
function signedIn<Row extends SessionUse>(kind: Principal['kind'], found: Found<Row>): Row {
  if (found === 'idle') throw sessionIdleError(kind);
  if (!found) throw notSignedIn();
  return found;
}

/** For callers that stay anonymous rather than refuse. */
const usable = <Row>(found: Found<Row>) => (found === 'idle' ? undefined : found);

const activeClientLookup = preparedPerDatabase((db) =>
  db
    .select({ id: userAccounts.id, ...sessionUseColumns })
    .from(sessions)
    .innerJoin(userAccounts, sessionBelongsTo('client', userAccounts.id))
    .where(and(liveSessionPlaceholders(), eq(userAccounts.isActive, true)))
    .prepare('active_client_of_session'),
);

function activeClient(request: FastifyRequest, token: string) {
  const lookup = activeClientLookup(request.server.database.db);
  return usedSession(request, 'client', lookup.execute(sessionValues(request, token)));
}

/** Lets only a signed-in, active client through. */
export async function requireClient(request: FastifyRequest): Promise<void> {
  const token = bearerToken(request);
  const { id } = signedIn('client', await activeClient(request, token));
  request.principal = { kind: 'client', id, token };
}

/**
 * For routes open to everyone that do more for a signed-in client: a usable client token sets
 * the principal; no token, or one that no longer works, leaves the caller anonymous.
 */
export async function identifyClient(request: FastifyRequest): Promise<void> {
  const match = request.headers.authorization?.match(BEARER_PATTERN);
  if (!match) return;
  const account = usable(await activeClient(request, match[1]!));
  if (account) request.principal = { kind: 'client', id: account.id, token: match[1]! };
}

const verifiedPartnerLookup = preparedPerDatabase((db) =>
  db
    .select({ id: partners.id, enrolling: enrollingColumn(), ...sessionUseColumns })
    .from(sessions)
    .innerJoin(partners, sessionBelongsTo('partner', partners.id))
    .where(
      and(
        liveSessionPlaceholders(),
        eq(partners.isActive, true),
        eq(partners.verificationStatus, 'verified'),
      ),
    )
    .prepare('verified_partner_of_session'),
);

/** Lets only a signed-in, verified and active partner through. */
export function requirePartnerWith(options: GuardOptions) {
  return async function requirePartnerSession(request: FastifyRequest): Promise<void> {
    const token = bearerToken(request);
    const lookup = verifiedPartnerLookup(request.server.database.db);
    const rows = lookup.execute(sessionValues(request, token));
    const partner = signedIn('partner', await usedSession(request, 'partner', rows));
    assertPastEnrolment(partner.enrolling, options);
    request.principal = {
      kind: 'partner',
      id: partner.id,
      token,
      ...enrollingMark(partner.enrolling),
    };
  };
}

export const requirePartner = requirePartnerWith({});

const activeStaffLookup = preparedPerDatabase((db) =>
  db
    .select({ id: users.id, role: users.role, enrolling: enrollingColumn(), ...sessionUseColumns })
    .from(sessions)
    .innerJoin(users, sessionBelongsTo('staff', users.id))
    .where(and(liveSessionPlaceholders(), eq(users.isActive, true)))
    .prepare('active_staff_of_session'),
);

function staffSession(request: FastifyRequest, token: string) {
  const lookup = activeStaffLookup(request.server.database.db);
  return usedSession(request, 'staff', lookup.execute(sessionValues(request, token)));
}

/** The active staff member a token signs in, if any (none once the session idled out). */
export async function activeStaffMember(request: FastifyRequest, token: string) {
  return usable(await staffSession(request, token));
}

/** Editors manage content; admins may do everything editors may, and more. */
const roleGrants: Record<StaffRole, readonly StaffRole[]> = {
  editor: ['editor', 'admin'],
  admin: ['admin'],
};

/** Lets through active staff whose role grants `role`; other staff get 403. */
export function requireStaff(role: StaffRole, options: GuardOptions = {}) {
  return async function requireStaffRole(request: FastifyRequest): Promise<void> {
    const token = bearerToken(request);
    const member = signedIn('staff', await staffSession(request, token));
    if (!roleGrants[role].includes(member.role)) {
      throw new AppError(403, 'FORBIDDEN', text('Your staff role does not allow this.'));
    }
    assertPastEnrolment(member.enrolling, options);
    const enrolling = enrollingMark(member.enrolling);
    request.principal = { kind: 'staff', id: member.id, role: member.role, token, ...enrolling };
  };
}

export function principalOf<Kind extends Principal['kind']>(
  request: FastifyRequest,
  kind: Kind,
): Extract<Principal, { kind: Kind }> {
  const principal = request.principal;
  // Reaching here without the guard is a programming error; refuse rather than guess.
  if (principal?.kind !== kind) throw notSignedIn();
  return principal as Extract<Principal, { kind: Kind }>;
}

export const clientOf = (request: FastifyRequest) => principalOf(request, 'client');
export const staffOf = (request: FastifyRequest) => principalOf(request, 'staff');
export const partnerOf = (request: FastifyRequest) => principalOf(request, 'partner');
