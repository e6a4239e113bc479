import { Eye, Lock } from 'lucide-react';
import { cn } from '@client/lib/cn';

/** Whether the client sees an update or document, said in words and an icon, not colour alone. */
export function VisibilityLabel({ isPublic }: { isPublic: boolean }) {
  const Icon = isPublic ? Eye : Lock;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-sm font-semibold',
        isPublic
          ? 'border-green-300 bg-green-50 text-green-900'
          : 'border-ink-700 bg-ink-100 text-ink-900',
      )}
    >
      <Icon aria-hidden="true" className="h-4 w-4 shrink-0" />
      {isPublic ? 'Visible to client' : 'Internal'}
    </span>
  );
}
