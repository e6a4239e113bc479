import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { ContactItem, IntakeItem } from '@shared/contracts/admin-inbox';
import { optionLabel, purchaseTimeframes } from '@shared/options';
import { EmailText } from '@client/components/contact-lines';
import { DescriptionItem } from '@client/components/description-item';
import { formatDateTime } from '@client/lib/format-date';
import { paths } from '@client/lib/paths';
import { telHref } from '@client/lib/site-config';
import type { InboxItem } from '../api/get-inbox';
import { SubmissionStatusBadge } from './submission-status-badge';
import { WrittenIn } from './written-in';
import { signedDetail, TimeCriticalFlag } from './time-critical';

/** What they wrote, with its line breaks. */
function Writing({ children }: { children: string }) {
  return <p className="whitespace-pre-wrap">{children}</p>;
}

function IntakeFields({ item }: { item: IntakeItem }) {
  const { t, i18n } = useLingui();
  const notGiven = t`Not given`;
  const invited = item.invitedAt ? formatDateTime(item.invitedAt) : '';
  const clientName = item.client?.name ?? '';
  return (
    <>
      <DescriptionItem term={t`Reference`}>{item.reference ?? notGiven}</DescriptionItem>
      <DescriptionItem term={t`Phone`}>
        {item.phone ? (
          <a href={telHref(item.phone)} className="underline underline-offset-4">
            {item.phone}
          </a>
        ) : (
          notGiven
        )}
      </DescriptionItem>
      <DescriptionItem term={t`Timeshare company`}>{item.timeshareCompany}</DescriptionItem>
      <DescriptionItem term={t`Bought`}>
        {item.purchaseDate ? i18n._(optionLabel(purchaseTimeframes, item.purchaseDate)) : notGiven}
      </DescriptionItem>
      <DescriptionItem term={t`Signed`}>{signedDetail(i18n, item) ?? notGiven}</DescriptionItem>
      <DescriptionItem term={t`Their situation`} className="sm:col-span-2">
        <Writing>{item.situation}</Writing>
      </DescriptionItem>
      <DescriptionItem term={t`Invitation to create an account`}>
        {item.invitedAt ? t`Sent ${invited}` : t`Not sent`}
      </DescriptionItem>
      <DescriptionItem term={t`Account`}>
        {item.client ? t`Created: ${clientName}` : t`No account yet`}
      </DescriptionItem>
      <DescriptionItem term={t`Case`}>
        {item.case ? (
          <Link to={paths.adminCases.getHref({ q: item.case.caseNumber })}>
            {item.case.caseNumber}
          </Link>
        ) : (
          t`No case yet`
        )}
      </DescriptionItem>
    </>
  );
}

function ContactFields({ item }: { item: ContactItem }) {
  const { t } = useLingui();
  return (
    <>
      <DescriptionItem term={t`Subject`} className="sm:col-span-2">
        {item.subject}
      </DescriptionItem>
      <DescriptionItem term={t`Message`} className="sm:col-span-2">
        <Writing>{item.message}</Writing>
      </DescriptionItem>
    </>
  );
}

/** Every field of an intake request or a contact message. */
export function InboxItemDetails({ item }: { item: InboxItem }) {
  const { t } = useLingui();
  return (
    <>
      {/* Outside the list: a description list may hold only terms and their descriptions. */}
      {'situation' in item && item.timeCritical ? (
        <div className="mb-4">
          <TimeCriticalFlag item={item} />
        </div>
      ) : null}
      <dl className="grid gap-4 sm:grid-cols-2">
        <DescriptionItem term={t`Status`}>
          <SubmissionStatusBadge status={item.status} />
        </DescriptionItem>
        <DescriptionItem term={t`Received`}>{formatDateTime(item.createdAt)}</DescriptionItem>
        <DescriptionItem term={t`E-mail`}>
          <a href={`mailto:${item.email}`} className="underline underline-offset-4">
            <EmailText email={item.email} />
          </a>
        </DescriptionItem>
        <WrittenIn locale={item.locale} />
        {'situation' in item ? <IntakeFields item={item} /> : <ContactFields item={item} />}
        <DescriptionItem term={t`Last changed`}>{formatDateTime(item.updatedAt)}</DescriptionItem>
      </dl>
    </>
  );
}
