import { Eye, PencilLine, Save } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { Controller, useWatch, type Path } from 'react-hook-form';
import { toast } from 'sonner';
import {
  articleInputSchema,
  slugify,
  SLUG_PATTERN,
  type Article,
  type ArticleInput,
  type ArticleInputValues,
} from '@shared/contracts/content';
import { contentFormats, experienceLevels, helpTypes, preferredTopics } from '@shared/options';
import { FormNotice } from '@client/components/form-status';
import { SubmitButton } from '@client/components/submit-button';
import { Button } from '@client/components/ui/button';
import { Field, Input, Select, Textarea } from '@client/components/ui/field';
import { Modal } from '@client/components/ui/modal';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import { applyServerIssues } from '@client/lib/apply-server-issues';
import { cn } from '@client/lib/cn';
import { paths } from '@client/lib/paths';
import { useSchemaForm } from '@client/lib/use-schema-form';
import { useCreateArticle } from '../api/create-article';
import { useCategories } from '../api/get-categories';
import { useUpdateArticle } from '../api/update-article';
import { articleStatusOptions } from './content-labels';
import { MarkdownPreview } from './markdown-preview';
import { slugTakenMessage } from './slug-taken';
import { TagsInput } from './tags-input';

export const ARTICLE_CREATED = 'Article created successfully';
export const ARTICLE_UPDATED = 'Article updated successfully';
export const ARTICLE_CREATE_FAILED = 'Failed to create article';
export const ARTICLE_UPDATE_FAILED = 'Failed to update article';

/** Spec §9 and the contract's limits, shown as counters. */
export const META_TITLE_MAX = 255;
export const META_DESCRIPTION_MAX = 500;
export const EXCERPT_MAX = 1000;

/** The site's topic lists (spec §9), offered as tags. */
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
  'readTimeMinutes',
  'metaTitle',
  'metaDescription',
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
      readTimeMinutes: null,
      metaTitle: '',
      metaDescription: '',
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
    readTimeMinutes: article.readTimeMinutes,
    metaTitle: article.metaTitle ?? '',
    metaDescription: article.metaDescription ?? '',
  };
}

/**
 * What is sent (spec §7, the variant with a category slug): every field, cleared ones as
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
    readTimeMinutes: values.readTimeMinutes ?? null,
    metaTitle: values.metaTitle ?? null,
    metaDescription: values.metaDescription ?? null,
  };
}

/** An empty number box means "not given". */
function toOptionalNumber(value: unknown): number | null {
  if (value === '' || value === null || value === undefined) return null;
  return Number(value);
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
  const create = useCreateArticle();
  const update = useUpdateArticle();
  const categories = useCategories();
  const busy = create.isPending || update.isPending;
  const [problem, setProblem] = useState<{ title: string; message: string } | null>(null);
  // A new article's slug follows its title until the slug is edited; an existing article
  // keeps its address unless someone changes it on purpose.
  const [slugFollowsTitle, setSlugFollowsTitle] = useState(isNew);
  const [contentView, setContentView] = useState<'write' | 'preview'>('write');

  const form = useSchemaForm(articleInputSchema, initialValues(article));
  const {
    register,
    control,
    setValue,
    getValues,
    formState: { errors, isDirty, isSubmitted },
  } = form;
  const [title, slug, content, excerpt, metaTitle, metaDescription] = useWatch({
    control,
    name: ['title', 'slug', 'content', 'excerpt', 'metaTitle', 'metaDescription'],
  });

  const failedTitle = isNew ? ARTICLE_CREATE_FAILED : ARTICLE_UPDATE_FAILED;

  const onSubmit = form.handleSubmit((values) => {
    if (busy) return;
    setProblem(null);
    const body = toArticleRequest(values);
    // The server answers an unstated read time with an estimate; sending that estimate back
    // unchanged would fix it, so an untouched read time is left out (the server keeps it).
    if (article && values.readTimeMinutes === article.readTimeMinutes) {
      delete body.readTimeMinutes;
    }
    const callbacks = {
      onSuccess: () => {
        toast.success(isNew ? ARTICLE_CREATED : ARTICLE_UPDATED, {
          description: `“${values.title}” is saved.`,
        });
        onSaved();
      },
      onError: (error: Error) => {
        const message = error.message || 'Please try again.';
        toast.error(failedTitle, { description: message });
        setProblem({ title: failedTitle, message });
        const taken = slugTakenMessage(error);
        if (taken) form.setError('slug', { type: 'server', message: taken }, { shouldFocus: true });
        else applyServerIssues(error, formFields, form.setError);
        if (form.getFieldState('content').error) setContentView('write');
      },
    };
    if (article) update.mutate({ id: article.id, body }, callbacks);
    else create.mutate(body, callbacks);
  }, showContentProblem);

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
    setSlugFollowsTitle(isNew);
    setProblem(null);
  }

  const titleField = register('title', {
    onChange: (event: { target: { value: string } }) => {
      if (slugFollowsTitle) {
        setValue('slug', slugify(event.target.value), {
          shouldDirty: true,
          shouldValidate: isSubmitted,
        });
      }
    },
  });
  const slugField = register('slug', {
    onChange: (event: { target: { value: string } }) => {
      // Emptied, the slug follows the title again.
      setSlugFollowsTitle(isNew && event.target.value.trim() === '');
    },
  });
  const shownSlug = slug?.trim() || slugify(title ?? '');
  const contentField = register('content');

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={isNew ? 'New Article' : `Edit “${article.title}”`}
      className="max-w-6xl"
    >
      <form noValidate onSubmit={onSubmit} onKeyDown={onKeyDown} className="space-y-6">
        <p className="text-ink-700">
          Title and content are needed; everything else is optional. Save with Ctrl+Enter (⌘+Enter
          on a Mac).
        </p>
        {problem ? (
          <FormNotice tone="error" title={problem.title} message={problem.message} />
        ) : null}

        <div className="grid gap-5 md:grid-cols-2">
          <Field id={id('title')} label="Title" error={errors.title?.message}>
            {(aria) => <Input {...aria} autoComplete="off" {...titleField} />}
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
                {isNew && slugFollowsTitle ? ' (made from the title until you change it)' : ''}
              </>
            }
            error={errors.slug?.message}
          >
            {(aria) => (
              <Input
                {...aria}
                autoComplete="off"
                spellCheck={false}
                {...slugField}
                onBlur={(event) => {
                  // Tidy a hand-typed slug ("My Guide!" → "my-guide").
                  const typed = getValues('slug') ?? '';
                  if (typed && !SLUG_PATTERN.test(typed)) {
                    setValue('slug', slugify(typed), { shouldDirty: true, shouldValidate: true });
                  }
                  void slugField.onBlur(event);
                }}
              />
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
          <Field
            id={id('readTimeMinutes')}
            label="Read time (minutes)"
            optional
            hint="Left empty, it is estimated from the length."
            error={errors.readTimeMinutes?.message}
          >
            {(aria) => (
              <Input
                {...aria}
                type="number"
                inputMode="numeric"
                min={1}
                max={600}
                step={1}
                {...register('readTimeMinutes', { setValueAs: toOptionalNumber })}
              />
            )}
          </Field>
        </div>

        <label
          htmlFor={id('isFeatured')}
          className="flex min-h-11 w-fit cursor-pointer items-center gap-3 rounded-lg px-2 py-1 font-semibold text-ink-900 hover:bg-brand-50"
        >
          <input
            id={id('isFeatured')}
            type="checkbox"
            className="h-6 w-6 shrink-0 cursor-pointer accent-brand-700"
            {...register('isFeatured')}
          />
          <span>Featured (shown first in the education centre)</span>
        </label>

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
            <>
              A sentence or two shown in lists. {counterHint((excerpt ?? '').length, EXCERPT_MAX)}
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

        <div className="sticky bottom-0 -mx-6 -mb-6 flex flex-col gap-3 border-t border-ink-200 bg-white px-6 py-4 sm:flex-row sm:items-center sm:justify-end">
          {isDirty ? (
            <p className="text-sm text-ink-700 sm:mr-auto">
              Unsaved changes are kept if you close.{' '}
              <button
                type="button"
                onClick={discardChanges}
                className="min-h-11 font-semibold text-brand-800 underline underline-offset-2"
              >
                Discard changes
              </button>
            </p>
          ) : null}
          <div className="flex flex-col-reverse gap-3 sm:flex-row">
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <SubmitButton busy={busy} busyLabel="Saving…" icon={Save} size="md">
              {isNew ? 'Create Article' : 'Save Changes'}
            </SubmitButton>
          </div>
        </div>
      </form>
    </Modal>
  );
}
