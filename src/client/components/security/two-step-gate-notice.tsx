import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowRight, ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { FormNotice } from '@client/components/form-status';
import { buttonClassName } from '@client/components/ui/button';

export interface TwoStepGateNoticeProps {
  /** The role must use two-step sign-in and it is not set up yet (issue 17 §3). */
  required: boolean;
  /** Where the person carries on once it is, such as the staff area. */
  continueHref: string;
  continueLabel: string;
}

/**
 * At the top of a Security page: why the person was brought here while their role's two-step
 * sign-in is not set up, and, once it is, the way on with the same sign-in.
 */
export function TwoStepGateNotice({
  required,
  continueHref,
  continueLabel,
}: TwoStepGateNoticeProps) {
  const { t } = useLingui();
  const [wasRequired, setWasRequired] = useState(required);
  if (required && !wasRequired) setWasRequired(true);

  if (required) {
    return (
      <div className="flex items-start gap-3 rounded-xl border-2 border-accent-500 bg-accent-100 p-4 text-ink-900">
        <ShieldAlert aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0" />
        <div className="space-y-1">
          <p className="font-semibold">
            <Trans>Set up two-step sign-in to continue</Trans>
          </p>
          <p>
            <Trans>
              Your role requires two-step sign-in. Turn it on below; the rest of your area opens as
              soon as it is set up.
            </Trans>
          </p>
        </div>
      </div>
    );
  }
  return (
    <FormNotice
      tone="success"
      title={wasRequired ? t`Two-step sign-in is set up.` : null}
      message={wasRequired ? t`You can now use everything your role allows.` : null}
    >
      <Link to={continueHref} className={buttonClassName('primary', 'md', 'mt-3 no-underline')}>
        {continueLabel}
        <ArrowRight aria-hidden="true" className="h-5 w-5" />
      </Link>
    </FormNotice>
  );
}
