import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { faqEntries } from '@client/features/landing/components/faq-entries';
import { getLegalItemQueryOptions } from '@client/features/legal/api/get-legal-item';
import { statute } from '@client/features/legal/components/test-fixtures';
import { getArticleQueryOptions } from '@client/features/resources/api/get-article';
import { DEFAULT_DESCRIPTION } from '@client/lib/head-tags';
import type { PageHead } from '@client/lib/page-head';
import AccessibilityPage from './accessibility';
import AuthPage from './auth';
import CalculatorPage from './calculator';
import HelpPage from './help';
import DisclaimerPage from './disclaimer';
import LandingPage from './landing';
import LegalPage from './legal';
import LegalItemRoute from './legal-item';
import LogoutSuccessPage from './logout-success';
import NotFoundPage from './not-found';
import PartnerLoginPage from './partner-login';
import PartnerPortalPage from './partner-portal';
import PartnersPage from './partners';
import PrivacyPage from './privacy';
import RescissionCheckerPage from './rescission-checker';
import ScamCheckPage from './scam-check';
import ResourcePage from './resource';
import ResourcesPage from './resources';
import StaffLoginPage from './staff-login';
import TermsPage from './terms';
import { articleFixture } from '@client/testing/articles';
import { renderOnServer } from '@client/testing/server-render';

const SITE = 'https://tra.example';

/** The head a page declares when the server renders it, its data already in the cache. */
async function serverHead(
  url: string,
  route: { path: string; Page: ComponentType },
  prime?: (queryClient: QueryClient) => void,
): Promise<PageHead> {
  return (await renderOnServer({ url, ...route, prime })).head;
}

const guide = articleFixture({
  id: 'a-1',
  title: 'Cancelling in Florida',
  slug: 'cancelling-in-florida',
  excerpt: 'You have 10 days to cancel.',
  metaTitle: 'Cancel a Florida timeshare in 10 days | TRA Guide',
  metaDescription: 'How to use your 10-day right to cancel a Florida timeshare.',
});

/** The page's structured data, as JSON would carry it. */
const jsonLdOf = (head: PageHead) =>
  JSON.parse(JSON.stringify(head.jsonLd?.(SITE) ?? [])) as Record<string, unknown>[];

describe('page heads rendered on the server', () => {
  it('gives the home page the site description, the organisation and its FAQ', async () => {
    const head = await serverHead('/', { path: '/', Page: LandingPage });
    expect(head.title).toBeUndefined();
    expect(head.description).toBe(DEFAULT_DESCRIPTION.message);
    const [organization, faq] = jsonLdOf(head);
    expect(organization).toMatchObject({ '@type': 'NGO', url: `${SITE}/` });
    expect(faq).toMatchObject({ '@type': 'FAQPage' });
    expect((faq?.mainEntity as { name: string }[]).map((question) => question.name)).toEqual(
      faqEntries.map((entry) => entry.question.message),
    );
  });

  it("gives a guide the CMS's meta title and description, its own title in previews", async () => {
    const head = await serverHead(
      `/resources/${guide.slug}`,
      { path: '/resources/:slug', Page: ResourcePage },
      (queryClient) => queryClient.setQueryData(getArticleQueryOptions(guide.slug).queryKey, guide),
    );
    expect(head).toMatchObject({
      title: 'Cancelling in Florida',
      searchTitle: 'Cancel a Florida timeshare in 10 days | TRA Guide',
      description: 'How to use your 10-day right to cancel a Florida timeshare.',
      type: 'article',
    });
    expect(jsonLdOf(head).map((data) => data['@type'])).toEqual(['Article', 'BreadcrumbList']);
    expect(jsonLdOf(head)[0]).toMatchObject({
      headline: 'Cancelling in Florida',
      url: `${SITE}/resources/cancelling-in-florida`,
    });
  });

  it('gives a statute its name, the start of its summary and Legislation', async () => {
    const record = statute({ summary: `The buyer may cancel. ${'More detail. '.repeat(30)}` });
    const head = await serverHead(
      `/legal-database/legal_statute/${record.id}`,
      { path: '/legal-database/:resourceType/:id', Page: LegalItemRoute },
      (queryClient) =>
        queryClient.setQueryData(getLegalItemQueryOptions('statutes', record.id).queryKey, record),
    );
    expect(head.title).toBe('Florida timeshare cancellation right');
    expect(head.description).toMatch(/^The buyer may cancel\. More detail\./);
    expect(head.description?.length).toBeLessThanOrEqual(160);
    expect(jsonLdOf(head).map((data) => data['@type'])).toEqual(['Legislation', 'BreadcrumbList']);
    expect(jsonLdOf(head)[0]).toMatchObject({
      legislationIdentifier: 'Fla. Stat. § 721.10',
      url: `${SITE}/legal-database/legal_statute/${record.id}`,
    });
  });

  it('keeps an unknown kind of legal entry out of search results', async () => {
    const head = await serverHead('/legal-database/legal_nothing/x', {
      path: '/legal-database/:resourceType/:id',
      Page: LegalItemRoute,
    });
    expect(head).toEqual({ title: 'Legal entry not found', noindex: true });
  });

  it('gives every other indexed page its own title and description', async () => {
    const pages: [string, ComponentType, string][] = [
      ['/resources', ResourcesPage, 'Education Centre'],
      ['/legal', LegalPage, 'Legal Database'],
      ['/calculator', CalculatorPage, 'Timeshare Maintenance Fee Calculator'],
      ['/help', HelpPage, 'What can I do? A free plan for timeshare owners'],
      ['/cancellation-deadline', RescissionCheckerPage, 'Cancellation Deadline Checker'],
      ['/scam-check', ScamCheckPage, 'Is this offer a scam?'],
      ['/partner-portal', PartnerPortalPage, 'Partner Portal'],
      ['/partners', PartnersPage, 'Our Partner Network'],
      ['/privacy', PrivacyPage, 'Privacy Policy'],
      ['/terms', TermsPage, 'Terms of Use'],
      ['/accessibility', AccessibilityPage, 'Accessibility Statement'],
      ['/disclaimer', DisclaimerPage, 'Disclaimer'],
    ];
    const heads = await Promise.all(pages.map(([path, Page]) => serverHead(path, { path, Page })));
    expect(heads.map((head) => head.title)).toEqual(pages.map(([, , title]) => title));
    for (const head of heads) {
      expect(head.noindex).toBeFalsy();
      expect(head.description?.length).toBeGreaterThan(50);
      expect(head.description?.length).toBeLessThanOrEqual(160);
    }
    const descriptions = heads.map((head) => head.description);
    expect(new Set([...descriptions, DEFAULT_DESCRIPTION.message]).size).toBe(
      descriptions.length + 1,
    );
  });

  it('keeps sign-in screens, the signed-out page and unknown addresses out of search results', async () => {
    const pages: [string, ComponentType, string][] = [
      ['/auth', AuthPage, 'Sign In'],
      ['/partner-login', PartnerLoginPage, 'Partner Sign In'],
      ['/staff-login', StaffLoginPage, 'Staff Sign In'],
      ['/logout-success', LogoutSuccessPage, 'Signed Out'],
      ['/no-such-page', NotFoundPage, 'Page not found'],
    ];
    for (const [path, Page, title] of pages) {
      expect(await serverHead(path, { path, Page })).toMatchObject({ title, noindex: true });
    }
  });
});
