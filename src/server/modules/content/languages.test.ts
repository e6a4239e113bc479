import type { InjectOptions } from 'fastify';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { articles, auditLog } from '../../db/schema';
import { seedContentCategories } from '../../db/seed/content-categories';
import { bearer, createStaffAccount, type TestAccount } from '../../testing/accounts';
import { useTestApp } from '../../testing/use-test-app';

/** Issue 21: articles in English and Spanish, and the link between a guide and its translation. */
const testApp = useTestApp();
let editor: TestAccount;

beforeAll(async () => {
  await seedContentCategories(testApp.database.db);
  editor = await createStaffAccount(testApp.database.db, 'editor');
});
afterEach(async () => {
  const db = testApp.database.db;
  // Translations first: deleting an original only unlinks them.
  await db.delete(articles);
  await db.delete(auditLog);
});

function call(method: InjectOptions['method'], url: string, token?: string, payload?: object) {
  return testApp.app.inject({
    method,
    url: `/api${url}`,
    headers: token ? bearer(token) : {},
    ...(payload ? { payload } : {}),
  });
}

const articleInput = (overrides: object = {}) => ({
  title: 'Knowing Your Rights',
  content: '## Overview\n\nA short guide.',
  category: 'legal',
  status: 'published',
  ...overrides,
});

async function createArticle(overrides: object = {}) {
  const response = await call('POST', '/articles', editor.token, articleInput(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** An English guide with a published Spanish translation, and one without any. */
async function library() {
  const rights = await createArticle({ title: 'Knowing Your Rights', slug: 'knowing-your-rights' });
  const derechos = await createArticle({
    title: 'Conozca sus derechos',
    slug: 'conozca-sus-derechos',
    content: '## Resumen\n\nUna guía corta.',
    locale: 'es',
    translationOf: rights.id,
  });
  const scams = await createArticle({ title: 'Spotting Scams', slug: 'spotting-scams' });
  const borrador = await createArticle({
    title: 'Cómo reconocer estafas',
    slug: 'como-reconocer-estafas',
    locale: 'es',
    translationOf: scams.id,
    status: 'draft',
  });
  return { rights, derechos, scams, borrador };
}

const slugsOf = (response: { json(): { slug: string }[] }) =>
  response.json().map((article) => article.slug);

describe('GET /api/articles?locale=', () => {
  it('answers English articles without the parameter, as before, and Spanish ones with es', async () => {
    await library();
    const english = await call('GET', '/articles');
    expect(english.statusCode).toBe(200);
    expect(slugsOf(english)).toEqual(['spotting-scams', 'knowing-your-rights']);
    expect(slugsOf(await call('GET', '/articles?locale=en'))).toEqual(slugsOf(english));

    const spanish = await call('GET', '/articles?locale=es');
    expect(spanish.statusCode).toBe(200);
    // Published ones only: the draft translation stays hidden.
    expect(spanish.json()).toEqual([
      expect.objectContaining({
        slug: 'conozca-sus-derechos',
        locale: 'es',
        translationOfSlug: 'knowing-your-rights',
      }),
    ]);
  });

  it('lists every language for staff (the CMS) without the parameter, or with locale=all', async () => {
    await library();
    for (const url of ['/articles', '/articles?locale=all']) {
      const all = await call('GET', url, editor.token);
      expect(slugsOf(all).sort(), url).toEqual([
        'como-reconocer-estafas',
        'conozca-sus-derechos',
        'knowing-your-rights',
        'spotting-scams',
      ]);
    }
    const spanish = await call('GET', '/articles?locale=es', editor.token);
    expect(slugsOf(spanish).sort()).toEqual(['como-reconocer-estafas', 'conozca-sus-derechos']);
  });

  it('refuses an unknown locale with 400 and a clear message', async () => {
    for (const url of ['/articles?locale=fr', '/articles/knowing-your-rights?locale=EN']) {
      const response = await call('GET', url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: 'Locale must be en (English) or es (Spanish).',
      });
    }
  });
});

describe('GET /api/articles/:slug?locale=', () => {
  it('answers the Spanish translation of an English guide', async () => {
    const { derechos } = await library();
    const response = await call('GET', '/articles/knowing-your-rights?locale=es');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: derechos.id,
      locale: 'es',
      title: 'Conozca sus derechos',
      translationOfSlug: 'knowing-your-rights',
    });
  });

  it('falls back to the English guide when its translation is missing or unpublished', async () => {
    await library();
    const response = await call('GET', '/articles/spotting-scams?locale=es');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ slug: 'spotting-scams', locale: 'en' });
    // Staff see the draft translation.
    const staff = await call('GET', '/articles/spotting-scams?locale=es', editor.token);
    expect(staff.json()).toMatchObject({ slug: 'como-reconocer-estafas', locale: 'es' });
  });

  it('answers the English original for a Spanish slug in English, and each as it is without locale', async () => {
    const { rights, derechos } = await library();
    const english = await call('GET', '/articles/conozca-sus-derechos?locale=en');
    expect(english.json()).toMatchObject({ id: rights.id, locale: 'en', translationOf: null });
    const spanish = await call('GET', '/articles/conozca-sus-derechos?locale=es');
    expect(spanish.json()).toMatchObject({ id: derechos.id });
    const plain = await call('GET', '/articles/knowing-your-rights');
    expect(plain.json()).toMatchObject({ id: rights.id, locale: 'en' });
  });
});

describe('the CMS language fields', () => {
  it('stores English by default and keeps the language and link when an update leaves them out', async () => {
    const { rights, derechos } = await library();
    expect(rights).toMatchObject({ locale: 'en', translationOf: null, translationOfSlug: null });
    const updated = await call(
      'PUT',
      `/articles/${derechos.id}`,
      editor.token,
      articleInput({ title: 'Conozca sus derechos hoy', content: 'Texto.' }),
    );
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ locale: 'es', translationOf: rights.id });
  });

  it('unlinks a translation when asked, and links it again', async () => {
    const { rights, derechos } = await library();
    const unlinked = await call(
      'PUT',
      `/articles/${derechos.id}`,
      editor.token,
      articleInput({ translationOf: null }),
    );
    expect(unlinked.json()).toMatchObject({ translationOf: null, translationOfSlug: null });
    const linked = await call(
      'PUT',
      `/articles/${derechos.id}`,
      editor.token,
      articleInput({ translationOf: rights.id }),
    );
    expect(linked.json()).toMatchObject({ translationOfSlug: 'knowing-your-rights' });
  });

  it('allows one translation per language for an English article', async () => {
    const { rights } = await library();
    const second = await call(
      'POST',
      '/articles',
      editor.token,
      articleInput({ title: 'Otra', locale: 'es', translationOf: rights.id }),
    );
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'TRANSLATION_TAKEN' });
  });

  it('refuses a link from an English article, to a Spanish one, or to an unknown id', async () => {
    const { rights, derechos } = await library();
    const cases: [object, string][] = [
      [{ locale: 'en', translationOf: rights.id }, 'An English article cannot be a translation.'],
      [{ locale: 'es', translationOf: derechos.id }, 'must be an existing English article'],
      [{ locale: 'es', translationOf: 'not-an-id' }, 'must be an existing English article'],
    ];
    for (const [fields, message] of cases) {
      const response = await call(
        'POST',
        '/articles',
        editor.token,
        articleInput({ title: 'Nuevo', ...fields }),
      );
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(response.json().message).toContain(message);
    }
    const badLocale = await call('POST', '/articles', editor.token, articleInput({ locale: 'fr' }));
    expect(badLocale.statusCode).toBe(400);
    expect(badLocale.json().message).toBe('Language must be en (English) or es (Spanish).');
  });

  it('keeps an English article with translations in English', async () => {
    const { rights } = await library();
    const response = await call(
      'PUT',
      `/articles/${rights.id}`,
      editor.token,
      articleInput({ locale: 'es' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'This English article has translations, so it must stay in English.',
    );
  });

  it('leaves a translation standing on its own when the English article is deleted', async () => {
    const { rights, derechos } = await library();
    expect((await call('DELETE', `/articles/${rights.id}`, editor.token)).statusCode).toBe(204);
    const response = await call('GET', `/articles/${derechos.id}`);
    expect(response.json()).toMatchObject({ locale: 'es', translationOf: null });
  });
});
