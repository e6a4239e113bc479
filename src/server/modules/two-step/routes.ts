import type { onRequestHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  codeRequestSchema,
  disableTotpRequestSchema,
  recoveryCodesResponseSchema,
  renewRecoveryCodesRequestSchema,
  totpSetupResponseSchema,
  twoStepPrefixes,
  twoStepStatusSchema,
} from '@shared/contracts/two-step';
import type { PrincipalKind } from '../../db/schema';
import {
  principalOf,
  requireClient,
  requirePartnerWith,
  requireStaff,
} from '../../platform/auth/guards';
import { bearerAuth, errorResponses } from '../../platform/openapi';
import { registerOwnPasskeys } from './passkey-routes';
import { registerSecondSteps } from './second-step-routes';
import {
  confirmTotp,
  disableTotp,
  renewRecoveryCodes,
  setUpTotp,
  twoStepStatus,
  type TwoStepDeps,
} from './service';

type App = Parameters<FastifyPluginAsyncZod>[0];

interface Side {
  kind: PrincipalKind;
  /** A session limited to enrolment gets through: these calls are how it ends (decision 020). */
  guard: onRequestHookHandler;
  tags: string[];
}

const sides: Side[] = [
  { kind: 'client', guard: requireClient, tags: ['client account'] },
  { kind: 'partner', guard: requirePartnerWith({ allowEnrolment: true }), tags: ['partners'] },
  { kind: 'staff', guard: requireStaff('editor', { allowEnrolment: true }), tags: ['staff auth'] },
];

/** The calls of one kind of account under its prefix (`twoStepPrefixes`, without /api). */
function registerOwnTwoStep(app: App, deps: TwoStepDeps, side: Side) {
  const prefix = twoStepPrefixes[side.kind].replace(/^\/api/, '');
  const base = { onRequest: side.guard };
  const schema = { security: bearerAuth, tags: side.tags };
  const owner = (request: Parameters<onRequestHookHandler>[0]) => principalOf(request, side.kind);

  app.get(
    prefix,
    {
      ...base,
      schema: {
        ...schema,
        summary:
          'Whether two-step sign-in is on, recovery codes left, and whether the role requires it',
        response: { 200: twoStepStatusSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => twoStepStatus(deps, owner(request)),
  );

  app.post(
    `${prefix}/totp/setup`,
    {
      ...base,
      schema: {
        ...schema,
        summary:
          'Start setting up an authenticator app: a new secret, as text and as an otpauth address',
        description:
          'Replaces a setup that was never confirmed. 409 when an authenticator app is already on.',
        response: { 200: totpSetupResponseSchema, ...errorResponses(401, 403, 409) },
      },
    },
    async (request) => setUpTotp(deps, owner(request)),
  );

  app.post(
    `${prefix}/totp/confirm`,
    {
      ...base,
      schema: {
        ...schema,
        summary:
          'Turn two-step sign-in on with the first code; answers the recovery codes, shown once',
        description:
          'A wrong code answers 400. A session limited to setting up two-step sign-in becomes a full one.',
        body: codeRequestSchema,
        response: { 200: recoveryCodesResponseSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) => confirmTotp(deps, owner(request), request.body.code),
  );

  app.post(
    `${prefix}/totp/disable`,
    {
      ...base,
      schema: {
        ...schema,
        summary: 'Turn two-step sign-in off, with the password and a current code',
        description:
          '403 when the role requires two-step sign-in. Wrong passwords and codes count towards the sign-in lockout (429).',
        body: disableTotpRequestSchema,
        response: {
          204: z.null().describe('Turned off'),
          ...errorResponses(400, 401, 403, 409, 429),
        },
      },
    },
    async (request, reply) => {
      await disableTotp(deps, owner(request), request.body, request.ip);
      return reply.status(204).send(null);
    },
  );

  app.post(
    `${prefix}/recovery-codes`,
    {
      ...base,
      schema: {
        ...schema,
        summary: 'Make new recovery codes; the earlier ones stop working',
        description:
          'With a current code from the app, or a passkey answer to `…/passkeys/confirm-options`. Wrong answers count towards the sign-in lockout (429).',
        body: renewRecoveryCodesRequestSchema,
        response: { 200: recoveryCodesResponseSchema, ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request) => renewRecoveryCodes(deps, owner(request), request.body, request.ip),
  );

  registerOwnPasskeys(app, deps, { prefix, onRequest: side.guard, tags: side.tags, owner });
}

/** Two-step sign-in (issue 17): each kind of account's own calls, and sign-in's second step. */
export const twoStepRoutes: FastifyPluginAsyncZod<TwoStepDeps> = async (app, deps) => {
  for (const side of sides) registerOwnTwoStep(app, deps, side);
  registerSecondSteps(app, deps);
};
