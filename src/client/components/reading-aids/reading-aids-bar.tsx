import { useLingui } from '@lingui/react/macro';
import { LanguageSwitch } from '@client/components/language-switch';
import { TextSizeControl } from './text-size-control';
import { ListenHint } from './listen-hint';

/** At the top of every page, under the navigation: larger text, how to listen, the language. */
export function ReadingAidsBar() {
  const { t } = useLingui();
  return (
    <aside aria-label={t`Reading aids`} className="border-b border-ink-200 bg-white print:hidden">
      <div className="mx-auto flex max-w-7xl flex-wrap items-start sm:justify-end gap-x-4 gap-y-1 px-4 py-1.5 text-base sm:px-6">
        <TextSizeControl />
        <ListenHint />
        <LanguageSwitch />
      </div>
    </aside>
  );
}
