import { Trans } from '@lingui/react/macro';
import { BackLink } from '@client/components/back-link';
import { paths } from '@client/lib/paths';

export function BackToResources() {
  return (
    <BackLink to={paths.resources.getHref()} className="underline underline-offset-4">
      <Trans>Back to the Education Centre</Trans>
    </BackLink>
  );
}
