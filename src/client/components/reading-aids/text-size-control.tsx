import { Trans, useLingui } from '@lingui/react/macro';
import { useSyncExternalStore } from 'react';
import { cn } from '@client/lib/cn';
import {
  chooseTextSize,
  currentTextSize,
  subscribeToTextSize,
  textSizes,
  type TextSize,
} from '@client/lib/text-size';

/** The server cannot know the stored choice, so it renders Normal and the browser corrects it. */
const onTheServer = (): TextSize => 'normal';

/** Normal, Large, Larger: a group of toggle buttons, one pressed, remembered on this device. */
export function TextSizeControl() {
  const { i18n } = useLingui();
  const size = useSyncExternalStore(subscribeToTextSize, currentTextSize, onTheServer);
  return (
    <div
      role="group"
      aria-labelledby="text-size-label"
      className="flex flex-wrap items-center gap-1 sm:gap-1.5"
    >
      <span id="text-size-label" className="mr-1 text-sm font-semibold text-ink-900 sm:text-base">
        <Trans>Text size</Trans>
      </span>
      {textSizes.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={size === option.value}
          onClick={() => chooseTextSize(option.value)}
          className={cn(
            'min-h-11 rounded-lg border-2 px-2 text-sm font-semibold sm:px-2.5 sm:text-base focus-visible:ring-2 focus-visible:ring-brand-700 focus-visible:ring-offset-1 focus-visible:outline-none',
            size === option.value
              ? 'border-brand-700 bg-brand-700 text-white'
              : 'border-ink-300 bg-white text-brand-800 hover:border-brand-700',
          )}
        >
          {i18n._(option.label)}
        </button>
      ))}
    </div>
  );
}
