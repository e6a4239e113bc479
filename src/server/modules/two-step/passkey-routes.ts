import type { onRequestHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  passkeySchema,
  registerPasskeyRequestSchema,
  registerPasskeyResponseSchema,
  renamePasskeyRequestSchema,
  webAuthnOptionsSchema,
} from '@shared/contracts/two-step';
import type { Principal } from '../../platform/auth/guards';
import { bearerAuth, errorResponses } from '../../platform/openapi';
import {
  addPasskey,
  passkeyConfirmOptions,
  passkeyRegistrationOptions,
  removePasskey,
  renamePasskey,
} from './passkeys';
import type { TwoStepDeps } from './service';

type App = Parameters<FastifyPluginAsyncZod>[0];

export interface OwnSide {
  prefix: string;
  onRequest: onRequestHookHandler;
  tags: string[];
  owner: (request: Parameters<onRequestHookHandler>[0]) => Principal;
}

const idParams = z.object({ id: z.string() });

/** `{prefix}/passkeys…`: each account's own passkeys (issue 17 §2). */
export function registerOwnPasskeys(app: App, deps: TwoStepDeps, side: OwnSide): void {
  const { prefix, onRequest, owner } = side;
  const schema = { security: bearerAuth, tags: side.tags };

  app.post(
    `${prefix}/passkeys/options`,
    {
      onRequest,
      schema: {
        ...schema,
        summary: 'Start adding a passkey: WebAuthn registration options for the browser',
        description: `The challenge lives 5 minutes and works once. 409 when the account already has the most passkeys allowed.`,
        response: { 200: webAuthnOptionsSchema, ...errorResponses(401, 403, 409) },
      },
    },
    async (request) => passkeyRegistrationOptions(deps, owner(request)),
  );

  app.post(
    `${prefix}/passkeys/confirm-options`,
    {
      onRequest,
      schema: {
        ...schema,
        summary: 'Confirm a change with a passkey: WebAuthn options for the browser',
        description:
          'For making new recovery codes without an authenticator app. The challenge lives 5 minutes and works once. 409 when the account has no passkey.',
        response: { 200: webAuthnOptionsSchema, ...errorResponses(401, 403, 409) },
      },
    },
    async (request) => passkeyConfirmOptions(deps, owner(request)),
  );

  app.post(
    `${prefix}/passkeys`,
    {
      onRequest,
      schema: {
        ...schema,
        summary: 'Add a passkey with the browser’s answer to the options, under a name',
        description:
          'The first way to answer a second step also hands out recovery codes (shown once) and turns a session limited to setting up two-step sign-in into a full one. 400 when the answer does not match an unexpired, unused challenge.',
        body: registerPasskeyRequestSchema,
        response: { 201: registerPasskeyResponseSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const added = await addPasskey(deps, owner(request), request.body);
      return reply.status(201).send(added);
    },
  );

  app.patch(
    `${prefix}/passkeys/:id`,
    {
      onRequest,
      schema: {
        ...schema,
        summary: 'Rename one of your passkeys',
        params: idParams,
        body: renamePasskeyRequestSchema,
        response: { 200: passkeySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => renamePasskey(deps, owner(request), request.params.id, request.body.name),
  );

  app.delete(
    `${prefix}/passkeys/:id`,
    {
      onRequest,
      schema: {
        ...schema,
        summary: 'Remove one of your passkeys',
        description:
          '403 when it is the last way to answer a second step and the role requires two-step sign-in. Removing the last way also removes the recovery codes.',
        params: idParams,
        response: { 204: z.null().describe('Removed'), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await removePasskey(deps, owner(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
