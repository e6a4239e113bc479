import { Trans } from '@lingui/react/macro';
import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { ReadingAidsBar } from '@client/components/reading-aids/reading-aids-bar';
import { FullScreenSpinner } from '@client/components/ui/spinner';
import { deferredPart } from '@client/components/deferred-part';
import { NavBar } from './nav-bar';
import { SiteFooter } from './site-footer';

// Shown, if ever, after the page is live: its code comes after the page's own. A bar fixed at
// the bottom of the screen, so its place in the page is after the footer.
const LanguageOffer = deferredPart(() =>
  import('@client/components/language-offer').then((m) => m.LanguageOffer),
);

export function SiteLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[60] focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:shadow-lg"
      >
        <Trans>Skip to main content</Trans>
      </a>
      <NavBar />
      <main id="main" tabIndex={-1} className="flex-1 pt-18 focus:outline-none">
        <ReadingAidsBar />
        <Suspense fallback={<FullScreenSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      {/*
       * Last: the server renders nothing here, and a part that hydrates from nothing must not
       * have the server markup of the parts after it (hydrating, Preact lends it the next
       * element, and the page jumped as that element was made again).
       */}
      <LanguageOffer />
      <ScrollRestoration />
    </div>
  );
}
