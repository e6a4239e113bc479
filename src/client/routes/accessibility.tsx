import { EmailText } from '@client/components/contact-lines';
import { InfoPage, InfoSection } from '@client/features/landing/components/info-page';
import { usePageHead } from '@client/lib/page-head';
import { mailtoHref, siteConfig, telHref } from '@client/lib/site-config';

export default function AccessibilityPage() {
  usePageHead({
    title: 'Accessibility Statement',
    description:
      'How we make our website usable for everyone, including people who use a screen reader, a keyboard or larger text, and how to tell us about a problem.',
  });
  return (
    <InfoPage
      title="Accessibility Statement"
      summary={
        <p>
          We want everyone to be able to use our website, including people who use a screen reader,
          a keyboard, or larger text.
        </p>
      }
    >
      <InfoSection title="Our goal">
        <p>
          We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA. These are
          widely used guidelines for making websites easier to use for people with disabilities.
        </p>
      </InfoSection>

      <InfoSection title="What we do">
        <ul className="list-disc space-y-2 pl-6">
          <li>We use larger text, clear colors and strong contrast.</li>
          <li>Every part of the site can be used with a keyboard alone.</li>
          <li>We label forms and buttons so screen readers can read them.</li>
          <li>Buttons and links are large enough to tap easily on a phone.</li>
          <li>We write in plain, simple language.</li>
          <li>The site works when you zoom in, and respects “reduce motion” settings.</li>
        </ul>
      </InfoSection>

      <InfoSection title="If something does not work for you">
        <p>
          We are still learning and improving. If any part of this website is hard for you to use,
          please tell us. We will help you get the information you need in another way, and we will
          work to fix the problem.
        </p>
        <p>
          Email{' '}
          <a href={mailtoHref('Accessibility problem')} className="font-semibold underline">
            <EmailText email={siteConfig.supportEmail} />
          </a>{' '}
          or call{' '}
          <a href={telHref(siteConfig.supportPhonePrimary)} className="font-semibold underline">
            {siteConfig.supportPhonePrimary}
          </a>
          . It helps us if you tell us which page you were on and what went wrong.
        </p>
      </InfoSection>
    </InfoPage>
  );
}
