import { useLingui } from '@lingui/react/macro';
import { useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import type { Article, ArticleInputValues } from '@shared/contracts/content';
import { DEFAULT_LOCALE, LOCALE_NAMES, LOCALES } from '@shared/i18n/locales';
import { Field, Select } from '@client/components/ui/field';
import { useArticles } from '../api/get-articles';

const languageOptions = LOCALES.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale] }));

/** English articles that have no translation into `locale` yet (the CMS's Untranslated filter). */
export function untranslatedArticles(
  articles: readonly Article[],
  locale: Exclude<(typeof LOCALES)[number], 'en'> = 'es',
): Article[] {
  const translated = new Set(
    articles
      .filter((article) => article.locale === locale && article.translationOf)
      .map((article) => article.translationOf),
  );
  return articles.filter(
    (article) => article.locale === DEFAULT_LOCALE && !translated.has(article.id),
  );
}

export interface ArticleLanguageFieldsProps {
  /** The article being edited (null for a new one): it cannot translate itself. */
  articleId: string | null;
  control: Control<ArticleInputValues>;
  register: UseFormRegister<ArticleInputValues>;
  errors: FieldErrors<ArticleInputValues>;
}

/**
 * An article's language and, for one not in English, the English article it translates
 * (issue 21). English articles that already have a translation in that language are marked.
 */
export function ArticleLanguageFields({
  articleId,
  control,
  register,
  errors,
}: ArticleLanguageFieldsProps) {
  const { t } = useLingui();
  const articles = useArticles();
  const [locale, translationOf] = useWatch({ control, name: ['locale', 'translationOf'] });
  const language = locale ?? DEFAULT_LOCALE;
  const taken = new Set(
    (articles.data ?? [])
      .filter((article) => article.locale === language && article.id !== articleId)
      .map((article) => article.translationOf),
  );
  const originals = (articles.data ?? [])
    .filter((article) => article.locale === DEFAULT_LOCALE && article.id !== articleId)
    .sort((a, b) => a.title.localeCompare(b.title));
  return (
    <div className="grid gap-5 md:grid-cols-2">
      <Field
        id="article-locale"
        label={t`Language`}
        hint={t`The language the article is written in.`}
        error={errors.locale?.message}
      >
        {(aria) => <Select {...aria} options={languageOptions} {...register('locale')} />}
      </Field>
      {language === DEFAULT_LOCALE ? null : (
        <Field
          id="article-translationOf"
          label={t`Translation of`}
          optional
          hint={t`The English article this one translates. On the Spanish site it then takes the English article's place.`}
          error={errors.translationOf?.message}
        >
          {(aria) => (
            <Select
              {...aria}
              {...register('translationOf')}
              emptyOption={t`None (a stand-alone article)`}
            >
              {originals.map((article) => {
                const title = article.title;
                const translated = taken.has(article.id) && article.id !== translationOf;
                return (
                  <option key={article.id} value={article.id} disabled={translated}>
                    {translated ? t`${title} (already translated)` : title}
                  </option>
                );
              })}
            </Select>
          )}
        </Field>
      )}
    </div>
  );
}
