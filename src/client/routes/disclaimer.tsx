import { Trans, useLingui } from '@lingui/react/macro';
import { InfoPage, InfoSection } from '@client/features/landing/components/info-page';
import { usePageHead } from '@client/lib/page-head';

export default function DisclaimerPage() {
  const { t } = useLingui();
  usePageHead({
    title: t`Disclaimer`,
    description: t`Our information is general, not legal advice. What Timeshare Resolution Advocates can and cannot do for you, and how to stay safe from exit scams.`,
  });
  return (
    <InfoPage
      title={t`Disclaimer`}
      summary={
        <p>
          <Trans>
            Please read this page. It explains what we can and cannot do for you, and how to stay
            safe.
          </Trans>
        </p>
      }
    >
      <InfoSection title={t`General information, not legal advice`}>
        <p>
          <Trans>
            The information on this website is general information for timeshare owners. It is not
            legal, financial or tax advice. Every contract and every situation is different, and
            laws differ from state to state. For advice about your own situation, please speak with
            a licensed attorney.
          </Trans>
        </p>
      </InfoSection>

      <InfoSection title={t`No attorney-client relationship`}>
        <p>
          <Trans>
            Using this website, sending us a form or a message, or talking with our team does not
            create an attorney-client relationship with TRA. Please do not send us information you
            need to keep confidential for a legal matter until you have spoken with an attorney.
          </Trans>
        </p>
      </InfoSection>

      <InfoSection title={t`Independent partners`}>
        <p>
          <Trans>
            Timeshare Resolution Advocates (TRA) is a nonprofit. Paid services, such as cancellation
            services, come from independent partners, not from TRA. We check our partners carefully,
            but they make their own decisions and are responsible for their own work. You always
            choose whether to work with them.
          </Trans>
        </p>
      </InfoSection>

      <InfoSection title={t`No guarantees`}>
        <p>
          <Trans>
            No one can honestly guarantee that a timeshare will be cancelled. We do not promise any
            result, and you should be careful with anyone who does.
          </Trans>
        </p>
      </InfoSection>

      <InfoSection title={t`How to stay safe`}>
        <p>
          <Trans>
            We never ask for upfront fees, and we never ask for payment by wire transfer or gift
            card. If someone says they are from TRA and asks you for money this way, please do not
            pay. Contact us using the details below.
          </Trans>
        </p>
      </InfoSection>
    </InfoPage>
  );
}
