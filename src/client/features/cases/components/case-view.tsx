import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Building2 } from 'lucide-react';
import type { ClientCaseDetail } from '@shared/contracts/cases';
import { BackLink } from '@client/components/back-link';
import { StatusBadge } from '@client/components/case-status';
import { QueryStatus } from '@client/components/load-status';
import { ApiError } from '@client/lib/api-client';
import { paths } from '@client/lib/paths';
import { useCase } from '../api/get-case';
import { AddDocuments } from './add-documents';
import { CaseConversation } from './case-conversation';
import { CaseDocuments } from './case-documents';
import { CaseFacts } from './case-facts';
import { CasePartner } from './case-partner';
import { CaseProgressSteps } from './case-progress-steps';
import { CaseRequests } from './case-requests';
import { CaseSection } from './case-section';
import { CaseUpdates } from './case-updates';

const sectionLinks = [
  { id: 'case-requests', label: msg`What we need from you` },
  { id: 'case-messages', label: msg`Messages` },
  { id: 'case-documents', label: msg`Documents` },
  { id: 'case-updates', label: msg`Updates` },
] as const;

function OnThisPage() {
  const { t, i18n } = useLingui();
  return (
    <nav aria-label={t`On this page`}>
      <ul className="flex flex-wrap gap-x-5 gap-y-2">
        {sectionLinks.map((link) => (
          <li key={link.id}>
            <a
              href={`#${link.id}`}
              className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4"
            >
              {i18n._(link.label)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * Everything about one case on one page: where it stands and who works on it, what is still
 * needed from the client, the conversation, the documents both ways, the updates and the facts.
 */
export function CaseViewContent({ userId, detail }: { userId: string; detail: ClientCaseDetail }) {
  const { case: clientCase } = detail;
  const caseId = clientCase.id;
  const caseNumber = clientCase.caseNumber;
  const { t } = useLingui();
  return (
    <div className="space-y-8">
      <header className="space-y-3">
        <h1 className="text-3xl font-bold text-ink-900 md:text-4xl">
          <Trans>Case {caseNumber}</Trans>
        </h1>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <p className="flex items-center gap-2 text-lg font-semibold text-ink-900">
            <Building2 aria-hidden="true" className="h-5 w-5 shrink-0 text-brand-700" />
            {clientCase.timeshareCompany}
          </p>
          <StatusBadge status={clientCase.status} />
        </div>
        <OnThisPage />
      </header>
      <CaseSection id="case-progress" title={t`Case progress`}>
        <CaseProgressSteps status={clientCase.status} />
      </CaseSection>
      <CasePartner partner={detail.partner} />
      <CaseRequests userId={userId} caseId={caseId} requests={detail.requests} />
      <CaseConversation userId={userId} caseId={caseId} documents={detail.documents} />
      <CaseSection
        id="case-documents"
        title={t`Documents`}
        intro={t`The documents your attorney, our team and you added to the case.`}
      >
        <CaseDocuments
          caseId={caseId}
          documents={detail.documents}
          headingId="case-documents-heading"
        />
        <AddDocuments userId={userId} caseId={caseId} />
      </CaseSection>
      <CaseUpdates updates={detail.updates} />
      <CaseFacts clientCase={clientCase} />
    </div>
  );
}

export const CASE_NOT_FOUND_MESSAGE = msg`We could not find this case among yours. It may have been removed, or the link may be incomplete.`;

/** The case page's body: the case once loaded, else loading, not found, or the failure with Try again. */
export function CaseView({ userId, caseId }: { userId: string; caseId: string }) {
  const detail = useCase(userId, caseId);
  const { t, i18n } = useLingui();
  const back = (
    <BackLink to={paths.dashboard.getHref()} className="underline underline-offset-4">
      <Trans>Back to My Dashboard</Trans>
    </BackLink>
  );
  if (detail.isSuccess) {
    return (
      <div className="space-y-4">
        {back}
        <CaseViewContent userId={userId} detail={detail.data} />
      </div>
    );
  }
  const notFound = detail.error instanceof ApiError && detail.error.status === 404;
  return (
    <div className="space-y-6">
      {back}
      <h1 className="text-3xl font-bold text-ink-900 md:text-4xl">
        {notFound ? t`Case not found` : t`Your case`}
      </h1>
      {notFound ? (
        <p className="text-lg text-ink-700">{i18n._(CASE_NOT_FOUND_MESSAGE)}</p>
      ) : (
        <QueryStatus
          query={detail}
          loadingLabel={t`Loading the case details`}
          failedTitle={t`We could not load this case.`}
        />
      )}
    </div>
  );
}
