import { Trans } from '@lingui/react/macro';
import { useLocalizedHref } from '@client/lib/i18n/use-locale';
import type { ComponentType } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundScreen } from '@client/components/not-found-screen';
import { buttonClassName } from '@client/components/ui/button';
import { paths } from '@client/lib/paths';

export const NOT_FOUND_STATUS = 404;

/**
 * Shown when a page cannot be shown: the not-found screen when the server found nothing at the
 * address (an unknown guide or legal entry), else an apology (for example after a deploy
 * replaced the page's code).
 */
export function RouteError() {
  const error = useRouteError();
  const localized = useLocalizedHref();
  if (isRouteErrorResponse(error) && error.status === NOT_FOUND_STATUS) return <NotFoundScreen />;
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <div className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">
        <Trans>Something went wrong</Trans>
      </h1>
      <p className="mt-4 text-lg text-ink-700">
        <Trans>
          This page could not be shown. Please reload the page. Nothing you already sent us has been
          lost.
        </Trans>
      </p>
      {detail ? <p className="mt-2 text-ink-600">{detail}</p> : null}
      <div className="mt-8 flex justify-center gap-4">
        <button
          type="button"
          className={buttonClassName()}
          onClick={() => window.location.reload()}
        >
          <Trans>Reload the page</Trans>
        </button>
        <a className={buttonClassName('outline')} href={localized(paths.home.getHref())}>
          <Trans>Go to the home page</Trans>
        </a>
      </div>
    </div>
  );
}

/**
 * A page's own error boundary: its own not-found screen (an unknown guide says 'Guide not
 * found'), anything else as RouteError shows it.
 */
export function notFoundBoundary(NotFound: ComponentType): ComponentType {
  return function PageError() {
    const error = useRouteError();
    if (isRouteErrorResponse(error) && error.status === NOT_FOUND_STATUS) return <NotFound />;
    return <RouteError />;
  };
}
