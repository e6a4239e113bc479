import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@client/lib/paths';

export function BackToResources() {
  return (
    <Link
      to={paths.resources.getHref()}
      className="inline-flex min-h-11 items-center gap-2 font-semibold underline underline-offset-4"
    >
      <ArrowLeft aria-hidden="true" className="h-5 w-5" />
      Back to the Education Centre
    </Link>
  );
}
