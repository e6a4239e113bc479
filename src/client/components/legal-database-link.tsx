import { Trans } from '@lingui/react/macro';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '@client/lib/cn';
import { paths } from '@client/lib/paths';

/**
 * A link to the legal database (laws, court cases, regulations and fill-in letters), placed
 * after a sentence that says why someone would go there. Light enough for the landing page.
 */
export function LegalDatabaseLink({ className }: { className?: string }) {
  return (
    <Link
      to={paths.legal.getHref()}
      className={cn(
        'inline-flex min-h-11 items-center gap-2 font-semibold underline underline-offset-4',
        className,
      )}
    >
      <Trans>Search the Legal Database</Trans>
      <ArrowRight aria-hidden="true" className="h-5 w-5 shrink-0" />
    </Link>
  );
}
