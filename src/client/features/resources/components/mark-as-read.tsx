import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, CircleCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { Article } from '@shared/contracts/content';
import { FormNotice } from '@client/components/form-status';
import { Button } from '@client/components/ui/button';
import { trackInteraction } from '../api/track-interaction';

/** The recommendations query's key prefix: a finished guide leaves the recommendations. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- an API path
const RECOMMENDATIONS_PATH = '/api/recommendations';

type State = 'idle' | 'saving' | 'done' | 'failed';

/** For a signed-in client: records that the guide was read ('complete'), then says so. */
export function MarkAsRead({ article }: { article: Article }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [state, setState] = useState<State>('idle');
  const doneRef = useRef<HTMLParagraphElement>(null);

  // The button goes away once done: keyboard focus moves to the message that replaces it.
  useEffect(() => {
    if (state === 'done') doneRef.current?.focus();
  }, [state]);

  async function onClick() {
    if (state === 'saving') return;
    setState('saving');
    const recorded = await trackInteraction({
      resourceId: article.id,
      resourceType: 'article',
      interactionType: 'complete',
      metadata: { source: 'resource-page' },
    });
    setState(recorded ? 'done' : 'failed');
    if (recorded) void queryClient.invalidateQueries({ queryKey: [RECOMMENDATIONS_PATH] });
  }

  return (
    <div className="space-y-3">
      {state === 'done' ? null : (
        <Button
          variant="outline"
          size="lg"
          onClick={() => void onClick()}
          aria-disabled={state === 'saving'}
        >
          <CircleCheck aria-hidden="true" className="h-6 w-6" />
          {state === 'saving' ? t`Saving…` : t`Mark as read`}
        </Button>
      )}
      <div role="status" aria-live="polite">
        {state === 'done' ? (
          <p
            ref={doneRef}
            tabIndex={-1}
            className="flex items-center gap-2 rounded-xl border-2 border-green-700 bg-green-50 p-4 text-lg font-semibold text-green-900"
          >
            <CheckCircle2 aria-hidden="true" className="h-6 w-6 shrink-0" />
            <Trans>Marked as read. We will suggest other guides for you next.</Trans>
          </p>
        ) : null}
      </div>
      {state === 'failed' ? (
        <FormNotice
          tone="error"
          message={t`We could not save that just now. Please try again in a moment.`}
        />
      ) : null}
    </div>
  );
}
