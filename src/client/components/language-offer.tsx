import { X } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { localizedHref, preferredLocale, type Locale } from '@shared/i18n/locales';
import { chosenLanguage, rememberLanguage } from '@client/lib/i18n/chosen-language';
import { useLocale } from '@client/lib/i18n/use-locale';

/**
 * The offer, written in the language it offers (the reader may not read the page's): each
 * build carries only its own language's catalogue, so these few words live here.
 */
/* eslint-disable lingui/no-unlocalized-strings -- each text is in the language it offers */
const OFFERS: Record<Locale, { question: string; accept: string; decline: string }> = {
  en: {
    question: 'This page is also in English.',
    accept: 'Read it in English',
    decline: 'No, thank you',
  },
  es: {
    question: 'Esta página también está en español.',
    accept: 'Leerla en español',
    decline: 'No, gracias',
  },
};
/* eslint-enable lingui/no-unlocalized-strings */

/**
 * A first visit from a browser that asks for another of our languages first is offered that
 * language, never sent there: shown after the page is live (the server's page is the same for
 * everyone) and gone for good once the reader chooses either way.
 */
export function LanguageOffer() {
  const locale = useLocale();
  const { pathname, search, hash } = useLocation();
  const [offered, setOffered] = useState<Locale | null>(null);

  // Read after the first paint: the server's page (and so the hydrated one) has no offer.
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      if (chosenLanguage()) return;
      const wanted = preferredLocale(navigator.languages.join(','));
      if (wanted !== locale) setOffered(wanted);
    });
    return () => cancelAnimationFrame(frame);
  }, [locale]);

  // Room below the footer as tall as the banner, so the end of the page can scroll above it.
  const banner = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const height = banner.current?.offsetHeight;
    if (!height) return undefined;
    document.body.style.paddingBottom = `${height}px`;
    return () => {
      document.body.style.paddingBottom = '';
    };
  }, [offered]);

  if (!offered) return null;
  const offer = OFFERS[offered];
  const decline = () => {
    rememberLanguage(locale);
    setOffered(null);
  };
  return (
    <aside
      ref={banner}
      lang={offered}
      aria-label={offer.question}
      // Fixed at the bottom, under the header and its menu: it arrives after the first paint,
      // and must not push the page down.
      className="fixed inset-x-0 bottom-0 z-30 border-t-2 border-accent-500 bg-accent-100 shadow-lg print:hidden"
    >
      {/* On a phone the question sits above its two answers, in one row, to cover less. */}
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2 text-base sm:py-3 sm:text-lg sm:px-6">
        <p className="font-semibold text-ink-900">{offer.question}</p>
        <div className="flex flex-1 flex-wrap items-center justify-between gap-x-4">
          <a
            href={localizedHref(`${pathname}${search}${hash}`, offered)}
            hrefLang={offered}
            onClick={() => rememberLanguage(offered)}
            className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4"
          >
            {offer.accept}
          </a>
          <button
            type="button"
            onClick={decline}
            className="inline-flex min-h-11 items-center gap-2 rounded-lg px-3 font-semibold text-ink-800 hover:bg-white/60"
          >
            <X aria-hidden="true" className="h-5 w-5" />
            {offer.decline}
          </button>
        </div>
      </div>
    </aside>
  );
}
