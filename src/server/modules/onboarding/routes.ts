import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { clientUserSchema } from '@shared/contracts/auth';
import { clientCaseSchema } from '@shared/contracts/cases';
import { onboardingAnswersSchema } from '@shared/contracts/onboarding';
import { clientOf, requireClient } from '../../platform/auth/guards';
import { bearerAuth, errorResponses } from '../../platform/openapi';
import { completeOnboarding, type OnboardingDeps } from './service';

const onboardingResultSchema = z.object({ user: clientUserSchema, case: clientCaseSchema });

export const onboardingRoutes: FastifyPluginAsyncZod<OnboardingDeps> = async (app, options) => {
  app.post(
    '/onboarding/complete',
    {
      onRequest: requireClient,
      schema: {
        security: bearerAuth,
        tags: ['client onboarding'],
        summary: 'Finish the onboarding wizard: store the answers and open the first case',
        description:
          'Answers 409 with code ONBOARDING_DONE when the account has already completed it.',
        body: onboardingAnswersSchema,
        response: { 200: onboardingResultSchema, ...errorResponses(400, 401, 409, 429) },
      },
    },
    async (request) => completeOnboarding(options, clientOf(request).id, request.body),
  );
};
