import { useLocation } from 'react-router';
import { LOCALES, LOCALE_NAMES, localizedHref } from '@shared/i18n/locales';
import { isPrivatePath } from '@shared/private-paths';
import { cn } from '@client/lib/cn';
import { rememberLanguage } from '@client/lib/i18n/chosen-language';
import { useLocale } from '@client/lib/i18n/use-locale';

/**
 * "Español" on an English page, "English" on a Spanish one: the same page in the other
 * language, each name written in its own language. A whole page load, since each language's
 * app carries its own messages.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const locale = useLocale();
  const { pathname, search, hash } = useLocation();
  return (
    <>
      {LOCALES.filter((other) => other !== locale).map((other) => (
        <a
          key={other}
          href={localizedHref(`${pathname}${search}${hash}`, other)}
          hrefLang={other}
          lang={other}
          onClick={(event) => {
            rememberLanguage(other);
            if (!isPrivatePath(pathname)) return;
            // Signed in: the choice is the account's, or its pages would turn back.
            event.preventDefault();
            // Loaded on use: every page has the switch, few people use it signed in.
            void import('@client/lib/i18n/account-language').then(
              async ({ saveAccountLanguage, showPageIn }) => {
                await saveAccountLanguage(other);
                showPageIn(other);
              },
            );
          }}
          className={cn(
            'inline-flex min-h-11 items-center rounded-lg px-2 font-semibold underline underline-offset-4',
            className,
          )}
        >
          {LOCALE_NAMES[other]}
        </a>
      ))}
    </>
  );
}
