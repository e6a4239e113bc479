import { Mail } from 'lucide-react';
import { countLabel } from '@client/lib/count-label';

/** "2 new messages" on a case card, or nothing when every message was read. */
export function UnreadMessagesBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className="inline-flex items-center gap-2 rounded-full border-2 border-brand-700 bg-brand-50 px-3 py-1 font-semibold text-brand-900">
      <Mail aria-hidden="true" className="h-5 w-5 shrink-0" />
      {countLabel(count, 'new message')}
    </span>
  );
}
