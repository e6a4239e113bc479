import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  caseLawSchema,
  LEGAL_SEARCH_MAX_LENGTH,
  legalFormSchema,
  legalResourceSchema,
  legalSearchHitSchema,
  regulationSchema,
  statuteSchema,
} from '@shared/contracts/legal';
import {
  agencies,
  audiences,
  caseJurisdictions,
  courts,
  difficulties,
  formTypes,
  jurisdictions,
  legalCategories,
  legalFilterKeys,
  legalResourceTypes,
  type LegalKind,
} from '@shared/legal-filters';
import type { Database } from '../../db/client';
import { errorResponses } from '../../platform/openapi';
import { publicRead } from '../../platform/public-reads';
import { SEARCH_DEFAULT_LIMIT, SEARCH_MAX_LIMIT, searchLegal } from './search';
import {
  getCase,
  getForm,
  getRegulation,
  getStatute,
  listCases,
  listForms,
  listRegulations,
  listResources,
  listStatutes,
  readResource,
  recordFormDownload,
} from './service';

export interface LegalRoutesOptions {
  db: Database;
}

const tags = ['legal'];

type FilterKey = (typeof legalFilterKeys)[LegalKind][number];
type Choice = { readonly value: string };

/** The requirements §9 list of each filter (cases take a wider list of jurisdictions). */
const filterChoices: Record<FilterKey, readonly Choice[]> = {
  jurisdiction: jurisdictions,
  category: legalCategories,
  court: courts,
  agency: agencies,
  formType: formTypes,
  resourceType: legalResourceTypes,
  targetAudience: audiences,
  difficulty: difficulties,
};

function choicesOf(kind: LegalKind, key: FilterKey): readonly Choice[] {
  return kind === 'cases' && key === 'jurisdiction' ? caseJurisdictions : filterChoices[key];
}

/**
 * The optional filters of one list (requirements §7). A value outside the §9 list answers 400 with a
 * message naming the filter and its allowed values.
 */
function filterQuerySchema(kind: LegalKind) {
  const shape: Record<string, z.ZodOptional<z.ZodEnum<Record<string, string>>>> = {};
  for (const key of legalFilterKeys[kind]) {
    const values = choicesOf(kind, key).map((choice) => choice.value);
    const allowed = values.join(', ');
    shape[key] = z
      .enum(values as [string, ...string[]], {
        error: `The ${key} filter must be one of: ${allowed}.`,
      })
      .optional()
      .describe(`Only records with this ${key}: one of ${allowed}.`);
  }
  return z.object(shape);
}

// Any string: a malformed id answers the same 404 as an unknown one.
const idParamsSchema = z.object({ id: z.string().describe('The id (a UUID).') });

const searchQuerySchema = z.object({
  q: z
    .string()
    .optional()
    .describe(
      `Words, a "quoted phrase", OR, -excluded, or a citation such as 721.10 or 16 CFR 429. Required; at most ${LEGAL_SEARCH_MAX_LENGTH} characters once trimmed.`,
    ),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(SEARCH_MAX_LIMIT)
    .optional()
    .describe(`How many hits to answer (default ${SEARCH_DEFAULT_LIMIT}).`),
});

const searchResponseSchema = z.object({
  results: z.array(legalSearchHitSchema),
  total: z.number().describe('How many records match in all.'),
});

const searchDescription =
  'Full-text search (English stemming; "quoted phrase", OR and -word work as on web search engines). A citation such as `721.10`, `§ 721.10`, `16 CFR 429` or `15 U.S.C. § 45` also matches the citation columns, and such matches come first. `snippet` is HTML whose only tags are <mark> around the matched words. An empty or too long `q` answers 400.';

const kindLabels: Record<LegalKind, string> = {
  statutes: 'statutes',
  cases: 'cases',
  regulations: 'regulations',
  forms: 'public legal forms',
  resources: 'public legal resources',
};

export const legalRoutes: FastifyPluginAsyncZod<LegalRoutesOptions> = async (app, options) => {
  const { db } = options;

  app.get(
    '/legal/search',
    {
      ...publicRead('legal'),
      schema: {
        tags,
        summary: 'Search all kinds of the legal database, best matches first',
        description: searchDescription,
        querystring: searchQuerySchema,
        response: { 200: searchResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => searchLegal(db, request.query.q, { limit: request.query.limit }),
  );

  const searchRoute = (kind: LegalKind) =>
    app.get(
      `/legal/${kind}/search`,
      {
        ...publicRead('legal'),
        schema: {
          tags,
          summary: `Search ${kindLabels[kind]}, best matches first`,
          description: searchDescription,
          querystring: searchQuerySchema,
          response: { 200: searchResponseSchema, ...errorResponses(400) },
        },
      },
      async (request) => searchLegal(db, request.query.q, { kind, limit: request.query.limit }),
    );
  for (const kind of ['statutes', 'cases', 'regulations', 'forms', 'resources'] as const) {
    searchRoute(kind);
  }

  const listSchema = (kind: LegalKind, order: string) => ({
    tags,
    summary: `List ${kindLabels[kind]}, ${order}`,
    querystring: filterQuerySchema(kind),
    response: { ...errorResponses(400) },
  });
  const itemSchema = (kind: LegalKind) => ({
    tags,
    summary: `One of the ${kindLabels[kind]} by id`,
    params: idParamsSchema,
  });

  app.get(
    '/legal/statutes',
    {
      ...publicRead('legal'),
      schema: {
        ...listSchema('statutes', 'by jurisdiction then title'),
        response: { 200: z.array(statuteSchema), ...errorResponses(400) },
      },
    },
    async (request) => listStatutes(db, request.query),
  );
  app.get(
    '/legal/statutes/:id',
    {
      ...publicRead('legal'),
      schema: {
        ...itemSchema('statutes'),
        response: { 200: statuteSchema, ...errorResponses(404) },
      },
    },
    async (request) => getStatute(db, request.params.id),
  );

  app.get(
    '/legal/cases',
    {
      ...publicRead('legal'),
      schema: {
        ...listSchema('cases', 'most recently decided first (undated last)'),
        response: { 200: z.array(caseLawSchema), ...errorResponses(400) },
      },
    },
    async (request) => listCases(db, request.query),
  );
  app.get(
    '/legal/cases/:id',
    {
      ...publicRead('legal'),
      schema: {
        ...itemSchema('cases'),
        response: { 200: caseLawSchema, ...errorResponses(404) },
      },
    },
    async (request) => getCase(db, request.params.id),
  );

  app.get(
    '/legal/regulations',
    {
      ...publicRead('legal'),
      schema: {
        ...listSchema('regulations', 'by jurisdiction then title'),
        response: { 200: z.array(regulationSchema), ...errorResponses(400) },
      },
    },
    async (request) => listRegulations(db, request.query),
  );
  app.get(
    '/legal/regulations/:id',
    {
      ...publicRead('legal'),
      schema: {
        ...itemSchema('regulations'),
        response: { 200: regulationSchema, ...errorResponses(404) },
      },
    },
    async (request) => getRegulation(db, request.params.id),
  );

  app.get(
    '/legal/forms',
    {
      schema: {
        ...listSchema('forms', 'by jurisdiction then title'),
        response: { 200: z.array(legalFormSchema), ...errorResponses(400) },
      },
    },
    async (request) => listForms(db, request.query),
  );
  app.get(
    '/legal/forms/:id',
    {
      schema: {
        ...itemSchema('forms'),
        response: { 200: legalFormSchema, ...errorResponses(404) },
      },
    },
    async (request) => getForm(db, request.params.id),
  );
  app.post(
    '/legal/forms/:id/download',
    {
      schema: {
        tags,
        summary: 'Count one download of a public form',
        description:
          'The browser fills the template itself; this only adds one to downloadCount (atomically) and answers the new count. No body.',
        params: idParamsSchema,
        response: {
          200: z.object({ downloadCount: z.number() }),
          ...errorResponses(404),
        },
      },
    },
    async (request) => recordFormDownload(db, request.params.id),
  );

  app.get(
    '/legal/resources',
    {
      schema: {
        ...listSchema('resources', 'by title'),
        response: { 200: z.array(legalResourceSchema), ...errorResponses(400) },
      },
    },
    async (request) => listResources(db, request.query),
  );
  app.get(
    '/legal/resources/:id',
    {
      schema: {
        ...itemSchema('resources'),
        description: 'Each read counts one view (viewCount, updated atomically).',
        response: { 200: legalResourceSchema, ...errorResponses(404) },
      },
    },
    async (request) => readResource(db, request.params.id),
  );
};
