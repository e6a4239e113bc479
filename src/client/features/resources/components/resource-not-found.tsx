import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { buttonClassName } from '@client/components/ui/button';
import { usePageHead, type PageHead } from '@client/lib/page-head';
import { paths } from '@client/lib/paths';

/** An unknown or unpublished guide: the site's not-found look, with the way back to the guides. */
export function ResourceNotFound() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-4xl font-bold text-ink-900">
        <Trans>Guide not found</Trans>
      </h1>
      <p className="mt-4 text-lg text-ink-700">
        <Trans>
          We could not find this guide. It may have been moved or taken down, or the address may
          have a typing mistake. All our guides are listed in the Education Centre.
        </Trans>
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-4">
        <Link
          className={buttonClassName('primary', 'md', 'no-underline')}
          to={paths.resources.getHref()}
        >
          <Trans>See all guides</Trans>
        </Link>
        <Link
          className={buttonClassName('outline', 'md', 'no-underline')}
          to={paths.home.getHref()}
        >
          <Trans>Go to the home page</Trans>
        </Link>
      </div>
    </div>
  );
}

const GUIDE_NOT_FOUND_TITLE = msg`Guide not found`;

/** The head of an unknown guide, in the page's language. */
export function useGuideNotFoundHead(): PageHead {
  const { i18n } = useLingui();
  return { title: i18n._(GUIDE_NOT_FOUND_TITLE), noindex: true };
}

/** The same as a page of its own, head included: what the server answers 404 with. */
export function ResourceNotFoundPage() {
  usePageHead(useGuideNotFoundHead());
  return <ResourceNotFound />;
}
