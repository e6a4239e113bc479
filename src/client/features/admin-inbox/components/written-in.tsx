import { useLingui } from '@lingui/react/macro';
import { LOCALE_NAMES, type Locale } from '@shared/i18n/locales';
import { DescriptionItem } from '@client/components/description-item';

/** The language a request was written in: the language to answer it in (issue 21). */
export function WrittenIn({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  return (
    <DescriptionItem term={t`Written in`}>
      <span lang={locale}>{LOCALE_NAMES[locale]}</span>
    </DescriptionItem>
  );
}
