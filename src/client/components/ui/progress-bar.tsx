import { cn } from '@client/lib/cn';

export interface ProgressBarProps {
  /** How far along, from 0 to 100. */
  percent: number;
  /** What the bar measures, for screen readers (for example 'Account setup progress'). */
  label: string;
  /** The progress in words, shown above the bar (for example 'Step 2 of 4'). */
  valueText: string;
  className?: string;
}

/** A progress bar that says where the reader is in words and as a percentage. */
export function ProgressBar({ percent, label, valueText, className }: ProgressBarProps) {
  const value = Math.round(Math.min(100, Math.max(0, percent)));
  return (
    <div className={cn('space-y-2', className)}>
      <div className="flex items-baseline justify-between gap-4 text-lg font-semibold text-ink-900">
        <span>{valueText}</span>
        <span>{value}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={`${valueText} (${value}%)`}
        className="h-4 w-full overflow-hidden rounded-full border border-ink-300 bg-ink-100"
      >
        <div
          className="h-full rounded-full bg-brand-700 transition-[width] duration-300"
          style={{ width: `${value}%` }}
        />
      </div>
    </div>
  );
}
