import { Plural } from '@lingui/react/macro';
import { Check } from 'lucide-react';
import { YEAR_PRESETS } from '@shared/calculator';
import { cn } from '@client/lib/cn';

export interface YearPresetsProps {
  /** The currently chosen number of years, or null when the custom box holds something else. */
  selected: number | null;
  onSelect: (years: number) => void;
  labelledBy: string;
}

/** Quick year choices as a toggle group: the pressed button matches the years box. */
export function YearPresets({ selected, onSelect, labelledBy }: YearPresetsProps) {
  return (
    <div role="group" aria-labelledby={labelledBy} className="flex flex-wrap gap-2">
      {YEAR_PRESETS.map((years) => {
        const pressed = selected === years;
        return (
          <button
            key={years}
            type="button"
            aria-pressed={pressed}
            onClick={() => onSelect(years)}
            className={cn(
              'inline-flex min-h-11 min-w-24 items-center justify-center gap-1.5 rounded-lg border-2 px-4 py-2',
              'text-base font-semibold transition-colors',
              'focus-visible:ring-2 focus-visible:ring-brand-700 focus-visible:ring-offset-2 focus-visible:outline-none',
              pressed
                ? 'border-brand-700 bg-brand-700 text-white hover:bg-brand-800'
                : 'border-ink-300 bg-white text-ink-900 hover:border-brand-700 hover:bg-brand-50',
            )}
          >
            {pressed ? <Check aria-hidden="true" className="h-4 w-4 shrink-0" /> : null}
            <Plural value={years} one="# year" other="# years" />
          </button>
        );
      })}
    </div>
  );
}
