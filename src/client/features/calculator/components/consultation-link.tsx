import { Trans, useLingui } from '@lingui/react/macro';
import { CallbackRequestButton } from '@client/components/callback-request/callback-request-button';
import { Mail } from 'lucide-react';
import { buttonClassName } from '@client/components/ui/button';
import { mailtoHref } from '@client/lib/site-config';
import { withReplaceable } from '@client/lib/cn';

export interface ConsultationLinkProps {
  /** The calculator's summary line, added to the e-mail when present. */
  summary?: string;
  className?: string;
}

/** "Get Free Consultation": opens the callback form, with the spec's e-mail draft inside it (requirements §2 Calculator). */
export function ConsultationLink({ summary, className }: ConsultationLinkProps) {
  const { t } = useLingui();
  const estimate = summary ? t`My estimate: ${summary}` : undefined;
  // A short, polite e-mail body; mentions the person's estimate when they have one.
  const body = [
    t`Hello,

I used the maintenance fee calculator on your website and would like to request a free consultation about my timeshare.`,
    ...(estimate ? [estimate] : []),
    t`My name:
Best phone number to reach me:
A good time to call:

Thank you for your help.`,
  ].join('\n\n');
  return (
    <CallbackRequestButton
      mailtoHref={mailtoHref(t`Free Consultation Request`, body)}
      initialMessage={estimate}
      className={withReplaceable(buttonClassName('accent', 'lg'), [
        'px-4 text-center text-base no-underline sm:px-7 sm:text-lg',
        className,
      ])}
    >
      <Mail aria-hidden="true" className="h-5 w-5 shrink-0" />
      <Trans>Get Free Consultation</Trans>
    </CallbackRequestButton>
  );
}
