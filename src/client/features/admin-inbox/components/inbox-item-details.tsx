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
import { signedDetail, TimeCriticalFlag } from './time-critical';

const NOT_GIVEN = 'Not given';

/** What they wrote, with its line breaks. */
function Writing({ children }: { children: string }) {
  return <p className="whitespace-pre-wrap">{children}</p>;
}

function IntakeFields({ item }: { item: IntakeItem }) {
  return (
    <>
      <DescriptionItem term="Reference">{item.reference ?? NOT_GIVEN}</DescriptionItem>
      <DescriptionItem term="Phone">
        {item.phone ? (
          <a href={telHref(item.phone)} className="underline underline-offset-4">
            {item.phone}
          </a>
        ) : (
          NOT_GIVEN
        )}
      </DescriptionItem>
      <DescriptionItem term="Timeshare company">{item.timeshareCompany}</DescriptionItem>
      <DescriptionItem term="Bought">
        {item.purchaseDate ? optionLabel(purchaseTimeframes, item.purchaseDate) : NOT_GIVEN}
      </DescriptionItem>
      <DescriptionItem term="Signed">{signedDetail(item) ?? NOT_GIVEN}</DescriptionItem>
      <DescriptionItem term="Their situation" className="sm:col-span-2">
        <Writing>{item.situation}</Writing>
      </DescriptionItem>
      <DescriptionItem term="Invitation to create an account">
        {item.invitedAt ? `Sent ${formatDateTime(item.invitedAt)}` : 'Not sent'}
      </DescriptionItem>
      <DescriptionItem term="Account">
        {item.client ? `Created: ${item.client.name}` : 'No account yet'}
      </DescriptionItem>
      <DescriptionItem term="Case">
        {item.case ? (
          <Link to={paths.adminCases.getHref({ q: item.case.caseNumber })}>
            {item.case.caseNumber}
          </Link>
        ) : (
          'No case yet'
        )}
      </DescriptionItem>
    </>
  );
}

function ContactFields({ item }: { item: ContactItem }) {
  return (
    <>
      <DescriptionItem term="Subject" className="sm:col-span-2">
        {item.subject}
      </DescriptionItem>
      <DescriptionItem term="Message" className="sm:col-span-2">
        <Writing>{item.message}</Writing>
      </DescriptionItem>
    </>
  );
}

/** Every field of an intake request or a contact message. */
export function InboxItemDetails({ item }: { item: InboxItem }) {
  return (
    <>
      {/* Outside the list: a description list may hold only terms and their descriptions. */}
      {'situation' in item && item.timeCritical ? (
        <div className="mb-4">
          <TimeCriticalFlag item={item} />
        </div>
      ) : null}
      <dl className="grid gap-4 sm:grid-cols-2">
        <DescriptionItem term="Status">
          <SubmissionStatusBadge status={item.status} />
        </DescriptionItem>
        <DescriptionItem term="Received">{formatDateTime(item.createdAt)}</DescriptionItem>
        <DescriptionItem term="E-mail">
          <a href={`mailto:${item.email}`} className="underline underline-offset-4">
            <EmailText email={item.email} />
          </a>
        </DescriptionItem>
        {'situation' in item ? <IntakeFields item={item} /> : <ContactFields item={item} />}
        <DescriptionItem term="Last changed">{formatDateTime(item.updatedAt)}</DescriptionItem>
      </dl>
    </>
  );
}
