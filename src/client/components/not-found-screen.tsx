import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { buttonClassName } from '@client/components/ui/button';
import { paths } from '@client/lib/paths';
import { usePageHead } from '@client/lib/page-head';

/** The 404 screen: an unknown address, guide or legal entry (the server answers 404 with it). */
export function NotFoundScreen() {
  const { t } = useLingui();
  usePageHead({ title: t`Page not found`, noindex: true });
  return (
    <div className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-4xl font-bold">
        <Trans>404 Page Not Found</Trans>
      </h1>
      <p className="mt-4 text-lg text-ink-700">
        <Trans>
          We could not find the page you asked for. It may have moved, or the address may have a
          typing mistake.
        </Trans>
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-4">
        <Link className={buttonClassName()} to={paths.home.getHref()}>
          <Trans>Go to the home page</Trans>
        </Link>
        <Link className={buttonClassName('outline')} to={paths.resources.getHref()}>
          <Trans>Read our guides</Trans>
        </Link>
      </div>
    </div>
  );
}
