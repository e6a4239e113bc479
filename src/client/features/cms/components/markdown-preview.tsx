import { Trans, useLingui } from '@lingui/react/macro';
import { FormNotice } from '@client/components/form-status';
import { LoadingMessage } from '@client/components/load-status';
import { useArticlePreview } from '../api/preview-article';
import { useDebouncedValue } from '@client/lib/use-debounced-value';

/** The preview waits for a pause in typing, so it is not fetched on every key. */
export const PREVIEW_DEBOUNCE_MS = 400;

/**
 * The public article page's typography (`prose-article` in styles.css), so the preview looks
 * as readers will see it.
 */
export const renderedMarkdownClassName = 'prose-article';

/**
 * The Markdown as the public page will show it: rendered and sanitised by the server
 * (POST /api/articles/preview) a moment after typing stops.
 */
export function MarkdownPreview({ content }: { content: string }) {
  const { t } = useLingui();
  const debounced = useDebouncedValue(content, PREVIEW_DEBOUNCE_MS);
  const preview = useArticlePreview(debounced);

  if (!content.trim() && !debounced.trim()) {
    return (
      <p className="text-ink-700">
        <Trans>
          Nothing to preview yet. Write the content in Markdown and it appears here as readers will
          see it.
        </Trans>
      </p>
    );
  }
  if (preview.isPending) {
    return <LoadingMessage label={t`Loading the preview`} />;
  }
  const updating = preview.isFetching || content !== debounced;
  return (
    <div className="space-y-3" aria-busy={updating || undefined}>
      {preview.isError ? (
        <FormNotice
          tone="error"
          title={t`The preview could not be updated.`}
          message={preview.error.message}
        />
      ) : null}
      {updating ? (
        <p className="text-sm text-ink-600" aria-hidden="true">
          <Trans>Updating the preview…</Trans>
        </p>
      ) : null}
      {preview.data ? (
        <div
          className={renderedMarkdownClassName}
          // Sanitised by the server (the same HTML the public page shows).
          dangerouslySetInnerHTML={{ __html: preview.data.contentHtml }}
        />
      ) : null}
    </div>
  );
}
