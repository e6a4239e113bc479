import { Trans, useLingui } from '@lingui/react/macro';
import { MailX } from 'lucide-react';
import { useEffect, useRef, type FormEvent } from 'react';
import { Link } from 'react-router';
import { DonePanel } from '@client/components/done-panel';
import { FormNotice } from '@client/components/form-status';
import { SubmitButton } from '@client/components/submit-button';
import { ApiError } from '@client/lib/api-client';
import { paths } from '@client/lib/paths';
import { siteConfig, telHref, useOfficeHours } from '@client/lib/site-config';
import { useUnsubscribe } from '../api/unsubscribe';

/** Where to go instead when the link does not work (the message above says why). */
function OtherWays() {
  const phone = siteConfig.supportPhonePrimary;
  const hours = useOfficeHours();
  return (
    <p className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
      <Link to={paths.auth.getHref()} className="font-semibold underline">
        <Trans>Sign in to your dashboard</Trans>
      </Link>
      <span>
        <Trans>
          Or call us at{' '}
          <a href={telHref(phone)} className="font-semibold underline">
            {phone}
          </a>{' '}
          ({hours})
        </Trans>
      </span>
    </p>
  );
}

/**
 * Says what stopping e-mails means and does it only when the button is pressed: opening the
 * link (mail programs open links to check them) changes nothing. A refused link (used,
 * expired or changed) shows why and the other ways; a lost connection leaves the button to try
 * again.
 */
export function UnsubscribePanel({ token }: { token: string | null }) {
  const { t } = useLingui();
  const unsubscribe = useUnsubscribe();
  const problemRef = useRef<HTMLDivElement>(null);
  // The button may be gone with the refusal: the focus goes to why, which comes into view.
  useEffect(() => {
    if (unsubscribe.error) problemRef.current?.focus();
  }, [unsubscribe.error]);

  if (!token) {
    return (
      <FormNotice
        tone="error"
        title={t`This link is not complete`}
        // The words of UNSUBSCRIBE_LINK_INCOMPLETE_MESSAGE (@shared/contracts/notifications).
        message={t`This link is not complete. Please open the link from the e-mail again, or copy the whole address into your browser.`}
      >
        <OtherWays />
      </FormNotice>
    );
  }
  if (unsubscribe.isSuccess) {
    return (
      <DonePanel title={t`You will not get e-mails from us any more`}>
        <p className="text-lg text-ink-700">{unsubscribe.data.message}</p>
        <p className="text-lg">
          <Link to={paths.home.getHref()} className="font-semibold underline">
            <Trans>Go to our home page</Trans>
          </Link>
        </p>
      </DonePanel>
    );
  }

  const linkRefused = unsubscribe.error instanceof ApiError && unsubscribe.error.status === 400;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!unsubscribe.isPending) unsubscribe.mutate({ token });
  };
  return (
    <div className="space-y-5 text-lg text-ink-800">
      {unsubscribe.error ? (
        <div ref={problemRef} tabIndex={-1} className="scroll-mt-24 focus:outline-none">
          <FormNotice
            tone="error"
            title={t`We could not stop your e-mails with this link`}
            message={unsubscribe.error.message}
          >
            {linkRefused ? <OtherWays /> : null}
          </FormNotice>
        </div>
      ) : null}
      {linkRefused ? null : (
        <>
          <p>
            <Trans>If you press the button below, we will stop sending you e-mails:</Trans>
          </p>
          <ul className="list-disc space-y-1 pl-6">
            <li>
              <Trans>about new guides on our website, and</Trans>
            </li>
            <li>
              <Trans>about your case, such as a new message or a document we need from you.</Trans>
            </li>
          </ul>
          <p>
            <Trans>
              Nothing else changes. Your account, your case and your documents stay as they are, and
              you can sign in at any time to see them. You can turn e-mails back on later in Your
              Preferences on your dashboard.
            </Trans>
          </p>
          <p>
            <Trans>If you want to keep getting our e-mails, you do not need to do anything.</Trans>
          </p>
          <form onSubmit={onSubmit}>
            <SubmitButton
              busy={unsubscribe.isPending}
              busyLabel={t`Stopping e-mails…`}
              icon={MailX}
            >
              <Trans>Stop e-mails from us</Trans>
            </SubmitButton>
          </form>
        </>
      )}
    </div>
  );
}
