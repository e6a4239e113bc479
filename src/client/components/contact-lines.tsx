import { Trans, useLingui } from '@lingui/react/macro';
import { Clock, Mail, Phone } from 'lucide-react';
import { cn } from '@client/lib/cn';
import { mailtoHref, siteConfig, telHref, useOfficeHours } from '@client/lib/site-config';

const rowClassName = 'flex min-h-11 items-center gap-3';
const iconClassName = 'h-5 w-5 shrink-0 text-brand-700';

/** An e-mail address that wraps after the @ on narrow screens rather than mid-word. */
export function EmailText({ email }: { email: string }) {
  const at = email.indexOf('@');
  if (at < 0) return <span className="[overflow-wrap:anywhere]">{email}</span>;
  return (
    <span className="[overflow-wrap:anywhere]">
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </span>
  );
}

/** The support e-mail, both phone numbers and the office hours, from the site configuration. */
export function ContactLines({
  emailSubject,
  showHours = true,
  className,
}: {
  emailSubject?: string;
  showHours?: boolean;
  className?: string;
}) {
  const { t } = useLingui();
  const officeHours = useOfficeHours();
  return (
    <ul className={cn('space-y-1', className)}>
      <li>
        <a
          href={mailtoHref(emailSubject ?? t`Question for TRA`)}
          className={cn(rowClassName, 'font-semibold underline underline-offset-4')}
        >
          <Mail aria-hidden="true" className={iconClassName} />
          <EmailText email={siteConfig.supportEmail} />
        </a>
      </li>
      {[siteConfig.supportPhonePrimary, siteConfig.supportPhoneSecondary].map((phone, index) => (
        <li key={index}>
          <a
            href={telHref(phone)}
            className={cn(rowClassName, 'font-semibold underline underline-offset-4')}
          >
            <Phone aria-hidden="true" className={iconClassName} />
            {phone}
          </a>
        </li>
      ))}
      {showHours ? (
        <li className={cn(rowClassName, 'text-ink-700')}>
          <Clock aria-hidden="true" className={iconClassName} />
          <span>
            <span className="sr-only">
              <Trans>Office hours:</Trans>{' '}
            </span>
            {officeHours}
          </span>
        </li>
      ) : null}
    </ul>
  );
}
