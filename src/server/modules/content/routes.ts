import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  articleInputSchema,
  articlePreviewRequestSchema,
  articlePreviewResponseSchema,
  articleSchema,
  categoryInputSchema,
  categorySchema,
} from '@shared/contracts/content';
import { articleStatuses } from '@shared/domain-values';
import { LOCALES } from '@shared/i18n/locales';
import { text } from '@shared/i18n/text';
import { english } from '@shared/i18n/translate-issue';
import type { Database } from '../../db/client';
import { requireStaff, staffOf } from '../../platform/auth/guards';
import { bearerAuth, errorResponses } from '../../platform/openapi';
import { invalidatesPublicReads, publicRead } from '../../platform/public-reads';
import { identifyStaff, isStaff } from './identify-staff';
import { articleUpdateSchema, categoryUpdateSchema } from './schemas';
import {
  createArticle,
  createCategory,
  deleteArticle,
  deleteCategory,
  getArticleOrMove,
  listArticles,
  listCategories,
  previewArticle,
  updateArticle,
  updateCategory,
} from './service';

export interface ContentRoutesOptions {
  db: Database;
}

const tags = ['content'];
const requireEditor = requireStaff('editor');

// Any string: a malformed id answers the same 404 as an unknown one.
const idParamsSchema = z.object({ id: z.string().describe('The id (a UUID).') });
const articleKeyParamsSchema = z.object({
  idOrSlug: z.string().describe("The article's id or its slug."),
});

export const INVALID_LOCALE_MESSAGE = english(text('Locale must be en (English) or es (Spanish).'));

const localeQuery = z
  .enum(LOCALES, { error: INVALID_LOCALE_MESSAGE })
  .optional()
  .describe(
    "The language: en (English) or es (Spanish). The same guide in that language: its translation, or the English original when it has none yet (the answer's `locale` says which).",
  );

const articleQuerySchema = z.object({ locale: localeQuery });

const articleListQuerySchema = z.object({
  category: z
    .string()
    .max(255)
    .optional()
    .describe('Only articles in the category with this slug.'),
  featured: z
    .enum(['true', 'false'])
    .optional()
    .describe('true: only featured articles; false: only the others.'),
  status: z
    .enum(articleStatuses)
    .optional()
    .describe('Staff only: articles of this status (others always get published ones).'),
  locale: z
    .enum([...LOCALES, 'all'], { error: INVALID_LOCALE_MESSAGE })
    .optional()
    .describe(
      'Articles in this language: en (English), es (Spanish) or all. Left out: English, or every language for staff.',
    ),
});

const deleted = z.null().describe('Deleted');

const movedSchema = z
  .object({
    statusCode: z.literal(301),
    movedTo: z.string().describe("The guide's current slug."),
  })
  .describe('Renamed: `Location` and `movedTo` give the current address.');

export const contentRoutes: FastifyPluginAsyncZod<ContentRoutesOptions> = async (app, options) => {
  const { db } = options;

  app.get(
    '/articles',
    {
      onRequest: identifyStaff,
      ...publicRead('articles'),
      schema: {
        tags,
        summary: 'Articles, newest first',
        description:
          'Everyone gets published articles, in English unless `locale` names another language. With a staff bearer token: articles of every status and language, optionally filtered by `status` and `locale`.',
        querystring: articleListQuerySchema,
        response: { 200: z.array(articleSchema), ...errorResponses(400) },
      },
    },
    async (request) =>
      listArticles(db, {
        staff: isStaff(request),
        category: request.query.category,
        featured:
          request.query.featured === undefined ? undefined : request.query.featured === 'true',
        status: request.query.status,
        locale: request.query.locale,
      }),
  );

  app.post(
    '/articles/preview',
    {
      onRequest: requireEditor,
      schema: {
        security: bearerAuth,
        tags,
        summary: 'Render Markdown as an article would show it (CMS live preview)',
        body: articlePreviewRequestSchema,
        response: { 200: articlePreviewResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => previewArticle(request.body.content),
  );

  app.get(
    '/articles/:idOrSlug',
    {
      onRequest: identifyStaff,
      ...publicRead('articles'),
      schema: {
        tags,
        summary: 'One article by id or slug',
        description:
          'Everyone gets published articles; with a staff bearer token, drafts and archived ones too. A former slug of a guide the caller may see answers 301 with its current address.',
        params: articleKeyParamsSchema,
        querystring: articleQuerySchema,
        response: { 200: articleSchema, 301: movedSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const found = await getArticleOrMove(
        db,
        request.params.idOrSlug,
        isStaff(request),
        request.query.locale,
      );
      if ('article' in found) return found.article;
      return (
        reply
          .status(301)
          .header('location', `/api/articles/${encodeURIComponent(found.movedTo)}`)
          // A rename can be undone, so browsers must not keep the move for good.
          .header('cache-control', 'no-cache')
          .send({ statusCode: 301 as const, movedTo: found.movedTo })
      );
    },
  );

  app.post(
    '/articles',
    {
      onRequest: requireEditor,
      ...invalidatesPublicReads('articles'),
      schema: {
        security: bearerAuth,
        tags,
        summary: 'Create an article (editor or admin)',
        description:
          'Takes `category` (a slug) or `categoryId`, and `featured` or `isFeatured`. Without a slug, one is made from the title (made unique with -2, -3, ...).',
        body: articleInputSchema,
        response: { 201: articleSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const article = await createArticle(db, staffOf(request).id, request.body);
      return reply.status(201).send(article);
    },
  );

  app.put(
    '/articles/:id',
    {
      onRequest: requireEditor,
      ...invalidatesPublicReads('articles'),
      schema: {
        security: bearerAuth,
        tags,
        summary: 'Update an article (editor or admin)',
        description:
          'Slug, category, featured, tags, difficulty and status keep their stored values when left out; excerpt, metaTitle and metaDescription are cleared.',
        params: idParamsSchema,
        body: articleUpdateSchema,
        response: { 200: articleSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => updateArticle(db, staffOf(request).id, request.params.id, request.body),
  );

  app.delete(
    '/articles/:id',
    {
      onRequest: requireEditor,
      ...invalidatesPublicReads('articles'),
      schema: {
        security: bearerAuth,
        tags,
        summary: 'Delete an article (editor or admin)',
        params: idParamsSchema,
        response: { 204: deleted, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await deleteArticle(db, staffOf(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/categories',
    {
      onRequest: identifyStaff,
      ...publicRead('articles'),
      schema: {
        tags,
        summary: 'Article categories by display order, then name',
        description:
          'Everyone gets active categories with their count of published articles; with a staff bearer token, inactive ones too, counting articles of any status.',
        response: { 200: z.array(categorySchema) },
      },
    },
    async (request) => listCategories(db, isStaff(request)),
  );

  app.post(
    '/categories',
    {
      onRequest: requireEditor,
      ...invalidatesPublicReads('articles'),
      schema: {
        security: bearerAuth,
        tags,
        summary: 'Create a category (editor or admin)',
        body: categoryInputSchema,
        response: { 201: categorySchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const category = await createCategory(db, staffOf(request).id, request.body);
      return reply.status(201).send(category);
    },
  );

  app.put(
    '/categories/:id',
    {
      onRequest: requireEditor,
      ...invalidatesPublicReads('articles'),
      schema: {
        security: bearerAuth,
        tags,
        summary: 'Update a category (editor or admin)',
        description: 'displayOrder and isActive keep their stored values when left out.',
        params: idParamsSchema,
        body: categoryUpdateSchema,
        response: { 200: categorySchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => updateCategory(db, staffOf(request).id, request.params.id, request.body),
  );

  app.delete(
    '/categories/:id',
    {
      onRequest: requireEditor,
      ...invalidatesPublicReads('articles'),
      schema: {
        security: bearerAuth,
        tags,
        summary: 'Delete a category that has no articles (editor or admin)',
        params: idParamsSchema,
        response: { 204: deleted, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await deleteCategory(db, staffOf(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
