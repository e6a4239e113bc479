import { Trans, useLingui } from '@lingui/react/macro';
import { RefreshCw } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { localToday } from '@shared/rescission/dates';
import type { DeadlineAnswer } from '@shared/rescission/deadline';
import { Card } from '@client/components/ui/card';
import { useLightSchemaForm } from '@client/lib/use-light-schema-form';
import { NOT_LISTED, emptyCheckerValues, type CheckerValues } from '../checker-values';
import { CheckerForm } from './checker-form';
import { LoadingMessage } from '@client/components/load-status';
import { LegalNote } from './legal-note';

// The answer shows only after a check, so its code (the counting, and the letter query the
// answer makes) is not in the page's first JavaScript; it starts loading as soon as the form
// is on screen.
const loadResults = () => import('./deadline-result');
const loadCounting = () => import('@shared/rescission/deadline');
const DeadlineResult = lazy(() => loadResults().then((m) => ({ default: m.DeadlineResult })));
const UnknownStateResult = lazy(() =>
  loadResults().then((m) => ({ default: m.UnknownStateResult })),
);

interface Checked {
  answer: DeadlineAnswer | null;
  values: CheckerValues;
  /** Increases on every check, so the result heading gets the focus each time. */
  run: number;
}

function sameValues(a: CheckerValues, b: CheckerValues): boolean {
  return (Object.keys(a) as (keyof CheckerValues)[]).every((key) => a[key] === b[key]);
}

export interface RescissionCheckerProps {
  /** Today as YYYY-MM-DD; the visitor's own date when not given (tests pass one in). */
  today?: string;
}

/**
 * The cancellation deadline checker: the form, then the answer of the last check. Everything
 * is worked out in the browser; nothing typed here is saved or sent.
 */
export function RescissionChecker({ today: fixedToday }: RescissionCheckerProps) {
  const { t } = useLingui();
  const today = fixedToday ?? localToday();
  const form = useLightSchemaForm(
    () => import('../checker-schema').then(({ checkerSchema }) => checkerSchema(today)),
    emptyCheckerValues,
  );
  const current = form.watch();
  const [checked, setChecked] = useState<Checked | null>(null);
  useEffect(() => {
    Promise.all([loadResults(), loadCounting()]).catch(() => undefined);
  }, []);
  // Each check mounts the answer afresh (keyed by its run), so its heading takes the focus as
  // it appears and is read out and scrolled to straight away.
  const headingRef = useCallback((heading: HTMLHeadingElement | null) => heading?.focus(), []);

  const onSubmit = form.handleSubmit(async (values) => {
    const { checkDeadline } = await loadCounting();
    const result = values.stateId === NOT_LISTED ? null : checkDeadline(values, today);
    // The schema has already turned any error into a message at its box.
    const answer =
      result && result.status !== 'error' && result.status !== 'unknown' ? result : null;
    setChecked((previous) => ({ answer, values, run: (previous?.run ?? 0) + 1 }));
  });

  const stale = checked !== null && !sameValues(current, checked.values);

  return (
    <div className="space-y-10">
      <Card className="p-5 sm:p-8">
        <CheckerForm form={form} today={today} onSubmit={onSubmit} />
      </Card>

      {checked ? (
        <div className="space-y-4">
          {stale ? (
            <p className="flex items-start gap-3 rounded-lg border-2 border-accent-500 bg-accent-100 p-4 text-lg text-ink-900">
              <RefreshCw aria-hidden="true" className="mt-1 h-5 w-5 shrink-0" />
              <span>
                <Trans>
                  You have changed your answers. Press <strong>Check my deadline</strong> again to
                  update the result below.
                </Trans>
              </span>
            </p>
          ) : null}
          <Suspense fallback={<LoadingMessage label={t`Working out your deadline`} />}>
            {checked.answer ? (
              <DeadlineResult key={checked.run} answer={checked.answer} headingRef={headingRef} />
            ) : (
              <UnknownStateResult key={checked.run} headingRef={headingRef} />
            )}
          </Suspense>
        </div>
      ) : null}

      <LegalNote />
    </div>
  );
}
