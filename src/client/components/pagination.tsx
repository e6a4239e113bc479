import { Trans } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@client/components/ui/button';

/** Previous and Next around "Page X of Y". */
export function Pagination({
  page,
  pageCount,
  onPage,
  label,
}: {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  /** Names the navigation, such as "Pages of cases". */
  label: string;
}) {
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3">
      <Button variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" className="h-5 w-5" />
        <Trans>Previous</Trans>
      </Button>
      <p className="text-center font-semibold text-ink-900" aria-live="polite">
        <Trans>
          Page {page} of {pageCount}
        </Trans>
      </p>
      <Button variant="outline" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        <Trans>Next</Trans>
        <ChevronRight aria-hidden="true" className="h-5 w-5" />
      </Button>
    </nav>
  );
}
