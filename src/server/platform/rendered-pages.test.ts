import { beforeAll, describe, expect, it } from 'vitest';
import { guideSlugs } from '@shared/guides';
import { QUERY_STATE_ELEMENT_ID, ROUTER_STATE_ELEMENT_ID } from '@shared/page-state';
import { bearer, createStaffAccount } from '../testing/accounts';
import { TEST_SITE_URL, useRenderedSite } from '../testing/rendered-site';

const { site, page, seedSite } = useRenderedSite();

beforeAll(async () => {
  await seedSite();
});

/** The markup the server put inside #root. */
function rootOf(html: string): string {
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf(`<script id="${ROUTER_STATE_ELEMENT_ID}"`);
  return html.slice(start, end);
}

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

const descriptionOf = (html: string) =>
  /<meta name="description" content="([^"]*)">/.exec(html)?.[1];

/** The schema.org types of the page's JSON-LD blocks. */
function structuredTypes(html: string): string[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (match) => (JSON.parse(match[1]!) as { '@type': string })['@type'],
  );
}

function dataBlock(html: string, id: string): unknown {
  const match = new RegExp(`<script id="${id}" type="application/json">([^<]*)</script>`).exec(
    html,
  );
  return match ? JSON.parse(match[1]!) : undefined;
}

/** Writes a guide through the CMS routes as an editor. */
async function writeGuide(method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>) {
  const staff = await createStaffAccount(site.database.db, 'editor');
  const answer = await site.app.inject({ method, url, headers: bearer(staff.token), payload });
  expect(answer.statusCode).toBe(method === 'POST' ? 201 : 200);
  return answer.json<{ id: string }>();
}

async function statuteId(title: string): Promise<string> {
  const answer = await site.app.inject({ method: 'GET', url: '/api/legal/statutes' });
  const statute = answer.json<{ id: string; title: string }[]>().find((s) => s.title === title);
  if (!statute) throw new Error(`No statute ${title}`);
  return statute.id;
}

describe('public pages rendered on the server', () => {
  it.each([
    [
      '/',
      'Timeshare Resolution Advocates',
      ['Do you charge fees?', 'How can I tell if an exit company is legitimate?'],
    ],
    [
      '/resources',
      'Education Centre',
      ['Understanding Your Timeshare Contract', 'Spotting Timeshare Exit Scams'],
    ],
    ['/legal', 'Legal Database', ['Florida Vacation Plan and Timesharing Act']],
    ['/legal?tab=cases', 'Legal Database', ['FTC v. Vacation Property Services, Inc.']],
    [
      '/calculator',
      'Timeshare Maintenance Fee Calculator',
      ['Timeshare Maintenance Fee Calculator'],
    ],
    ['/cancellation-deadline', 'Cancellation Deadline Checker', ['cancellation']],
    ['/scam-check', 'Is this offer a scam?', ['They asked me to pay a fee up front']],
    ['/help', 'What can I do?', ['Where did you sign your timeshare contract?']],
    ['/partner-portal', 'Partner Portal', ['Partner Portal']],
    ['/partners', 'Our Partner Network', ['Partner Network']],
    ['/privacy', 'Privacy Policy', ['Privacy Policy']],
    ['/terms', 'Terms of Use', ['Terms of Use']],
    ['/accessibility', 'Accessibility Statement', ['Accessibility Statement']],
    ['/disclaimer', 'Disclaimer', ['Disclaimer']],
    ['/auth', 'Sign In', ['Sign In']],
    ['/partner-login', 'Partner Sign In', ['Partner Sign In']],
    ['/staff-login', 'Staff Sign In', ['Staff Sign In']],
    ['/logout-success', 'Signed Out', ['signed out']],
  ])('%s answers 200 with its content and its own title', async (url, title, texts) => {
    const answer = await page(url);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(titleOf(answer.body)).toContain(title);
    const root = rootOf(answer.body);
    for (const text of texts) expect(root.toLowerCase()).toContain(text.toLowerCase());
    // The CSP allows no inline script: only JSON data blocks and the module scripts.
    expect(answer.body).not.toMatch(/<script>(?!<\/script>)/);
  });

  it('renders a guide with its text, its title and the data the browser starts from', async () => {
    const answer = await page(`/resources/${guideSlugs.scams}`);
    expect(answer.statusCode).toBe(200);
    // The guide's meta title from the CMS, as the editor wrote it.
    expect(titleOf(answer.body)).toBe('Spotting Timeshare Exit Scams | TRA Guide');
    expect(rootOf(answer.body)).toContain('<h1');
    const state = dataBlock(answer.body, QUERY_STATE_ELEMENT_ID) as {
      queries: { queryKey: unknown[]; state: { data: unknown } }[];
    };
    const guide = state.queries.find((query) => query.queryKey.includes(guideSlugs.scams));
    expect(guide?.state.data).toMatchObject({ slug: guideSlugs.scams });
  });

  it('describes each page in its head: description, share tags and structured data', async () => {
    const home = (await page('/')).body;
    expect(descriptionOf(home)).toMatch(/nonprofit/i);
    expect(structuredTypes(home)).toEqual(expect.arrayContaining(['NGO', 'FAQPage']));
    expect(home).toContain('<meta property="og:image"');
    expect(home).toContain('<meta name="twitter:card" content="summary_large_image">');

    const guide = (await page(`/resources/${guideSlugs.scams}`)).body;
    expect(structuredTypes(guide)).toEqual(expect.arrayContaining(['Article', 'BreadcrumbList']));
    expect(guide).toContain('<meta property="og:type" content="article">');
    expect(guide).toMatch(/<meta property="og:title" content="Spotting Timeshare Exit Scams"/);

    const statute = (
      await page(
        `/legal-database/legal_statute/${await statuteId('Florida timeshare cancellation right')}`,
      )
    ).body;
    expect(structuredTypes(statute)).toEqual(
      expect.arrayContaining(['Legislation', 'BreadcrumbList']),
    );

    const descriptions = new Set<string | undefined>();
    for (const url of [
      '/',
      '/resources',
      '/legal',
      '/calculator',
      '/cancellation-deadline',
      '/partners',
    ]) {
      descriptions.add(descriptionOf((await page(url)).body));
    }
    expect(descriptions.size).toBe(6);
    expect((await page('/auth')).body).toContain('<meta name="robots" content="noindex">');
  });

  it('sends a renamed guide to its new address with 301', async () => {
    const { id } = await writeGuide('POST', '/api/articles', {
      title: 'Letters That Get Answers',
      slug: 'letters-that-get-answers',
      content: 'How to write to a resort.',
      status: 'published',
    });
    expect((await page('/resources/letters-that-get-answers')).statusCode).toBe(200);
    await writeGuide('PUT', `/api/articles/${id}`, {
      title: 'Letters That Get Answers',
      slug: 'writing-to-your-resort',
      content: 'How to write to a resort.',
    });
    const moved = await page('/resources/letters-that-get-answers?utm_source=mail');
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/resources/writing-to-your-resort');
    expect((await page('/resources/writing-to-your-resort')).statusCode).toBe(200);
  });

  it('renders the legal search from the address, with the results in the HTML', async () => {
    const answer = await page('/legal?q=rescission');
    expect(answer.statusCode).toBe(200);
    const root = rootOf(answer.body);
    expect(root).toMatch(/results? for/i);
    expect(root).toContain('value="rescission"');
  });

  it('renders a legal entry in full', async () => {
    const id = await statuteId('Florida timeshare cancellation right');
    const answer = await page(`/legal-database/legal_statute/${id}`);
    expect(answer.statusCode).toBe(200);
    expect(titleOf(answer.body)).toContain('Florida timeshare cancellation right');
    expect(rootOf(answer.body)).toContain('Fla. Stat. § 721.10');
  });

  it.each([
    ['/no-such-page', '404 Page Not Found', 'Page not found'],
    ['/resources/no-such-guide', 'Guide not found', 'Guide not found'],
    [
      '/legal-database/legal_statute/00000000-0000-0000-0000-000000000000',
      'Legal entry not found',
      'Legal entry not found',
    ],
    ['/legal-database/no_such_type/1', 'Legal entry not found', 'Legal entry not found'],
  ])('%s answers 404 with its not-found screen', async (url, heading, title) => {
    const answer = await page(url);
    expect(answer.statusCode).toBe(404);
    expect(rootOf(answer.body)).toContain(heading);
    expect(titleOf(answer.body)).toContain(title);
    expect(answer.body).toContain('<meta name="robots" content="noindex">');
  });

  it('leaves signed-in areas and token pages to the browser, never cached', async () => {
    for (const url of ['/dashboard', '/admin/cases', '/cms', '/reset-password?token=abc']) {
      const answer = await page(url);
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toContain('<div id="root"></div>');
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(answer.headers.etag).toBeUndefined();
    }
  });
});

describe('the rendered page cache', () => {
  it('answers again from the cache with an ETag, 304 when unchanged, compressed once', async () => {
    const first = await page('/resources');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await page('/resources');
    expect(again.headers.etag).toBe(etag);
    expect(again.body).toBe(first.body);
    const unchanged = await page('/resources', { 'if-none-match': etag });
    expect(unchanged.statusCode).toBe(304);
    const brotli = await page('/resources', { 'accept-encoding': 'br' });
    expect(brotli.headers['content-encoding']).toBe('br');
  });

  it('shows a published, edited or unpublished guide in the next answer', async () => {
    const { id } = await writeGuide('POST', '/api/articles', {
      title: 'Reading Your Maintenance Fee Statement',
      slug: 'reading-your-maintenance-fee-statement',
      content: 'What each line of the yearly statement means.',
      status: 'published',
    });
    expect(rootOf((await page('/resources')).body)).toContain(
      'Reading Your Maintenance Fee Statement',
    );

    const guideUrl = '/resources/reading-your-maintenance-fee-statement';
    expect((await page(guideUrl)).statusCode).toBe(200);
    const edited = {
      title: 'Reading Your Yearly Fee Statement',
      content: 'What each line of the yearly statement means.',
    };
    await writeGuide('PUT', `/api/articles/${id}`, edited);
    expect(titleOf((await page(guideUrl)).body)).toContain('Reading Your Yearly Fee Statement');

    await writeGuide('PUT', `/api/articles/${id}`, { ...edited, status: 'draft' });
    expect((await page(guideUrl)).statusCode).toBe(404);
    expect(rootOf((await page('/resources')).body)).not.toContain(
      'Reading Your Yearly Fee Statement',
    );
  });

  it('links the canonical address of the page on the public site', async () => {
    const answer = await page('/legal?q=rescission');
    expect(answer.body).toContain(`<link rel="canonical" href="${TEST_SITE_URL}/legal">`);
  });
});
