import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useEffect, type ReactNode } from 'react';
import { deferredPart } from '@client/components/deferred-part';
import { Card } from '@client/components/ui/card';
import { Section } from '@client/components/ui/section';
import { ContactAside } from '@client/features/landing/components/contact-aside';
import { faqAnswerText, faqEntries } from '@client/features/landing/components/faq-entries';
import { FaqSection } from '@client/features/landing/components/faq-section';
import { GetHelpAside } from '@client/features/landing/components/get-help-aside';
import { HeroSection } from '@client/features/landing/components/hero-section';
import { PartnersSection } from '@client/features/landing/components/partners-section';
import { ResourcesSection } from '@client/features/landing/components/resources-section';
import { ServicesSection } from '@client/features/landing/components/services-section';
import { SupportSection } from '@client/features/landing/components/support-section';
import { TrustSignals } from '@client/features/landing/components/trust-signals';
import { FormPlaceholder } from '@client/features/public-forms/components/form-placeholder';
import { landingSections } from '@client/lib/paths';
import { DEFAULT_DESCRIPTION } from '@client/lib/head-tags';
import { usePageHead } from '@client/lib/page-head';
import { faqPageJsonLd, organizationJsonLd } from '@client/lib/structured-data';

// The forms sit below the fold: their code (form state and validation) loads right after the
// first paint instead of delaying it.
const IntakeForm = deferredPart(() =>
  import('@client/features/public-forms/components/intake-form').then((m) => m.IntakeForm),
);
const ContactForm = deferredPart(() =>
  import('@client/features/public-forms/components/contact-form').then((m) => m.ContactForm),
);

/** Requirements §2: on load the landing page clears any URL hash and scrolls to the top. */
function useCleanStart() {
  useEffect(() => {
    const { hash, pathname, search } = window.location;
    if (hash) window.history.replaceState(window.history.state, '', `${pathname}${search}`);
    window.scrollTo(0, 0);
  }, []);
}

interface FormSectionProps {
  id: string;
  title: string;
  intro: string;
  className: string;
  form: ReactNode;
  aside: ReactNode;
}

/** A landing section with a form in a card and helpful contacts beside it. */
function FormSection({ form, aside, ...section }: FormSectionProps) {
  return (
    <Section {...section}>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Card className="p-5 sm:p-8">{form}</Card>
        <div>{aside}</div>
      </div>
    </Section>
  );
}

/** The organisation and the FAQ the page shows, for search engines. */
function landingJsonLd(siteUrl: string, i18n: I18n) {
  return [
    organizationJsonLd(siteUrl, i18n),
    faqPageJsonLd(
      faqEntries.map((entry) => ({
        question: i18n._(entry.question),
        answer: faqAnswerText(entry, i18n),
      })),
    ),
  ];
}

export default function LandingPage() {
  const { t, i18n } = useLingui();
  usePageHead({
    description: i18n._(DEFAULT_DESCRIPTION),
    jsonLd: (siteUrl) => landingJsonLd(siteUrl, i18n),
  });
  useCleanStart();

  return (
    <>
      <HeroSection />
      <TrustSignals />
      <ServicesSection />

      <FormSection
        id={landingSections.getHelp}
        title={t`Ask us for help`}
        intro={t`Tell us about your timeshare. We will contact you within 24 hours.`}
        className="bg-white"
        // The placeholder holds about the form's height while its code loads, so the page does not jump.
        form={
          <IntakeForm
            fallback={<FormPlaceholder label={t`Loading the form`} minHeight="52rem" />}
          />
        }
        aside={<GetHelpAside />}
      />

      <ResourcesSection />
      <PartnersSection />
      <FaqSection />
      <SupportSection />

      <FormSection
        id={landingSections.contact}
        title={t`Contact us`}
        intro={t`Have a question for us? Send a message and our team will reply.`}
        className="bg-ink-50"
        form={
          <ContactForm
            fallback={<FormPlaceholder label={t`Loading the form`} minHeight="34rem" />}
          />
        }
        aside={<ContactAside />}
      />
    </>
  );
}
