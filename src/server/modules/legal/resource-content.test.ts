import { beforeAll, describe, expect, it } from 'vitest';
import type { LegalResource } from '@shared/contracts/legal';
import { seedLegalResources } from '../../db/seed/legal/resources';
import { useTestApp } from '../../testing/use-test-app';

/*
 * Issue 15, item 15: legal resources are Markdown and used to be shown as their source, with
 * dead addresses. They now come with HTML from the guides' pipeline (decision 015).
 */

const REPORTED = [
  'Where to Report a Timeshare Problem',
  'Cancellation Notice Checklist',
  'Timeshare Cancellation Periods in Florida, California, Nevada and Hawaii',
  'Staff Checklist: Sales Calls, Robocalls and Do Not Call Complaints',
];

const testApp = useTestApp();
let resources: LegalResource[];

beforeAll(async () => {
  await seedLegalResources(testApp.database.db);
  const list = await testApp.app.inject({ method: 'GET', url: '/api/legal/resources' });
  expect(list.statusCode, list.body).toBe(200);
  resources = list.json<LegalResource[]>();
});

async function resourceByTitle(title: string): Promise<LegalResource> {
  const found = resources.find((resource) => resource.title === title);
  expect(found, title).toBeDefined();
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/api/legal/resources/${found!.id}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<LegalResource>();
}

describe('legal resources come with rendered HTML', () => {
  it.each(REPORTED)('%s: no Markdown source is left and its text is HTML', async (title) => {
    const { contentHtml } = await resourceByTitle(title);
    expect(contentHtml).toMatch(/^<(p|ul|h2)>/);
    expect(contentHtml).not.toContain('**');
    expect(contentHtml).not.toContain('[ ]');
    expect(contentHtml).toContain('<em>');
  });

  it('the agencies to report to are working links, each under its own name', async () => {
    const { contentHtml } = await resourceByTitle('Where to Report a Timeshare Problem');
    const links = [...contentHtml!.matchAll(/<a href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map(
      ([, href, text]) => ({ href, text }),
    );
    expect(links).toHaveLength(9);
    expect(links[0]).toEqual({ href: 'https://reportfraud.ftc.gov/', text: 'FTC ReportFraud' });
    for (const link of links) expect(link.href).toMatch(/^https:\/\/[^\s,]+$/);
    expect(contentHtml).toContain('target="_blank"');
  });

  it('a task list reads as list items with a box', async () => {
    const { contentHtml } = await resourceByTitle('Cancellation Notice Checklist');
    expect(contentHtml).toMatch(/<ul>\s*<li class="task-item">☐ Find the date you signed/);
  });

  it('the staff checklist links ReportFraud instead of printing its address', async () => {
    const { contentHtml } = await resourceByTitle(REPORTED[3]!);
    expect(contentHtml).toContain('<a href="https://reportfraud.ftc.gov/"');
  });
});
