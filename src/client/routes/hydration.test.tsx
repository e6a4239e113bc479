import { afterEach, describe, expect, it } from 'vitest';
import { getLegalItemQueryOptions } from '@client/features/legal/api/get-legal-item';
import { statute } from '@client/features/legal/components/test-fixtures';
import { getArticleQueryOptions } from '@client/features/resources/api/get-article';
import { articleFixture } from '@client/testing/articles';
import { classConflictsIn } from '@client/testing/class-conflicts';
import {
  asParsedMarkup,
  hydrateServerMarkup,
  renderOnServer,
  type PageAtAddress,
} from '@client/testing/server-render';
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

/*
 * Preact reports no mismatch between the server's markup and the browser's first render
 * (decision 027): it keeps the server's nodes and quietly replaces what differs. So each
 * public page is rendered as the server renders it, taken over as the browser does, and the
 * markup right after the takeover must be exactly the server's.
 */

const guide = articleFixture({
  id: 'a-1',
  slug: 'cancelling-in-florida',
  title: 'Cancelling in Florida',
});
const record = statute();

const pages: PageAtAddress[] = [
  { url: '/', path: '/', Page: LandingPage },
  { url: '/resources', path: '/resources', Page: ResourcesPage },
  {
    url: `/resources/${guide.slug}`,
    path: '/resources/:slug',
    Page: ResourcePage,
    prime: (queryClient) =>
      queryClient.setQueryData(getArticleQueryOptions(guide.slug).queryKey, guide),
  },
  { url: '/legal?q=rescission', path: '/legal', Page: LegalPage },
  {
    url: `/legal-database/legal_statute/${record.id}`,
    path: '/legal-database/:resourceType/:id',
    Page: LegalItemRoute,
    prime: (queryClient) =>
      queryClient.setQueryData(getLegalItemQueryOptions('statutes', record.id).queryKey, record),
  },
  ...(
    [
      ['/calculator', CalculatorPage],
      ['/help', HelpPage],
      ['/cancellation-deadline', RescissionCheckerPage],
      ['/scam-check', ScamCheckPage],
      ['/partner-portal', PartnerPortalPage],
      ['/partners', PartnersPage],
      ['/privacy', PrivacyPage],
      ['/terms', TermsPage],
      ['/accessibility', AccessibilityPage],
      ['/disclaimer', DisclaimerPage],
      ['/auth', AuthPage],
      ['/partner-login', PartnerLoginPage],
      ['/staff-login', StaffLoginPage],
      ['/logout-success', LogoutSuccessPage],
    ] as const
  ).map(([path, Page]) => ({ url: path, path, Page })),
  { url: '/no-such-page', path: '*', Page: NotFoundPage },
];

let container: HTMLElement | undefined;
let root: ReturnType<typeof hydrateServerMarkup>['root'] | undefined;
afterEach(() => {
  root?.unmount();
  container?.remove();
});

/** Hydrates the markup in a fresh container, to be unmounted after the test. */
function takeOver(page: PageAtAddress, server: Awaited<ReturnType<typeof renderOnServer>>) {
  container = document.body.appendChild(document.createElement('div'));
  const hydrated = hydrateServerMarkup(page, container, server);
  root = hydrated.root;
  return hydrated.markup;
}

describe('the browser takes over the server-rendered page unchanged', () => {
  for (const page of pages) {
    it(page.url, async () => {
      const server = await renderOnServer(page);
      expect(server.html).toMatch(/<h1[ >]/);
      expect(takeOver(page, server)).toBe(asParsedMarkup(server.html));
      // One class of each kind on every element (lib/cn withReplaceable).
      expect(classConflictsIn(container!)).toEqual([]);
    });
  }

  it('would notice a page that renders differently in the browser', async () => {
    const page: PageAtAddress = { url: '/terms', path: '/terms', Page: TermsPage };
    const server = await renderOnServer(page);
    const altered = { ...server, html: server.html.replace('Terms of Use', 'Terms of Usage') };
    expect(takeOver(page, altered)).not.toBe(asParsedMarkup(altered.html));
  });
});
