import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { $ZodType } from 'zod/v4/core';
import { clientAuthResponseSchema, staffAuthResponseSchema } from '@shared/contracts/auth';
import { partnerAuthResponseSchema } from '@shared/contracts/partners';
import {
  passkeySignInOptionsRequestSchema,
  secondStepPaths,
  secondStepRequestSchema,
  webAuthnOptionsSchema,
} from '@shared/contracts/two-step';
import type { Database } from '../../db/client';
import type { PrincipalKind } from '../../db/schema';
import { errorResponses } from '../../platform/openapi';
import { currentClient } from '../auth/service';
import { currentPartner } from '../partners/partner-auth';
import { currentStaff } from '../staff-auth/service';
import { passkeySignInOptions } from './passkey-sign-in';
import { completeSecondStep } from './second-step';
import type { TwoStepDeps } from './service';

type App = Parameters<FastifyPluginAsyncZod>[0];

interface SecondStepSide {
  kind: PrincipalKind;
  tags: string[];
  response: $ZodType;
  /** What the password step answers today when it starts a session: each module's own. */
  answer: (db: Database, id: string, token: string) => Promise<object>;
}

const sides: SecondStepSide[] = [
  {
    kind: 'client',
    tags: ['client auth'],
    response: clientAuthResponseSchema,
    answer: async (db, id, token) => ({ token, user: await currentClient(db, id) }),
  },
  {
    kind: 'partner',
    tags: ['partners'],
    response: partnerAuthResponseSchema,
    answer: async (db, id, token) => ({ token, partner: await currentPartner(db, id) }),
  },
  {
    kind: 'staff',
    tags: ['staff auth'],
    response: staffAuthResponseSchema,
    answer: async (db, id, token) => ({ token, user: await currentStaff(db, id) }),
  },
];

/** `POST {secondStepPath}` of each sign-in (decision 020). */
export function registerSecondSteps(app: App, deps: TwoStepDeps): void {
  for (const side of sides) {
    const path = secondStepPaths[side.kind].replace(/^\/api/, '');
    app.post(
      `${path}/passkey-options`,
      {
        schema: {
          tags: side.tags,
          summary: 'Sign-in, second step: WebAuthn options for answering with a passkey',
          description:
            'The challenge belongs to this mfaToken, lives 5 minutes and works once. A dead mfaToken answers 401 MFA_TOKEN_EXPIRED.',
          body: passkeySignInOptionsRequestSchema,
          response: { 200: webAuthnOptionsSchema, ...errorResponses(400, 401) },
        },
      },
      async (request) => passkeySignInOptions(deps, side.kind, request.body.mfaToken),
    );
    app.post(
      path,
      {
        schema: {
          tags: side.tags,
          summary:
            'Sign-in, second step: the mfaToken with a code from the app, a recovery code or a passkey',
          description:
            'Answers what the password step answers when it starts a session. A wrong code answers 401 and counts towards the sign-in lockout (429); the mfaToken lives 5 minutes and ends after 5 wrong codes (401 MFA_TOKEN_EXPIRED). A code works once; so does each recovery code.',
          body: secondStepRequestSchema,
          response: { 200: side.response, ...errorResponses(400, 401, 429) },
        },
      },
      async (request) => {
        const { token, principalId } = await completeSecondStep(
          deps,
          side.kind,
          request.body,
          request.ip,
        );
        return side.answer(deps.db, principalId, token);
      },
    );
  }
}
