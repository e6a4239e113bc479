import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cmsLegalFormSchema,
  cmsLegalFormSummarySchema,
  legalFormUpdateSchema,
} from '@shared/contracts/cms-legal-forms';
import type { Database } from '../../db/client';
import { requireStaff, staffOf } from '../../platform/auth/guards';
import { bearerAuth, errorResponses } from '../../platform/openapi';
import { invalidatesPublicReads } from '../../platform/public-reads';
import { getStaffLegalForm, listStaffLegalForms, updateStaffLegalForm } from './staff-forms';

export interface StaffLegalFormRoutesOptions {
  db: Database;
}

const tags = ['content'];
const requireEditor = requireStaff('editor');

// Any string: a malformed id answers the same 404 as an unknown one.
const idParamsSchema = z.object({ id: z.string().describe('The id (a UUID).') });

/** The CMS panel "Letters & forms": staff edit the texts of the legal forms (decision 029). */
export const staffLegalFormRoutes: FastifyPluginAsyncZod<StaffLegalFormRoutesOptions> = async (
  app,
  options,
) => {
  const { db } = options;

  app.get(
    '/cms/legal-forms',
    {
      onRequest: requireEditor,
      schema: {
        security: bearerAuth,
        tags,
        summary: 'Every legal form, public or not (editor or admin)',
        response: { 200: z.array(cmsLegalFormSummarySchema), ...errorResponses(401, 403) },
      },
    },
    async () => listStaffLegalForms(db),
  );

  app.get(
    '/cms/legal-forms/:id',
    {
      onRequest: requireEditor,
      schema: {
        security: bearerAuth,
        tags,
        summary: 'One legal form with its texts (editor or admin)',
        params: idParamsSchema,
        response: { 200: cmsLegalFormSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => getStaffLegalForm(db, request.params.id),
  );

  app.put(
    '/cms/legal-forms/:id',
    {
      onRequest: requireEditor,
      ...invalidatesPublicReads('legal'),
      schema: {
        security: bearerAuth,
        tags,
        summary: "Edit a legal form's texts (editor or admin)",
        description:
          'Purpose and jurisdiction cannot be changed. Placeholders must read like {{buyerName}}; the other-states cancellation letter must keep {{lawCitation}}, {{stateName}} and {{cancellationPeriod}} and give no number of days.',
        params: idParamsSchema,
        body: legalFormUpdateSchema,
        response: { 200: cmsLegalFormSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      updateStaffLegalForm(db, staffOf(request).id, request.params.id, request.body),
  );
};
