import { screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Article, Category } from '@shared/contracts/content';
import CmsPage from '@client/routes/cms';
import { storeSignIn } from '@client/lib/auth-storage';
import { installDialogMethods } from '@client/testing/dialog';
import {
  jsonResponse,
  sentBody,
  stubFetchForEachTest,
  type FetchHandler,
} from '@client/testing/fetch-stub';
import { renderAt } from '@client/testing/render';
import { answerSessionCheck } from '@client/testing/session-check';
import { editor } from '@client/testing/staff-users';
import { toastTitle } from '@client/testing/toasts';

const { fetchMock, serve: serveFetch, calls, sentOnce } = stubFetchForEachTest();

beforeAll(installDialogMethods);

const category: Category = {
  id: 'cat-1',
  name: 'Legal Rights',
  slug: 'legal-rights',
  description: 'What the law says.',
  displayOrder: 0,
  isActive: true,
  createdAt: '2025-01-02T10:00:00.000Z',
  articleCount: 1,
};

const article: Article = {
  id: 'art-1',
  title: 'Know Your Rescission Rights',
  slug: 'know-your-rescission-rights',
  excerpt: 'How long you have to cancel.',
  content: '# Rescission\n\nYou may cancel.',
  contentHtml: '<h1>Rescission</h1><p>You may cancel.</p>',
  categoryId: 'cat-1',
  category: 'legal-rights',
  categoryName: 'Legal Rights',
  status: 'published',
  isFeatured: true,
  tags: ['Legal Rights'],
  difficulty: 'beginner',
  readTimeMinutes: 4,
  metaTitle: null,
  metaDescription: null,
  publishedAt: '2025-01-03T10:00:00.000Z',
  createdAt: '2025-01-03T10:00:00.000Z',
  updatedAt: '2025-01-04T10:00:00.000Z',
  locale: 'en',
  translationOf: null,
  translationOfSlug: null,
};

/** Answers the session check and the two lists; `handler` may answer anything first. */
function serve(handler: FetchHandler = () => undefined, lists = { articles: [article] }) {
  serveFetch(handler, answerSessionCheck('staff', editor), (method, url, body) => {
    if (url === '/api/articles' && method === 'GET') return jsonResponse(lists.articles);
    if (url === '/api/categories' && method === 'GET') return jsonResponse([category]);
    if (url === '/api/articles/preview') {
      const content = (body as { content: string }).content;
      return jsonResponse({ contentHtml: `<p>${content}</p>` });
    }
    return undefined;
  });
}

function renderCms(url: string, pages: Record<string, ReactNode> = {}) {
  return renderAt(url, { '/cms': <CmsPage />, ...pages });
}

async function openNewArticle(user: ReturnType<typeof renderCms>['user']) {
  await screen.findByRole('heading', { name: article.title });
  await user.click(screen.getAllByRole('button', { name: 'New Article' })[0]!);
  return screen.getByRole('dialog', { name: 'New Article' });
}

describe('Content management (/cms)', () => {
  it('sends a visitor who is not signed in to the staff sign-in page', async () => {
    const { router } = renderCms('/cms', { '/staff-login': <h1>Staff login stub</h1> });
    expect(await screen.findByText('Staff login stub')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/staff-login');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows who is signed in, the way back, and the articles with their status in words', async () => {
    storeSignIn('staff', 'staff-token', editor);
    serve();
    renderCms('/cms');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Content Management' }),
    ).toBeInTheDocument();
    expect(document.title).toMatch(/^Content Management/);
    expect(screen.getByText(/Signed in as/)).toHaveTextContent('Signed in as Erin Editor (Editor)');
    expect(screen.getByRole('link', { name: 'Back to the staff area' })).toHaveAttribute(
      'href',
      '/admin',
    );
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Articles' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Categories' })).toBeInTheDocument();

    const row = (await screen.findByRole('heading', { name: article.title })).closest('li')!;
    expect(within(row).getByText('Published')).toBeInTheDocument();
    expect(within(row).getByText('Featured')).toBeInTheDocument();
    expect(within(row).getByText('Legal Rights')).toBeInTheDocument();
    expect(within(row).getByText('Updated Jan 4, 2025')).toBeInTheDocument();
    const [, init] = calls('GET', '/api/articles')[0]!;
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer staff-token');
  });

  it('filters the articles by status and by title', async () => {
    storeSignIn('staff', 'staff-token', editor);
    const draft: Article = { ...article, id: 'art-2', title: 'Spotting Scams', status: 'draft' };
    serve(undefined, { articles: [article, draft] });
    const { user } = renderCms('/cms');
    await screen.findByRole('heading', { name: 'Spotting Scams' });

    await user.selectOptions(screen.getByLabelText('Status'), 'draft');
    expect(screen.queryByRole('heading', { name: article.title })).not.toBeInTheDocument();
    expect(screen.getByText('Showing 1 of 2 articles.')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Status'), 'all');
    await user.type(screen.getByLabelText('Search by title'), 'rescission');
    expect(screen.getByRole('heading', { name: article.title })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Spotting Scams' })).not.toBeInTheDocument();
  });
});

describe('Article editor', () => {
  beforeEach(() => storeSignIn('staff', 'staff-token', editor));

  it('blocks an empty title and content with messages under the fields, sending nothing', async () => {
    serve();
    const { user } = renderCms('/cms');
    const dialog = await openNewArticle(user);

    await user.type(within(dialog).getByLabelText('Title'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Create Article' }));

    expect(await within(dialog).findByText('Title is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Content is required.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText('Content (Markdown)')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(within(dialog).getByLabelText('Title')).toHaveFocus();
    expect(
      fetchMock.mock.calls.filter(([, init]) => init?.method && init.method !== 'GET'),
    ).toEqual([]);
  });

  it('suggests the slug from the title until the slug is edited', async () => {
    serve();
    const { user } = renderCms('/cms');
    const dialog = await openNewArticle(user);
    const title = within(dialog).getByLabelText('Title');
    const slug = within(dialog).getByLabelText(/^Slug/);

    await user.type(title, 'Your Rights: A Guide');
    expect(slug).toHaveValue('your-rights-a-guide');
    expect(within(dialog).getByText('/resources/your-rights-a-guide')).toBeInTheDocument();

    await user.clear(slug);
    await user.type(slug, 'rights');
    await user.type(title, ' for 2025');
    expect(slug).toHaveValue('rights');
    expect(within(dialog).getByText('/resources/rights')).toBeInTheDocument();

    // Emptied, it follows the title again.
    await user.clear(slug);
    await user.type(title, '!');
    expect(slug).toHaveValue('your-rights-a-guide-for-2025');
  });

  it('creates the article with the expected body, confirms it and closes', async () => {
    const created: Article = { ...article, id: 'art-9', title: 'Exit Checklist', status: 'draft' };
    let articles = [article];
    serve(
      (method, url) => {
        if (method === 'POST' && url === '/api/articles') {
          articles = [created, ...articles];
          return jsonResponse(created, 201);
        }
        if (method === 'GET' && url === '/api/articles') return jsonResponse(articles);
        return undefined;
      },
      { articles },
    );
    const { user } = renderCms('/cms');
    const dialog = await openNewArticle(user);

    await user.type(within(dialog).getByLabelText('Title'), 'Exit Checklist');
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'legal-rights');
    await user.selectOptions(within(dialog).getByLabelText('Status'), 'published');
    await user.selectOptions(within(dialog).getByLabelText('Difficulty'), 'intermediate');
    // No read time to type: it is worked out from the text, never stated by hand.
    expect(within(dialog).queryByLabelText(/Read time/)).toBeNull();
    await user.click(within(dialog).getByLabelText(/Featured/));
    await user.type(within(dialog).getByLabelText('Content (Markdown)'), '## Steps');
    expect(within(dialog).getByText(/About 1 min/)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Tags/), 'Checklists{Enter}Scams,');
    expect(within(dialog).getByRole('button', { name: 'Remove tag Checklists' })).toBeVisible();
    await user.type(within(dialog).getByLabelText(/^Meta title/), 'Exit');
    expect(within(dialog).getByText('4 of 255 characters')).toBeInTheDocument();

    // The live preview, rendered by the server a moment after typing stops.
    expect(
      await within(dialog).findByText('## Steps', { selector: 'p' }, { timeout: 2000 }),
    ).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Create Article' }));

    expect(await sentOnce('POST', '/api/articles')).toEqual({
      title: 'Exit Checklist',
      slug: 'exit-checklist',
      content: '## Steps',
      excerpt: null,
      category: 'legal-rights',
      status: 'published',
      isFeatured: true,
      tags: ['Checklists', 'Scams'],
      difficulty: 'intermediate',
      metaTitle: 'Exit',
      metaDescription: null,
      locale: 'en',
      translationOf: null,
    });
    expect(await toastTitle('Article created successfully')).toBeInTheDocument();
    await waitFor(() => expect(dialog).not.toHaveAttribute('open'));
    expect(await screen.findByRole('heading', { name: 'Exit Checklist' })).toBeInTheDocument();

    // The next new article starts empty.
    await user.click(screen.getByRole('button', { name: 'New Article' }));
    const next = screen.getByRole('dialog', { name: 'New Article' });
    expect(within(next).getByLabelText('Title')).toHaveValue('');
    expect(within(next).getByLabelText(/^Slug/)).toHaveValue('');
  });

  it('keeps an unsaved draft when the editor is closed and opened again', async () => {
    serve();
    const { user } = renderCms('/cms');
    let dialog = await openNewArticle(user);
    await user.type(within(dialog).getByLabelText('Title'), 'Half-written guide');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialog).not.toHaveAttribute('open'));

    await user.click(screen.getByRole('button', { name: 'New Article' }));
    dialog = screen.getByRole('dialog', { name: 'New Article' });
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Half-written guide');
    await user.click(within(dialog).getByRole('button', { name: 'Discard changes' }));
    expect(within(dialog).getByLabelText('Title')).toHaveValue('');
  });

  it('keeps the input and says why when the server refuses (409)', async () => {
    serve((method, url) =>
      method === 'POST' && url === '/api/articles'
        ? jsonResponse(
            { message: 'An article with this slug already exists.', code: 'SLUG_TAKEN' },
            409,
          )
        : undefined,
    );
    const { user } = renderCms('/cms');
    const dialog = await openNewArticle(user);

    await user.type(within(dialog).getByLabelText('Title'), 'Know Your Rescission Rights');
    await user.type(within(dialog).getByLabelText('Content (Markdown)'), 'Text');
    await user.click(within(dialog).getByRole('button', { name: 'Create Article' }));

    expect(await toastTitle('Failed to create article')).toBeInTheDocument();
    const alert = within(dialog).getByRole('alert');
    expect(alert).toHaveTextContent('Failed to create article');
    expect(alert).toHaveTextContent('An article with this slug already exists.');
    expect(dialog).toHaveAttribute('open');
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Know Your Rescission Rights');
    // The slug is the problem: it is marked, with the server's words, and has the focus.
    const slug = within(dialog).getByLabelText(/^Slug/);
    expect(slug).toHaveAttribute('aria-invalid', 'true');
    expect(slug).toHaveAccessibleDescription(/An article with this slug already exists\./);
    expect(slug).toHaveFocus();
  });

  it('puts the server’s field messages under the fields', async () => {
    serve((method, url) =>
      method === 'PUT' && url === '/api/articles/art-1'
        ? jsonResponse(
            {
              message: 'Please check the highlighted fields.',
              code: 'VALIDATION',
              issues: [{ path: 'slug', message: 'This slug is taken.' }],
            },
            400,
          )
        : undefined,
    );
    const { user } = renderCms('/cms');
    await user.click(await screen.findByRole('button', { name: `Edit “${article.title}”` }));
    const dialog = screen.getByRole('dialog', { name: `Edit “${article.title}”` });
    expect(within(dialog).getByLabelText('Title')).toHaveValue(article.title);
    // An existing article keeps its address when the title changes.
    await user.type(within(dialog).getByLabelText('Title'), ' (2025)');
    expect(within(dialog).getByLabelText(/^Slug/)).toHaveValue(article.slug);

    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await within(dialog).findByText('This slug is taken.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Slug/)).toHaveAttribute('aria-invalid', 'true');
    expect(await toastTitle('Failed to update article')).toBeInTheDocument();
    const sent = sentBody(calls('PUT', '/api/articles/art-1')[0]);
    expect(sent).toMatchObject({
      title: `${article.title} (2025)`,
      slug: article.slug,
      category: 'legal-rights',
      tags: ['Legal Rights'],
    });
    // The read time is the server's to work out.
    expect(sent).not.toHaveProperty('readTimeMinutes');
  });

  it('asks before deleting, and deletes only on confirmation', async () => {
    let articles = [article];
    serve((method, url) => {
      if (method === 'DELETE' && url === '/api/articles/art-1') {
        articles = [];
        return jsonResponse(null, 204);
      }
      if (method === 'GET' && url === '/api/articles') return jsonResponse(articles);
      return undefined;
    });
    const { user } = renderCms('/cms');

    await user.click(await screen.findByRole('button', { name: `Delete “${article.title}”` }));
    let dialog = screen.getByRole('dialog', { name: `Delete “${article.title}”?` });
    expect(dialog).toHaveTextContent('This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialog).not.toHaveAttribute('open'));
    expect(calls('DELETE', '/api/articles/art-1')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: `Delete “${article.title}”` }));
    dialog = screen.getByRole('dialog', { name: `Delete “${article.title}”?` });
    await user.click(within(dialog).getByRole('button', { name: 'Delete article' }));

    expect(await toastTitle('Article deleted successfully')).toBeInTheDocument();
    expect(calls('DELETE', '/api/articles/art-1')).toHaveLength(1);
    expect(await screen.findByText('No articles yet')).toBeInTheDocument();
  });
});

describe('Categories', () => {
  beforeEach(() => storeSignIn('staff', 'staff-token', editor));

  it('creates a category with the slug made from the name', async () => {
    serve((method, url) =>
      method === 'POST' && url === '/api/categories'
        ? jsonResponse({ ...category, id: 'cat-2', name: 'Scam Prevention', articleCount: 0 }, 201)
        : undefined,
    );
    const { user, router } = renderCms('/cms');
    await user.click(await screen.findByRole('tab', { name: 'Categories' }));
    expect(router.state.location.search).toBe('?tab=categories');
    await screen.findByRole('heading', { name: 'Legal Rights', level: 3 });
    await user.click(screen.getAllByRole('button', { name: 'New Category' })[0]!);
    const dialog = screen.getByRole('dialog', { name: 'New Category' });

    await user.click(within(dialog).getByRole('button', { name: 'Create Category' }));
    expect(await within(dialog).findByText('Name is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Slug is required.')).toBeInTheDocument();
    expect(calls('POST', '/api/categories')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Name'), 'Scam Prevention');
    expect(within(dialog).getByLabelText('Slug')).toHaveValue('scam-prevention');
    await user.clear(within(dialog).getByLabelText('Display order'));
    await user.type(within(dialog).getByLabelText('Display order'), '3');
    await user.click(within(dialog).getByRole('button', { name: 'Create Category' }));

    expect(await sentOnce('POST', '/api/categories')).toEqual({
      name: 'Scam Prevention',
      slug: 'scam-prevention',
      description: null,
      displayOrder: 3,
      isActive: true,
    });
    expect(await toastTitle('Category created successfully')).toBeInTheDocument();
  });

  it('asks before deleting and shows the server’s reason when it refuses', async () => {
    serve((method, url) =>
      method === 'DELETE' && url === '/api/categories/cat-1'
        ? jsonResponse({ message: 'This category still has articles.', code: 'CONFLICT' }, 409)
        : undefined,
    );
    const { user } = renderCms('/cms?tab=categories');
    await user.click(await screen.findByRole('button', { name: 'Delete “Legal Rights”' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete “Legal Rights”?' });
    expect(dialog).toHaveTextContent('It still has 1 article.');
    expect(calls('DELETE', '/api/categories/cat-1')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Delete category' }));
    expect(await toastTitle('Failed to delete category')).toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'This category still has articles.',
    );
  });
});
