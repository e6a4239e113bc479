import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Eye, PencilLine } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { Controller, useWatch, type Path } from 'react-hook-form';
import {
  articleInputSchema,
  slugify,
  type Article,
  type ArticleInput,
  type ArticleInputValues,
} from '@shared/contracts/content';
import { contentFormats, experienceLevels, helpTypes, preferredTopics } from '@shared/options';
import { readTimeMinutes } from '@shared/read-time';
import { CheckboxRow } from '@client/components/checkbox-row';
import { Field, Input, Select, Textarea } from '@client/components/ui/field';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import { cn } from '@client/lib/cn';
import { paths } from '@client/lib/paths';
import { useSchemaForm } from '@client/lib/use-schema-form';
import { useCreateArticle } from '../api/create-article';
import { useCategories } from '../api/get-categories';
import { useUpdateArticle } from '../api/update-article';
import { ArticleLanguageFields } from './article-language-fields';
import { articleStatusChoices } from './content-labels';
import { EditorDialog } from './editor-dialog';
import { MarkdownPreview } from './markdown-preview';
import { TagsInput } from './tags-input';
import { useContentEditor, useSlugFrom } from './use-content-editor';

export const ARTICLE_CREATED = msg`Article created successfully`;
export const ARTICLE_UPDATED = msg`Article updated successfully`;
export const ARTICLE_CREATE_FAILED = msg`Failed to create article`;
export const ARTICLE_UPDATE_FAILED = msg`Failed to update article`;

/** Requirements §9 and the contract's limits, shown as counters. */
export const META_TITLE_MAX = 255;
export const META_DESCRIPTION_MAX = 500;
export const EXCERPT_MAX = 1000;

/** The site's topic lists (requirements §9), offered as tags. */
const tagSuggestions = [
  ...new Set([...preferredTopics, ...helpTypes, ...contentFormats].map((option) => option.value)),
];

const ID = 'article';
const id = (name: string) => `${ID}-${name}`;

type Values = ArticleInputValues;

const formFields: readonly Path<Values>[] = [
  'title',
  'slug',
  'content',
  'excerpt',
  'category',
  'status',
  'isFeatured',
  'tags',
  'difficulty',
  'metaTitle',
  'metaDescription',
  'locale',
  'translationOf',
];

function initialValues(article: Article | null): Values {
  if (!article) {
    return {
      title: '',
      slug: '',
      content: '',
      excerpt: '',
      category: '',
      status: 'draft',
      isFeatured: false,
      tags: [],
      difficulty: 'beginner',
      metaTitle: '',
      metaDescription: '',
      locale: 'en',
      translationOf: '',
    };
  }
  return {
    title: article.title,
    slug: article.slug,
    content: article.content,
    excerpt: article.excerpt ?? '',
    category: article.category ?? '',
    status: article.status,
    isFeatured: article.isFeatured,
    tags: article.tags,
    difficulty: article.difficulty,
    metaTitle: article.metaTitle ?? '',
    metaDescription: article.metaDescription ?? '',
    locale: article.locale,
    translationOf: article.translationOf ?? '',
  };
}

/**
 * What is sent (requirements §7, the variant with a category slug): every field, cleared ones as
 * null so an update clears them too. An empty slug is left out: the server makes one from the
 * title.
 */
export function toArticleRequest(values: ArticleInput): ArticleInputValues {
  return {
    title: values.title,
    ...(values.slug ? { slug: values.slug } : {}),
    content: values.content,
    excerpt: values.excerpt ?? null,
    category: values.category || null,
    status: values.status,
    isFeatured: values.isFeatured ?? false,
    tags: values.tags ?? [],
    difficulty: values.difficulty ?? 'beginner',
    metaTitle: values.metaTitle ?? null,
    metaDescription: values.metaDescription ?? null,
    // Only an article that is not in English translates one.
    locale: values.locale ?? 'en',
    translationOf: values.locale && values.locale !== 'en' ? values.translationOf || null : null,
  };
}

function CounterHint({ length, max }: { length: number; max: number }) {
  const over = length > max;
  const tooMany = length - max;
  return (
    <span className={cn(over && 'font-semibold text-red-700')}>
      {over ? (
        <Trans>
          {length} of {max} characters ({tooMany} too many)
        </Trans>
      ) : (
        <Trans>
          {length} of {max} characters
        </Trans>
      )}
    </span>
  );
}

export interface ArticleEditorProps {
  /** The article to edit, or null for a new one. */
  article: Article | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called after a successful save, when the dialog has closed. */
  onSaved: () => void;
}

/**
 * The article editor dialog. Closing it without saving keeps what was typed for the next
 * opening (the panel keeps this component mounted); Ctrl/⌘+Enter or Ctrl/⌘+S saves.
 */
export function ArticleEditor({ article, open, onOpenChange, onSaved }: ArticleEditorProps) {
  const { t, i18n } = useLingui();
  const isNew = article === null;
  const categories = useCategories();
  const [contentView, setContentView] = useState<'write' | 'preview'>('write');

  const form = useSchemaForm(articleInputSchema, initialValues(article));
  const {
    register,
    control,
    formState: { errors, isDirty },
  } = form;
  const [title, slug, content, excerpt, metaTitle, metaDescription] = useWatch({
    control,
    name: ['title', 'slug', 'content', 'excerpt', 'metaTitle', 'metaDescription'],
  });
  // A new article's slug follows its title until the slug is edited.
  const slugFromTitle = useSlugFrom(form, { source: 'title', isNew });

  const editor = useContentEditor({
    item: article,
    form,
    create: useCreateArticle(),
    update: useUpdateArticle(),
    messages: {
      created: i18n._(ARTICLE_CREATED),
      updated: i18n._(ARTICLE_UPDATED),
      createFailed: i18n._(ARTICLE_CREATE_FAILED),
      updateFailed: i18n._(ARTICLE_UPDATE_FAILED),
    },
    toBody: toArticleRequest,
    nameOf: (values) => values.title,
    fields: formFields,
    onSaved,
    onFailed: () => {
      if (form.getFieldState('content').error) setContentView('write');
    },
  });
  const onSubmit = form.handleSubmit(editor.save, showContentProblem);

  /** On phones the content box may be behind the Preview tab: bring it back to fix it. */
  function showContentProblem(problems: { content?: unknown }) {
    if (problems.content) setContentView('write');
  }

  function onKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    const save = event.key === 'Enter' || event.key.toLowerCase() === 's';
    if (save && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      event.currentTarget.requestSubmit();
    }
  }

  function discardChanges() {
    form.reset(initialValues(article));
    slugFromTitle.reset();
    editor.clearProblem();
  }

  const shownSlug = slug?.trim() || slugify(title ?? '');
  const contentField = register('content');
  const articleTitle = article?.title ?? '';
  const readTime = readTimeMinutes(content ?? '');
  const webAddress = paths.resource.getHref(shownSlug || 'made-from-the-title');

  return (
    <EditorDialog
      open={open}
      onOpenChange={onOpenChange}
      title={isNew ? t`New Article` : t`Edit “${articleTitle}”`}
      className="max-w-6xl"
      formClassName="space-y-6"
      onSubmit={onSubmit}
      onKeyDown={onKeyDown}
      intro={t`Title and content are needed; everything else is optional. Save with Ctrl+Enter (⌘+Enter on a Mac).`}
      problem={editor.problem}
      busy={editor.busy}
      submitLabel={isNew ? t`Create Article` : t`Save Changes`}
      discard={{ dirty: isDirty, onDiscard: discardChanges }}
    >
      <div className="grid gap-5 md:grid-cols-2">
        <Field id={id('title')} label={t`Title`} error={errors.title?.message}>
          {(aria) => <Input {...aria} autoComplete="off" {...slugFromTitle.sourceField} />}
        </Field>
        <Field
          id={id('slug')}
          label={t`Slug`}
          optional
          hint={
            isNew && slugFromTitle.follows ? (
              <Trans>
                The article’s web address:{' '}
                <span className="font-mono break-all text-ink-900">{webAddress}</span> (made from
                the title until you change it)
              </Trans>
            ) : (
              <Trans>
                The article’s web address:{' '}
                <span className="font-mono break-all text-ink-900">{webAddress}</span>
              </Trans>
            )
          }
          error={errors.slug?.message}
        >
          {(aria) => (
            <Input {...aria} autoComplete="off" spellCheck={false} {...slugFromTitle.slugField} />
          )}
        </Field>
      </div>

      <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        <Field
          id={id('category')}
          label={t`Category`}
          hint={
            categories.isError
              ? t`The categories could not be loaded.`
              : categories.isPending
                ? t`Loading the categories…`
                : undefined
          }
          error={errors.category?.message}
        >
          {(aria) => (
            <Controller
              control={control}
              name="category"
              render={({ field }) => (
                <Select
                  {...aria}
                  name={field.name}
                  // React 19 passes ref as a prop; Select spreads it onto the <select>.
                  {...{ ref: field.ref }}
                  value={field.value ?? ''}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  emptyOption={t`No category`}
                >
                  {(categories.data ?? []).map(({ id: key, slug: value, name, isActive }) => (
                    <option key={key} value={value}>
                      {isActive ? name : t`${name} (inactive)`}
                    </option>
                  ))}
                </Select>
              )}
            />
          )}
        </Field>
        <Field
          id={id('status')}
          label={t`Status`}
          hint={t`Only published articles are on the site.`}
          error={errors.status?.message}
        >
          {(aria) => (
            <Select {...aria} options={articleStatusChoices(i18n)} {...register('status')} />
          )}
        </Field>
        <Field
          id={id('difficulty')}
          label={t`Difficulty`}
          hint={t`Who the article is written for.`}
          error={errors.difficulty?.message}
        >
          {(aria) => <Select {...aria} options={experienceLevels} {...register('difficulty')} />}
        </Field>
        <div>
          <p className="text-sm font-medium text-slate-900">
            <Trans>Read time</Trans>
          </p>
          <p className="mt-2 text-sm text-slate-700">
            <Trans>
              About {readTime} min. Worked out from the length of the text, so it always matches
              what readers get.
            </Trans>
          </p>
        </div>
      </div>

      <ArticleLanguageFields
        articleId={article?.id ?? null}
        control={control}
        register={register}
        errors={errors}
      />

      <CheckboxRow
        id={id('isFeatured')}
        label={t`Featured (shown first in the education centre)`}
        className="w-fit"
        {...register('isFeatured')}
      />

      <Tabs
        value={contentView}
        onValueChange={(value) => setContentView(value === 'preview' ? 'preview' : 'write')}
        className="space-y-3"
      >
        {/* On wide screens writing and preview sit side by side, so the tabs are hidden. */}
        <TabsList aria-label={t`Write or preview the content`} className="lg:hidden">
          <TabsTrigger value="write">
            <PencilLine aria-hidden="true" className="mr-2 inline h-5 w-5" />
            <Trans>Write</Trans>
          </TabsTrigger>
          <TabsTrigger value="preview">
            <Eye aria-hidden="true" className="mr-2 inline h-5 w-5" />
            <Trans>Preview</Trans>
          </TabsTrigger>
        </TabsList>
        <div className="grid gap-5 lg:grid-cols-2">
          <TabsContent value="write" forceMount className="mt-0 lg:data-[state=inactive]:block">
            <Field
              id={id('content')}
              label={t`Content (Markdown)`}
              hint={t`# Heading, **bold**, *italic*, - list item, 1. numbered item, [link](https://…)`}
              error={errors.content?.message}
            >
              {(aria) => (
                <Textarea {...aria} rows={16} className="font-mono text-base" {...contentField} />
              )}
            </Field>
          </TabsContent>
          <TabsContent
            value="preview"
            forceMount
            className="mt-0 space-y-1.5 lg:data-[state=inactive]:block"
          >
            <p className="font-semibold text-ink-900" aria-hidden="true">
              <Trans>Preview</Trans>
            </p>
            <div className="min-h-28 rounded-lg border-2 border-dashed border-ink-300 bg-white p-4">
              <MarkdownPreview content={content ?? ''} />
            </div>
          </TabsContent>
        </div>
      </Tabs>

      <Field
        id={id('excerpt')}
        label={t`Excerpt`}
        optional
        hint={
          <>
            <Trans>A sentence or two shown in lists.</Trans>{' '}
            <CounterHint length={(excerpt ?? '').length} max={EXCERPT_MAX} />
          </>
        }
        error={errors.excerpt?.message}
      >
        {(aria) => <Textarea {...aria} rows={3} {...register('excerpt')} />}
      </Field>

      <Controller
        control={control}
        name="tags"
        render={({ field, fieldState }) => (
          <TagsInput
            id={id('tags')}
            label={t`Tags`}
            value={field.value ?? []}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            suggestions={tagSuggestions}
            error={fieldState.error?.message}
          />
        )}
      />

      <fieldset className="space-y-5 rounded-xl border border-ink-200 p-4">
        <legend className="px-1 font-semibold text-ink-900">
          <Trans>Search engines</Trans>
        </legend>
        <Field
          id={id('metaTitle')}
          label={t`Meta title`}
          optional
          hint={<CounterHint length={(metaTitle ?? '').length} max={META_TITLE_MAX} />}
          error={errors.metaTitle?.message}
        >
          {(aria) => <Input {...aria} autoComplete="off" {...register('metaTitle')} />}
        </Field>
        <Field
          id={id('metaDescription')}
          label={t`Meta description`}
          optional
          hint={<CounterHint length={(metaDescription ?? '').length} max={META_DESCRIPTION_MAX} />}
          error={errors.metaDescription?.message}
        >
          {(aria) => <Textarea {...aria} rows={3} {...register('metaDescription')} />}
        </Field>
      </fieldset>
    </EditorDialog>
  );
}
