import { Trans, useLingui } from '@lingui/react/macro';
import type { CasePriority, CaseStatus } from '@shared/domain-values';
import type { TextDescriptor } from '@shared/i18n/text';
import {
  casePriorityOptions,
  caseStatusMeanings,
  caseStatusOptions,
  optionLabel,
} from '@shared/options';
import { cn, withReplaceable } from '@client/lib/cn';

/**
 * Requirements §4 status colours (submitted blue, reviewing yellow, in progress orange, completed
 * green, closed grey). The colour is only a light tint and a dot: the label always says the
 * status in words, in dark text that keeps WCAG AA contrast on the tint.
 */
/* eslint-disable lingui/no-unlocalized-strings -- class names */
const statusStyles: Record<CaseStatus, { badge: string; dot: string }> = {
  submitted: { badge: 'border-blue-300 bg-blue-50 text-blue-900', dot: 'bg-blue-600' },
  reviewing: { badge: 'border-yellow-300 bg-yellow-50 text-yellow-900', dot: 'bg-yellow-500' },
  in_progress: { badge: 'border-orange-300 bg-orange-50 text-orange-900', dot: 'bg-orange-500' },
  completed: { badge: 'border-green-300 bg-green-50 text-green-900', dot: 'bg-green-600' },
  closed: { badge: 'border-ink-300 bg-ink-100 text-ink-900', dot: 'bg-ink-500' },
};

const unknownStyle = { badge: 'border-ink-300 bg-white text-ink-900', dot: 'bg-ink-300' };
/* eslint-enable lingui/no-unlocalized-strings */

export function statusLabel(status: string): TextDescriptor {
  return optionLabel(caseStatusOptions, status);
}

export function priorityLabel(priority: string): TextDescriptor {
  return optionLabel(casePriorityOptions, priority);
}

export function StatusBadge({ status, className }: { status: string; className?: string }) {
  const style = statusStyles[status as CaseStatus] ?? unknownStyle;
  const { i18n } = useLingui();
  return (
    <span
      className={withReplaceable(
        [
          'inline-flex items-center gap-2 rounded-full border px-3 py-1 text-base font-semibold',
          style.badge,
        ],
        className,
      )}
    >
      <span aria-hidden="true" className={cn('h-3 w-3 shrink-0 rounded-full', style.dot)} />
      <span>
        <span className="sr-only">
          <Trans>Status:</Trans>{' '}
        </span>
        {i18n._(statusLabel(status))}
      </span>
    </span>
  );
}

/* eslint-disable lingui/no-unlocalized-strings -- class names */
const priorityStyles: Record<CasePriority, string> = {
  urgent: 'border-red-300 bg-red-50 text-red-900',
  high: 'border-orange-300 bg-orange-50 text-orange-900',
  medium: 'border-ink-300 bg-white text-ink-900',
  low: 'border-ink-300 bg-white text-ink-900',
};
/* eslint-enable lingui/no-unlocalized-strings */

/** `labelled` adds the word "Priority:" where nothing else names the badge. */
export function PriorityBadge({
  priority,
  labelled = true,
}: {
  priority: string;
  labelled?: boolean;
}) {
  const { t, i18n } = useLingui();
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full border px-3 py-1 text-base',
        priorityStyles[priority as CasePriority] ?? priorityStyles.medium,
      )}
    >
      {labelled ? `${t`Priority:`}\u00a0` : null}
      <span className="font-semibold">{i18n._(priorityLabel(priority))}</span>
    </span>
  );
}

/**
 * The five statuses with their colours and names, so the colours are never a guess, and what
 * each one means for the client and what happens next.
 */
export function StatusLegend({ className }: { className?: string }) {
  const { i18n } = useLingui();
  return (
    <div className={cn('rounded-xl border border-ink-200 bg-white p-4', className)}>
      <h3 className="text-base font-semibold text-ink-900">
        <Trans>What the case statuses mean</Trans>
      </h3>
      <dl className="mt-3 space-y-3">
        {caseStatusOptions.map((option) => (
          <div
            key={option.value}
            className="flex flex-col gap-1 sm:flex-row sm:items-start sm:gap-4"
          >
            <dt className="shrink-0 sm:w-44">
              <StatusBadge status={option.value} />
            </dt>
            <dd className="text-ink-700 sm:pt-1">{i18n._(caseStatusMeanings[option.value])}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
