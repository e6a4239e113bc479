import { screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import CmsPage from '@client/routes/cms';
import { storeSignIn } from '@client/lib/auth-storage';
import { articleFixture } from '@client/testing/articles';
import { installDialogMethods } from '@client/testing/dialog';
import { jsonResponse, stubFetchForEachTest } from '@client/testing/fetch-stub';
import { renderAt } from '@client/testing/render';
import { answerSessionCheck } from '@client/testing/session-check';
import { editor } from '@client/testing/staff-users';

/** Issue 21: an article's language, its link to the English original, and untranslated ones. */
const { serve, sentOnce } = stubFetchForEachTest();

beforeAll(installDialogMethods);

const rights = articleFixture({ id: 'a-rights', slug: 'your-rights', title: 'Your Rights' });
const scams = articleFixture({ id: 'a-scams', slug: 'spotting-scams', title: 'Spotting Scams' });
const derechos = articleFixture({
  id: 'a-derechos',
  slug: 'sus-derechos',
  title: 'Sus derechos',
  locale: 'es',
  translationOf: 'a-rights',
  translationOfSlug: 'your-rights',
});

beforeEach(() => {
  storeSignIn('staff', 'staff-token', editor);
  serve(answerSessionCheck('staff', editor), (method, url) => {
    if (method === 'GET' && url === '/api/articles') return jsonResponse([rights, scams, derechos]);
    if (method === 'GET' && url === '/api/categories') return jsonResponse([]);
    if (method === 'POST' && url === '/api/articles/preview') {
      return jsonResponse({ contentHtml: '' });
    }
    if (method === 'POST' && url === '/api/articles') {
      return jsonResponse({ ...derechos, id: 'a-new', title: 'Estafas' }, 201);
    }
    return undefined;
  });
});

describe('CMS articles in English and Spanish', () => {
  it('shows a translation with its original, and filters the English articles without one', async () => {
    const { user } = renderAt('/cms', { '/cms': <CmsPage /> });
    const row = (await screen.findByRole('heading', { name: 'Sus derechos' })).closest('li')!;
    expect(within(row).getByText(/Español, translation of/)).toHaveTextContent(
      'Español, translation of your-rights',
    );

    await user.selectOptions(screen.getByLabelText('Status'), 'untranslated');
    expect(screen.getByRole('option', { name: 'Untranslated (1)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Spotting Scams' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your Rights' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Sus derechos' })).not.toBeInTheDocument();
  });

  it('writes a Spanish article as the translation of an English one', async () => {
    const { user } = renderAt('/cms', { '/cms': <CmsPage /> });
    await screen.findByRole('heading', { name: 'Spotting Scams' });
    await user.click(screen.getAllByRole('button', { name: 'New Article' })[0]!);
    const dialog = screen.getByRole('dialog', { name: 'New Article' });

    // English by default, with no original to choose.
    expect(within(dialog).getByLabelText('Language')).toHaveValue('en');
    expect(within(dialog).queryByLabelText(/^Translation of/)).not.toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Title'), 'Estafas');
    await user.type(within(dialog).getByLabelText('Content (Markdown)'), 'Texto');
    await user.selectOptions(within(dialog).getByLabelText('Language'), 'es');
    const original = within(dialog).getByLabelText(/^Translation of/);
    // Your Rights already has a Spanish version.
    expect(
      within(original).getByRole('option', { name: 'Your Rights (already translated)' }),
    ).toBeDisabled();
    await user.selectOptions(original, 'a-scams');
    await user.click(within(dialog).getByRole('button', { name: 'Create Article' }));

    expect(await sentOnce('POST', '/api/articles')).toMatchObject({
      title: 'Estafas',
      locale: 'es',
      translationOf: 'a-scams',
    });
  });
});
