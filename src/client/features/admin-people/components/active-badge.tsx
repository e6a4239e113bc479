import { useLingui } from '@lingui/react/macro';
import { cn } from '@client/lib/cn';

/** Active or Deactivated, in words as well as colour. */
export function ActiveBadge({ isActive }: { isActive: boolean }) {
  const { t } = useLingui();
  return (
    <span
      className={cn(
        'inline-block rounded-full border-2 px-3 py-0.5 text-sm font-semibold',
        isActive
          ? 'border-green-700 bg-green-50 text-green-900'
          : 'border-ink-500 bg-ink-100 text-ink-800',
      )}
    >
      {isActive ? t`Active` : t`Deactivated`}
    </span>
  );
}
