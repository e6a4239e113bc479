import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import PO from 'pofile';
import { expectNoSeriousA11yViolations } from './axe';
import { demoEditor, demoPartner, staffTokenByApi, demoAdmin } from './accounts';
import { expect, test, type APIRequestContext, type Page } from './test';
import { accountLanguagePaths } from '../src/shared/contracts/account-language-paths';
import { guideSlugs } from '../src/shared/guides';
import { defaultSiteConfig } from '../src/shared/site-config';

/*
 * Issue 21's acceptance: every screen of every area renders in Spanish with no English sentence
 * left. This walk opens each route under /es at 390 px (public pages, then the client's, the
 * partner's and the staff's areas, signed in through the Spanish sign-in pages where the account
 * allows it) and fails on any visible text that is a message of the English catalogue.
 *
 * Which English messages count (the rule, kept simple and strict enough to mean something):
 * - every message of src/locales/<area>/en.po whose Spanish (es.po) is a different text;
 *   a message whose Spanish is the same word ("No", "Total") can't be told apart;
 * - not a proper name (src/shared/i18n/proper-names.json);
 * - without placeholders or markup (`{` or `<`): those are compared whole only when literal,
 *   so a message such as "Case {caseNumber}" is left to the tests of its screen;
 * - at least two words of letters: a single word ("Email", "Status") may be the same in both
 *   languages or a proper noun, and a page that left one word in English is caught by its
 *   neighbours on the same screen far more often than not.
 * A text node (or an accessible-name attribute: aria-label, placeholder, alt, title) matches when,
 * with whitespace collapsed, it equals such a message. Text inside an element marked
 * `lang="en"` (laws' official English text, English guides on a Spanish page), `<code>`, `<pre>`,
 * aria-hidden or invisible elements is not read.
 */

type Catalogue = Map<string, string>;

function readCatalogue(area: string, locale: 'en' | 'es'): Catalogue {
  const po = PO.parse(readFileSync(join('src/locales', area, `${locale}.po`), 'utf8'));
  const messages: Catalogue = new Map();
  for (const item of po.items) {
    if (item.obsolete || !item.msgid) continue;
    messages.set(item.msgid, item.msgstr[0] || item.msgid);
  }
  return messages;
}

const properNames = JSON.parse(
  readFileSync('src/shared/i18n/proper-names.json', 'utf8'),
) as string[];
const collapse = (value: string) => value.replace(/\s+/g, ' ').trim();
const areas = readdirSync('src/locales');
const spanishOf = new Map<string, string>();
const englishMessages = new Set<string>();
for (const area of areas) {
  const english = readCatalogue(area, 'en');
  const spanish = readCatalogue(area, 'es');
  for (const [id, englishText] of english) {
    const spanishText = spanish.get(id);
    if (spanishText) spanishOf.set(id, spanishText);
    const text = collapse(englishText);
    if (!spanishText || collapse(spanishText) === text) continue;
    if (properNames.includes(text)) continue;
    if (/[{<]/.test(text)) continue;
    if ((text.match(/\p{L}+/gu) ?? []).length < 2) continue;
    englishMessages.add(text);
  }
}

// Configured words count too: the office hours are a setting per language, not a message.
englishMessages.add(defaultSiteConfig.officeHours);

/** The Spanish of an English message, to find controls by their Spanish names. */
function es(english: string): string {
  const spanish = spanishOf.get(english);
  if (!spanish) throw new Error(`No Spanish for "${english}"`);
  return spanish;
}

/** The visible texts of the page, with where each was found. */
async function visibleTexts(page: Page): Promise<{ text: string; where: string }[]> {
  return page.evaluate(() => {
    const found: { text: string; where: string }[] = [];
    const skipped = (element: Element | null): boolean => {
      if (!element) return true;
      if (element.closest('code, pre, [aria-hidden="true"], script, style, noscript')) return true;
      const language = element.closest('[lang]')?.getAttribute('lang') ?? '';
      if (language.startsWith('en')) return true;
      return !element.checkVisibility({ visibilityProperty: true });
    };
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}`;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim();
      if (!text || skipped(node.parentElement)) continue;
      found.push({ text, where: describe(node.parentElement!) });
    }
    for (const element of document.body.querySelectorAll(
      '[aria-label], [placeholder], [alt], [title]',
    )) {
      const language = element.closest('[lang]')?.getAttribute('lang') ?? '';
      if (language.startsWith('en') || element.closest('[aria-hidden="true"]')) continue;
      for (const attribute of ['aria-label', 'placeholder', 'alt', 'title']) {
        const value = element.getAttribute(attribute);
        if (value) {
          found.push({
            text: value.replace(/\s+/g, ' ').trim(),
            where: `${describe(element)}[${attribute}]`,
          });
        }
      }
    }
    return found;
  });
}

/** Fails (softly, so a walk reports every page) on English text and on axe findings. */
async function expectSpanish(page: Page, label: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.waitForLoadState('networkidle').catch(() => undefined);
  const english = (await visibleTexts(page))
    .filter(({ text }) => englishMessages.has(text))
    .map(({ text, where }) => `${where}: ${text}`);
  expect.soft([...new Set(english)], `English on ${label} (${page.url()})`).toEqual([]);
  await test.step(`axe on ${label}`, async () => {
    try {
      await expectNoSeriousA11yViolations(page);
    } catch (error) {
      expect.soft(String(error), `axe on ${label}`).toBe('');
    }
  });
}

/** SPANISH_WALK_SHOTS=/tmp/shots keeps a screenshot of each page to look at (never committed). */
const shotsDir = process.env.SPANISH_WALK_SHOTS;

async function visit(page: Page, path: string, ready?: () => Promise<void>) {
  await page.goto(path);
  if (ready) await ready();
  else await expect(page.locator('main').first()).toBeVisible();
  await expectSpanish(page, path);
  if (shotsDir) {
    const name = path.replace(/^\/es\/?/, '').replace(/[^a-z0-9]+/gi, '-') || 'home';
    await page.screenshot({ path: join(shotsDir, `${name.slice(0, 60)}.png`), fullPage: true });
  }
}

test.use({ viewport: { width: 390, height: 844 } });

test('the catalogue gives the walk something to look for', () => {
  expect(englishMessages.size).toBeGreaterThan(1000);
  expect(englishMessages.has('Skip to main content')).toBe(true);
});

const PUBLIC_PAGES = [
  '/es',
  '/es/resources',
  `/es/resources/${guideSlugs.scams}`,
  '/es/legal',
  '/es/legal?tab=cases&q=rescission',
  '/es/calculator',
  '/es/cancellation-deadline',
  '/es/scam-check',
  '/es/help',
  '/es/privacy',
  '/es/terms',
  '/es/accessibility',
  '/es/disclaimer',
  '/es/partners',
  '/es/partner-portal',
  '/es/auth',
  '/es/partner-login',
  '/es/staff-login',
  '/es/logout-success',
  '/es/no-such-page',
];

test.describe('public pages in Spanish', () => {
  for (const path of PUBLIC_PAGES) {
    test(`${path} has no English`, async ({ page }) => {
      await visit(page, path);
    });
  }

  test('a legal entry has no English outside its official text', async ({ page, request }) => {
    const statutes = (await (await request.get('/api/legal/statutes')).json()) as { id: string }[];
    await visit(page, `/es/legal-database/legal_statute/${statutes[0]!.id}`);
  });
});

const loginPaths = {
  client: '/api/auth/login',
  partner: '/api/partners/login',
  staff: '/api/staff/login',
} as const;

/**
 * The signed-in areas follow the account's language, so the demo account is made a Spanish
 * one first (this project runs after the others: see playwright.config.ts).
 */
async function makeSpanish(
  request: APIRequestContext,
  kind: keyof typeof loginPaths,
  account: { email: string; password: string } | { token: string },
) {
  let token: string;
  if ('token' in account) {
    token = account.token;
  } else {
    const signedIn = await request.post(loginPaths[kind], { data: account });
    expect(signedIn.status(), await signedIn.text()).toBe(200);
    token = ((await signedIn.json()) as { token: string }).token;
  }
  const saved = await request.put(accountLanguagePaths[kind], {
    headers: { Authorization: `Bearer ${token}` },
    data: { locale: 'es' },
  });
  expect(saved.status(), await saved.text()).toBe(204);
}

async function signInAsClient(page: Page, email: string) {
  await makeSpanish(page.request, 'client', { email, password: 'DemoClient2026!' });
  await page.goto('/es/auth');
  const panel = page.getByRole('tabpanel', { name: es('Sign In') });
  await panel.getByLabel(es('Email address')).fill(email);
  await panel.getByLabel(es('Password'), { exact: true }).fill('DemoClient2026!');
  await panel.getByRole('button', { name: es('Sign In') }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

test.describe('signed-in areas in Spanish', () => {
  test.describe.configure({ timeout: 300_000 });

  test('the client area', async ({ page }) => {
    await signInAsClient(page, 'client@tra-demo.example');
    await visit(page, '/es/dashboard', () =>
      expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
    );
    const firstCase = page.getByRole('link', { name: new RegExp(es('View Details')) }).first();
    const href = await firstCase.getAttribute('href');
    expect(href).toMatch(/\/dashboard\/cases\//);
    await visit(page, href!, () => expect(page.getByRole('heading', { level: 1 })).toBeVisible());
    await visit(page, '/es/dashboard/recommendations');
    await visit(page, '/es/dashboard/settings');
  });

  test('onboarding for a new client', async ({ page }) => {
    await signInAsClient(page, 'newclient@tra-demo.example');
    await visit(page, '/es/dashboard', () =>
      expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
    );
  });

  test('the partner area', async ({ page }) => {
    await makeSpanish(page.request, 'partner', demoPartner);
    await page.goto('/es/partner-login');
    await page.getByLabel(es('Email Address')).fill(demoPartner.email);
    await page.getByLabel(es('Password'), { exact: true }).fill(demoPartner.password);
    await page.getByRole('button', { name: es('Sign In'), exact: true }).click();
    await expect(page).toHaveURL(/\/partner-dashboard$/);
    await visit(page, '/es/partner-dashboard');
    const viewCase = new RegExp(`^${es('View case {caseNumber}').replace('{caseNumber}', '.+')}$`);
    await page.getByRole('button', { name: viewCase }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectSpanish(page, 'a case of the partner');
    for (const tab of ['Documents', 'Updates', 'Actions', 'Messages', 'Requests']) {
      await page
        .getByRole('dialog')
        .getByRole('tab', { name: es(tab) })
        .click();
      await expectSpanish(page, `the partner's case, tab ${tab}`);
    }
    await visit(page, '/es/partner-dashboard/security');
  });

  test('the staff area (editor, signed in at /es/staff-login)', async ({ page }) => {
    await makeSpanish(page.request, 'staff', demoEditor);
    await page.goto('/es/staff-login');
    await page.getByLabel(es('Email address')).fill(demoEditor.email);
    await page.getByLabel(es('Password'), { exact: true }).fill(demoEditor.password);
    await page
      .getByRole('button', { name: es('Sign In') })
      .last()
      .click();
    await expect(page).toHaveURL(/\/admin$/);
    await visit(page, '/es/cms');
  });

  test('the staff area (administrator)', async ({ page }) => {
    // The administrator uses two-step sign-in; the worker's session is reused (see accounts.ts).
    const token = await staffTokenByApi(page.request, demoAdmin);
    await makeSpanish(page.request, 'staff', { token });
    await page.goto('/es/staff-login');
    await page.evaluate((value) => localStorage.setItem('tra.staff.token', value), token);
    for (const path of [
      '/es/admin',
      '/es/admin/inbox',
      '/es/admin/cases',
      '/es/admin/people',
      '/es/admin/applications',
      '/es/admin/jobs',
      '/es/admin/audit',
      '/es/admin/security',
      '/es/cms',
    ]) {
      await visit(page, path);
    }
  });
});
