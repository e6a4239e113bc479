import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { TriangleAlert } from 'lucide-react';
import type { IntakeItem } from '@shared/contracts/admin-inbox';
import { signingPlaceOptions } from '@shared/guided-help/answers';
import { optionLabel } from '@shared/option-list';
import { formatLongDate } from '@shared/rescission/dates';

/** What staff need to act on at once: the earliest day the period to cancel can end. */
export function timeCriticalDetail(i18n: I18n, item: IntakeItem): string {
  const lastDay = item.rescissionLastDay ? formatLongDate(item.rescissionLastDay) : null;
  return lastDay
    ? i18n._(msg`Earliest last day to cancel: ${lastDay}`)
    : i18n._(msg`Signed recently where we hold no rule: check the law that applies`);
}

export function signedDetail(i18n: I18n, item: IntakeItem): string | null {
  if (!item.signedState && !item.signedOn) return null;
  const place = item.signedState
    ? i18n._(optionLabel(signingPlaceOptions, item.signedState))
    : null;
  const day = item.signedOn ? formatLongDate(item.signedOn) : null;
  return [place, day].filter(Boolean).join(', ');
}

/** The flag on a request whose answers suggested the period to cancel may still be open. */
export function TimeCriticalFlag({ item }: { item: IntakeItem }) {
  const { i18n } = useLingui();
  if (!item.timeCritical) return null;
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-red-900">
      <span className="inline-flex items-center gap-1.5 font-bold">
        <TriangleAlert aria-hidden="true" className="h-5 w-5 shrink-0" />
        <Trans>Time-critical</Trans>
      </span>
      <span>{timeCriticalDetail(i18n, item)}</span>
    </p>
  );
}
