import { Trans, useLingui } from '@lingui/react/macro';
import { EmailText } from '@client/components/contact-lines';
import { InfoPage, InfoSection } from '@client/features/landing/components/info-page';
import { usePageHead } from '@client/lib/page-head';
import { mailtoHref, siteConfig, telHref } from '@client/lib/site-config';

export default function AccessibilityPage() {
  const { t } = useLingui();
  const phone = siteConfig.supportPhonePrimary;
  usePageHead({
    title: t`Accessibility Statement`,
    description: t`How we make our website usable for everyone, including people who use a screen reader, a keyboard or larger text, and how to tell us about a problem.`,
  });
  return (
    <InfoPage
      title={t`Accessibility Statement`}
      summary={
        <p>
          <Trans>
            We want everyone to be able to use our website, including people who use a screen
            reader, a keyboard, or larger text.
          </Trans>
        </p>
      }
    >
      <InfoSection title={t`Our goal`}>
        <p>
          <Trans>
            We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA. These
            are widely used guidelines for making websites easier to use for people with
            disabilities.
          </Trans>
        </p>
      </InfoSection>

      <InfoSection title={t`What we do`}>
        <ul className="list-disc space-y-2 pl-6">
          <li>
            <Trans>We use larger text, clear colors and strong contrast.</Trans>
          </li>
          <li>
            <Trans>Every part of the site can be used with a keyboard alone.</Trans>
          </li>
          <li>
            <Trans>We label forms and buttons so screen readers can read them.</Trans>
          </li>
          <li>
            <Trans>Buttons and links are large enough to tap easily on a phone.</Trans>
          </li>
          <li>
            <Trans>We write in plain, simple language.</Trans>
          </li>
          <li>
            <Trans>The site works when you zoom in, and respects “reduce motion” settings.</Trans>
          </li>
        </ul>
      </InfoSection>

      <InfoSection title={t`If something does not work for you`}>
        <p>
          <Trans>
            We are still learning and improving. If any part of this website is hard for you to use,
            please tell us. We will help you get the information you need in another way, and we
            will work to fix the problem.
          </Trans>
        </p>
        <p>
          <Trans>
            Email{' '}
            <a href={mailtoHref(t`Accessibility problem`)} className="font-semibold underline">
              <EmailText email={siteConfig.supportEmail} />
            </a>{' '}
            or call{' '}
            <a href={telHref(phone)} className="font-semibold underline">
              {phone}
            </a>
            . It helps us if you tell us which page you were on and what went wrong.
          </Trans>
        </p>
      </InfoSection>
    </InfoPage>
  );
}
