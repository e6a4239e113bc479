import { Trans, useLingui } from '@lingui/react/macro';
import { Handshake, LogIn, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClassName } from '@client/components/ui/button';
import { Section } from '@client/components/ui/section';
import { PartnersSection } from '@client/features/landing/components/partners-section';
import { VerificationPath } from '@client/features/partner-portal/components/verification-path';
import { paths } from '@client/lib/paths';
import { usePageHead } from '@client/lib/page-head';

/**
 * /partners: the partner network for everyone. Owners read who the partners are and how they
 * are checked; professionals find the way to apply or sign in.
 */
export default function PartnersPage() {
  const { t } = useLingui();
  usePageHead({
    title: t`Our Partner Network`,
    description: t`The independent legal professionals and services Timeshare Resolution Advocates refers owners to, and how we check every partner before they can help.`,
  });
  return (
    <>
      <header className="bg-brand-800 px-4 py-12 sm:px-6 md:py-16">
        <div className="mx-auto max-w-6xl space-y-5 text-white">
          <h1 className="text-4xl leading-tight font-bold md:text-5xl">
            <Trans>Our Partner Network</Trans>
          </h1>
          <p className="max-w-3xl text-xl text-brand-50">
            <Trans>
              Timeshare Resolution Advocates is a nonprofit. When you need more help than we can
              give, we refer you to independent legal professionals and services we have checked.
            </Trans>
          </p>
          <p className="max-w-3xl text-lg text-brand-100">
            <Trans>
              Are you a law firm, solo attorney, legal aid organization or legal consultant? Apply
              to join the network; we review every application within 3-5 business days.
            </Trans>
          </p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Link
              to={paths.partnerPortal.getHref('apply')}
              className={buttonClassName('accent', 'lg', 'no-underline')}
            >
              <Handshake aria-hidden="true" className="h-5 w-5" />
              <Trans>Apply for Partnership</Trans>
            </Link>
            <Link
              to={paths.partnerLogin.getHref()}
              className={buttonClassName('outline', 'lg', 'no-underline')}
            >
              <LogIn aria-hidden="true" className="h-5 w-5" />
              <Trans>Partner Sign In</Trans>
            </Link>
          </div>
        </div>
      </header>

      <PartnersSection />

      <Section
        id="partner-checks"
        title={t`How we check our partners`}
        intro={t`Every partner goes through the same steps before they can work on a case.`}
        className="bg-ink-50"
      >
        <VerificationPath />
        <p className="mt-8 flex max-w-3xl gap-3 rounded-xl border border-brand-700 bg-brand-50 p-4 text-lg text-ink-900">
          <ShieldCheck aria-hidden="true" className="mt-1 h-6 w-6 shrink-0 text-brand-800" />
          <span>
            <Trans>
              TRA never asks you for upfront fees, wire transfers or gift cards. Paid services come
              from independent partners, who should explain every fee in writing before you agree to
              anything. You always choose whether to work with them.
            </Trans>
          </span>
        </p>
      </Section>
    </>
  );
}
