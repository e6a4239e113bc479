import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { applicationStatusLabels } from './labels';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  applicationFilterValues,
  type ApplicationDetail,
  type ApplicationFilter,
} from '@shared/contracts/admin-partners';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import type { Notice } from '@client/lib/announce';
import { ApplicationDetailsDialog } from './application-details-dialog';
import { ApplicationList } from './application-list';
import { ReviewDialog } from './review-dialog';

const STATUS_PARAM = 'status';
const DEFAULT_FILTER: ApplicationFilter = 'submitted';

const filters: { value: ApplicationFilter; label: MessageDescriptor }[] = [
  { value: 'submitted', label: applicationStatusLabels.submitted },
  { value: 'approved', label: applicationStatusLabels.approved },
  { value: 'rejected', label: applicationStatusLabels.rejected },
  { value: 'all', label: msg`All` },
];

function readFilter(value: string | null): ApplicationFilter {
  return (applicationFilterValues as readonly string[]).includes(value ?? '')
    ? (value as ApplicationFilter)
    : DEFAULT_FILTER;
}

type Review = { decision: 'approve' | 'reject'; application: ApplicationDetail };

/**
 * The applications queue: a tab per status (kept in the address, so a reload keeps it), the
 * list, one application's details, and the approve and reject confirmations.
 */
export function ApplicationsManager() {
  const { t, i18n } = useLingui();
  const [params, setParams] = useSearchParams();
  const filter = readFilter(params.get(STATUS_PARAM));
  const [selected, setSelected] = useState<{ id: string; companyName: string } | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [review, setReview] = useState<Review | null>(null);

  function changeFilter(value: string) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === DEFAULT_FILTER) next.delete(STATUS_PARAM);
        else next.set(STATUS_PARAM, value);
        return next;
      },
      { replace: true },
    );
  }

  const closeReview = (open: boolean) => {
    if (!open) setReview(null);
  };

  return (
    <section aria-labelledby="applications-heading" className="space-y-5">
      <h2 id="applications-heading" className="text-2xl font-bold text-ink-900">
        <Trans>Applications</Trans>
      </h2>
      <Tabs value={filter} onValueChange={changeFilter}>
        <TabsList
          aria-label={t`Show applications`}
          className="grid-flow-row grid-cols-2 sm:grid-flow-col sm:grid-cols-none"
        >
          {filters.map((option) => (
            <TabsTrigger key={option.value} value={option.value}>
              {i18n._(option.label)}
            </TabsTrigger>
          ))}
        </TabsList>
        {filters.map((option) => (
          <TabsContent key={option.value} value={option.value}>
            <ApplicationList
              status={option.value}
              onOpen={(application) => {
                setNotice(null);
                setSelected({ id: application.id, companyName: application.companyName });
              }}
            />
          </TabsContent>
        ))}
      </Tabs>

      {/*
        The confirmations come before the details dialog and are not inside it: a closing
        <dialog> inside another would close that one too, and their focus is handed back
        before the details dialog moves it to the outcome.
      */}
      <ReviewDialog
        decision="approve"
        application={review?.decision === 'approve' ? review.application : null}
        onOpenChange={closeReview}
        onReviewed={setNotice}
      />
      <ReviewDialog
        decision="reject"
        application={review?.decision === 'reject' ? review.application : null}
        onOpenChange={closeReview}
        onReviewed={setNotice}
      />
      <ApplicationDetailsDialog
        selected={selected}
        onClose={() => setSelected(null)}
        notice={notice}
        onNotice={setNotice}
        onApprove={(application) => setReview({ decision: 'approve', application })}
        onReject={(application) => setReview({ decision: 'reject', application })}
      />
    </section>
  );
}
