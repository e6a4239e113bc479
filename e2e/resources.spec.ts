import {
  expect,
  test,
  type APIRequestContext,
  type Locator,
  type Page,
  type TestInfo,
} from './test';
import { downloadHref, downloads } from '../src/shared/downloads';
import { signInAsClient } from './accounts';
import { expectNoSeriousA11yViolations } from './axe';
import { uniqueEmail } from './mail';

/** The six guides seeded as demo content (requirements §9 Static content). */
const SEEDED_GUIDES = 6;

/**
 * Other browser tests publish articles on the same server at the same time, so lists are
 * checked to hold at least the seeded guides rather than exactly them.
 */
async function expectAtLeastSeededGuides(list: Locator): Promise<number> {
  await expect(list.getByRole('article').nth(SEEDED_GUIDES - 1)).toBeVisible();
  return list.getByRole('article').count();
}

function guidesRegion(page: Page) {
  return page.getByRole('region', { name: 'Guides', exact: true });
}

async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({
    path: `test-results/screens/${name}-${testInfo.project.name}.png`,
    fullPage: true,
  });
}

/**
 * A returning client through the API: registered, onboarded, and with preferences that favour
 * scam prevention and checklists (the other fields at their defaults).
 */
async function createClientWithPreferences(
  request: APIRequestContext,
  email: string,
  password: string,
) {
  const registered = await request.post('/api/auth/register', {
    data: { firstName: 'Dorothy', lastName: 'Reader', email, password },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const { token } = (await registered.json()) as { token: string };
  const headers = { Authorization: `Bearer ${token}` };
  const onboarded = await request.post('/api/onboarding/complete', {
    headers,
    data: {
      timeshareCompany: 'Seaside Vacation Club',
      currentSituation: 'A company cold-called me.',
    },
  });
  expect(onboarded.status(), await onboarded.text()).toBe(200);
  const saved = await request.put('/api/user-preferences', {
    headers,
    data: {
      timeshareStatus: 'current_owner',
      preferredTopics: ['Scam Prevention'],
      experienceLevel: 'beginner',
      previousCancellationAttempts: false,
      helpTypePriority: [],
      contentFormatPreferences: ['Checklists'],
      notificationFrequency: 'weekly',
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

test.describe('education centre', () => {
  test('lists the seeded guides and the four downloads', async ({ page }) => {
    await page.goto('/resources');
    await expect(page).toHaveTitle(/^Education Centre/);
    await expect(page.getByRole('heading', { level: 1, name: 'Education Centre' })).toBeVisible();

    const guides = guidesRegion(page);
    await expectAtLeastSeededGuides(guides);
    await expect(guides.getByRole('heading', { name: /spotting/i }).first()).toBeVisible();
    await expect(guides.getByRole('heading', { name: /contract/i }).first()).toBeVisible();
    await expect(guides.getByText(/\d+ min read/).first()).toBeVisible();

    await expect(page.getByRole('link', { name: /^Download / })).toHaveCount(downloads.length);
    for (const download of downloads) {
      await expect(
        page.getByRole('link', { name: `Download ${download.title.message}`, exact: true }),
      ).toBeVisible();
    }

    // A visitor is invited to sign in for personal suggestions.
    const invite = page.getByRole('region', { name: 'Guides chosen for you' });
    await expect(invite.getByRole('link', { name: 'Create Account' })).toHaveAttribute(
      'href',
      '/auth?tab=register',
    );
  });

  test('the filter shows the guides of one category', async ({ page }) => {
    await page.goto('/resources');
    const guides = guidesRegion(page);
    const allGuides = await expectAtLeastSeededGuides(guides);
    const filter = guides.getByRole('group', { name: /Show guides about/ });
    await filter.getByRole('button', { name: /^Legal/ }).click();
    await expect(filter.getByRole('button', { name: /^Legal/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page).toHaveURL(/\/resources\?category=legal$/);
    const shown = await guides.getByRole('article').count();
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThan(allGuides);
    await filter.getByRole('button', { name: /^All topics/ }).click();
    await expectAtLeastSeededGuides(guides);
  });

  test('every download file is served with its content type', async ({ request }) => {
    for (const download of downloads) {
      const response = await request.get(downloadHref(download));
      expect(response.status(), download.fileName).toBe(200);
      expect(response.headers()['content-type'], download.fileName).toContain(download.mimeType);
      expect((await response.body()).byteLength, download.fileName).toBeGreaterThan(0);
    }
  });

  test('the Download button saves the file and says so', async ({ page }) => {
    await page.goto('/resources');
    const [first] = downloads;
    const saved = page.waitForEvent('download');
    await page.getByRole('link', { name: `Download ${first!.title.message}`, exact: true }).click();
    expect((await saved).suggestedFilename()).toBe(first!.fileName);
    await expect(
      page.getByText(`${first!.title.message} is downloading.`, { exact: false }),
    ).toBeVisible();
  });

  test('a guide opens with its key points, and an unknown guide says so', async ({ page }) => {
    await page.goto('/resources');
    await guidesRegion(page)
      .getByRole('link', { name: /^Read guide\s?: .*spotting/i })
      .first()
      .click();
    await expect(page).toHaveURL(/\/resources\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1, name: /spotting/i })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Key points' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Related guides' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to the Education Centre' }).click();
    await expect(page).toHaveURL(/\/resources$/);

    await page.goto('/resources/no-such-guide-here');
    await expect(page.getByRole('heading', { level: 1, name: 'Guide not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'See all guides' })).toHaveAttribute(
      'href',
      '/resources',
    );
  });

  test('the education centre and a guide have no serious accessibility violations @phone', async ({
    page,
  }, testInfo) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));

    await page.goto('/resources');
    await expectAtLeastSeededGuides(guidesRegion(page));
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, testInfo, 'resources');

    // A seeded guide: other tests publish articles of their own at the same time.
    await guidesRegion(page)
      .getByRole('link', { name: /^Read guide\s?: .*spotting/i })
      .click();
    await expect(page.getByRole('heading', { level: 2, name: 'Key points' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, testInfo, 'resource');

    expect(problems).toEqual([]);
  });
});

test.describe('recommendations', () => {
  test('a client with preferences sees 3 on the dashboard and all 6 on their own page', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('recommendations');
    const password = 'recommend me guides 9';
    await createClientWithPreferences(request, email, password);
    await signInAsClient(page, email, password);

    const block = page.getByRole('region', { name: 'Recommended for You' });
    const top = block.getByRole('list', { name: 'Your top recommendations' });
    await expect(top.getByRole('article')).toHaveCount(3);
    await expect(top.getByText(/\d+% match/).first()).toBeVisible();
    const viewAll = block.getByRole('link', { name: /^View All \d+ Recommendations$/ });
    await expect(viewAll).toBeVisible();
    const total = Number(/\d+/.exec((await viewAll.textContent()) ?? '')![0]);
    expect(total).toBeGreaterThanOrEqual(SEEDED_GUIDES);
    await expect(block.getByText(`${total} suggestions`)).toBeVisible();

    await viewAll.click();
    await expect(page).toHaveURL(/\/dashboard\/recommendations$/);
    await expect(page).toHaveTitle(/^Your Recommendations/);
    const all = page.getByRole('list', { name: 'Your recommendations' });
    await expectAtLeastSeededGuides(all);
    await expect(all.getByText(/^Fits your interests: \d+%$/).first()).toBeVisible();
    await expect(all.getByText(/^Fits your experience level: \d+%$/).first()).toBeVisible();
    await expect(all.getByText(/^Popular with other readers: \d+%$/).first()).toBeVisible();

    // The education centre shows them too (at most 6).
    await page.goto('/resources');
    const personal = page.getByRole('region', { name: 'Recommended for You' });
    await expect(
      personal.getByRole('list', { name: 'Your recommendations' }).getByRole('article'),
    ).toHaveCount(SEEDED_GUIDES);
  });
});
