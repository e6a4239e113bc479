import { useLingui } from '@lingui/react/macro';
import { deferredPart } from '@client/components/deferred-part';
import { LanguageSwitch } from '@client/components/language-switch';
import { TextSizeControl } from './text-size-control';

// Plain text in a <details>, which opens without script: its code need not come first.
const ListenHint = deferredPart(() => import('./listen-hint').then((m) => m.ListenHint));

/** At the top of every page, under the navigation: the language, larger text, how to listen. */
export function ReadingAidsBar() {
  const { t } = useLingui();
  return (
    <aside aria-label={t`Reading aids`} className="border-b border-ink-200 bg-white print:hidden">
      <div className="mx-auto flex max-w-7xl flex-wrap items-start sm:justify-end gap-x-4 gap-y-1 px-4 py-1.5 text-base sm:px-6">
        <LanguageSwitch />
        <TextSizeControl />
        <ListenHint />
      </div>
    </aside>
  );
}
