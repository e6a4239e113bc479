import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { buttonClassName } from '@client/components/ui/button';
import { paths } from '@client/lib/paths';

/** An unknown kind or id: the site's not-found look, with the way back to the database. */
export function LegalItemNotFound() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-4xl font-bold text-ink-900">
        <Trans>Legal entry not found</Trans>
      </h1>
      <p className="mt-4 text-lg text-ink-700">
        <Trans>
          We could not find this entry in the legal database. It may have been removed, or the
          address may have a typing mistake. You can search the whole database instead.
        </Trans>
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-4">
        <Link
          className={buttonClassName('primary', 'md', 'no-underline')}
          to={paths.legal.getHref()}
        >
          <Trans>Go to the Legal Database</Trans>
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
