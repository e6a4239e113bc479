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
import { articleStatusOptions } from './content-labels';
import { EditorDialog } from './editor-dialog';
import { MarkdownPreview } from './markdown-preview';
import { TagsInput } from './tags-input';
import { useContentEditor, useSlugFrom } from './use-content-editor';

export const ARTICLE_CREATED = 'Article created successfully';
export const ARTICLE_UPDATED = 'Article updated successfully';
export const ARTICLE_CREATE_FAILED = 'Failed to create article';
export const ARTICLE_UPDATE_FAILED = 'Failed to update article';

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

function counterHint(length: number, max: number) {
  const over = length > max;
  return (
    <span className={cn(over && 'font-semibold text-red-700')}>
      {length} of {max} characters{over ? ` (${length - max} too many)` : ''}
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
      created: ARTICLE_CREATED,
      updated: ARTICLE_UPDATED,
      createFailed: ARTICLE_CREATE_FAILED,
      updateFailed: ARTICLE_UPDATE_FAILED,
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

  return (
    <EditorDialog
      open={open}
      onOpenChange={onOpenChange}
      title={isNew ? 'New Article' : `Edit “${article.title}”`}
      className="max-w-6xl"
      formClassName="space-y-6"
      onSubmit={onSubmit}
      onKeyDown={onKeyDown}
      intro="Title and content are needed; everything else is optional. Save with Ctrl+Enter (⌘+Enter on a Mac)."
      problem={editor.problem}
      busy={editor.busy}
      submitLabel={isNew ? 'Create Article' : 'Save Changes'}
      discard={{ dirty: isDirty, onDiscard: discardChanges }}
    >
      <div className="grid gap-5 md:grid-cols-2">
        <Field id={id('title')} label="Title" error={errors.title?.message}>
          {(aria) => <Input {...aria} autoComplete="off" {...slugFromTitle.sourceField} />}
        </Field>
        <Field
          id={id('slug')}
          label="Slug"
          optional
          hint={
            <>
              The article’s web address:{' '}
              <span className="font-mono break-all text-ink-900">
                {paths.resource.getHref(shownSlug || 'made-from-the-title')}
              </span>
              {isNew && slugFromTitle.follows ? ' (made from the title until you change it)' : ''}
            </>
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
          label="Category"
          hint={
            categories.isError
              ? 'The categories could not be loaded.'
              : categories.isPending
                ? 'Loading the categories…'
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
                  emptyOption="No category"
                >
                  {(categories.data ?? []).map((category) => (
                    <option key={category.id} value={category.slug}>
                      {category.isActive ? category.name : `${category.name} (inactive)`}
                    </option>
                  ))}
                </Select>
              )}
            />
          )}
        </Field>
        <Field
          id={id('status')}
          label="Status"
          hint="Only published articles are on the site."
          error={errors.status?.message}
        >
          {(aria) => <Select {...aria} options={articleStatusOptions} {...register('status')} />}
        </Field>
        <Field
          id={id('difficulty')}
          label="Difficulty"
          hint="Who the article is written for."
          error={errors.difficulty?.message}
        >
          {(aria) => <Select {...aria} options={experienceLevels} {...register('difficulty')} />}
        </Field>
        <div>
          <p className="text-sm font-medium text-slate-900">Read time</p>
          <p className="mt-2 text-sm text-slate-700">
            About {readTimeMinutes(content ?? '')} min. Worked out from the length of the text, so
            it always matches what readers get.
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
        label="Featured (shown first in the education centre)"
        className="w-fit"
        {...register('isFeatured')}
      />

      <Tabs
        value={contentView}
        onValueChange={(value) => setContentView(value === 'preview' ? 'preview' : 'write')}
        className="space-y-3"
      >
        {/* On wide screens writing and preview sit side by side, so the tabs are hidden. */}
        <TabsList aria-label="Write or preview the content" className="lg:hidden">
          <TabsTrigger value="write">
            <PencilLine aria-hidden="true" className="mr-2 inline h-5 w-5" />
            Write
          </TabsTrigger>
          <TabsTrigger value="preview">
            <Eye aria-hidden="true" className="mr-2 inline h-5 w-5" />
            Preview
          </TabsTrigger>
        </TabsList>
        <div className="grid gap-5 lg:grid-cols-2">
          <TabsContent value="write" forceMount className="mt-0 lg:data-[state=inactive]:block">
            <Field
              id={id('content')}
              label="Content (Markdown)"
              hint="# Heading, **bold**, *italic*, - list item, 1. numbered item, [link](https://…)"
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
              Preview
            </p>
            <div className="min-h-28 rounded-lg border-2 border-dashed border-ink-300 bg-white p-4">
              <MarkdownPreview content={content ?? ''} />
            </div>
          </TabsContent>
        </div>
      </Tabs>

      <Field
        id={id('excerpt')}
        label="Excerpt"
        optional
        hint={
          <>A sentence or two shown in lists. {counterHint((excerpt ?? '').length, EXCERPT_MAX)}</>
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
            label="Tags"
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
        <legend className="px-1 font-semibold text-ink-900">Search engines</legend>
        <Field
          id={id('metaTitle')}
          label="Meta title"
          optional
          hint={counterHint((metaTitle ?? '').length, META_TITLE_MAX)}
          error={errors.metaTitle?.message}
        >
          {(aria) => <Input {...aria} autoComplete="off" {...register('metaTitle')} />}
        </Field>
        <Field
          id={id('metaDescription')}
          label="Meta description"
          optional
          hint={counterHint((metaDescription ?? '').length, META_DESCRIPTION_MAX)}
          error={errors.metaDescription?.message}
        >
          {(aria) => <Textarea {...aria} rows={3} {...register('metaDescription')} />}
        </Field>
      </fieldset>
    </EditorDialog>
  );
}
