import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Clock, Mail, Phone, ShieldCheck } from 'lucide-react';
import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { deferredPart } from '@client/components/deferred-part';
import { EmailText } from '@client/components/contact-lines';
import { LanguageSwitch } from '@client/components/language-switch';
import { useLocalizedHref } from '@client/lib/i18n/use-locale';
import { landingSections, paths, type LandingSection } from '@client/lib/paths';
import { useGoToSection } from '@client/lib/section-scroll';
import { mailtoHref, siteConfig, telHref, useOfficeHours } from '@client/lib/site-config';
import { sectionHref } from './nav-bar';

/** Requirements §9: footer links scroll about 500 ms after arriving on the landing page. */
const FOOTER_SCROLL_DELAY_MS = 500;

export const footerLinkClassName =
  'inline-flex min-h-11 items-center rounded text-white underline decoration-white/40 underline-offset-4 hover:decoration-white';

const sectionLinks: { label: MessageDescriptor; section: LandingSection }[] = [
  { label: msg`Ask for help`, section: landingSections.getHelp },
  { label: msg`Trusted partners`, section: landingSections.partners },
  { label: msg`Support and donate`, section: landingSections.support },
  { label: msg`Contact us`, section: landingSections.contact },
];

const pageLinks: { label: MessageDescriptor; href: string }[] = [
  { label: msg`Privacy Policy`, href: paths.privacy.getHref() },
  { label: msg`Terms of Use`, href: paths.terms.getHref() },
  { label: msg`Accessibility Statement`, href: paths.accessibility.getHref() },
  { label: msg`Disclaimer`, href: paths.disclaimer.getHref() },
];

function FooterColumn({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <div>
      <h2 className="text-base font-bold tracking-wide text-accent-400 uppercase">{title}</h2>
      <div className="mt-3">{children}</div>
    </div>
  );
}

// A button until pressed: the dialog's code (and the modal's) comes after the page's own.
const MissionDialog = deferredPart(() => import('./mission-dialog').then((m) => m.MissionDialog));

export function SiteFooter() {
  const goToSection = useGoToSection(FOOTER_SCROLL_DELAY_MS);
  const year = new Date().getFullYear();
  const { i18n } = useLingui();
  const localized = useLocalizedHref();
  const officeHours = useOfficeHours();

  const onSectionClick = (section: LandingSection) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    goToSection(section);
  };

  return (
    <footer className="bg-brand-900 text-white">
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
        <div className="grid gap-10 md:grid-cols-2 lg:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)_minmax(0,1.4fr)_minmax(0,1.1fr)] lg:gap-8">
          <div>
            <p className="flex items-center gap-2.5 leading-snug font-bold">
              <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-brand-800">
                <ShieldCheck aria-hidden="true" className="h-6 w-6 text-accent-400" />
              </span>
              Timeshare Resolution Advocates
            </p>
            <p className="mt-3 text-brand-100">
              <Trans>
                A nonprofit helping timeshare owners understand their rights and find safe, honest
                help.
              </Trans>
            </p>
            <p className="mt-3 text-brand-100">
              <LanguageSwitch className="px-0 text-white decoration-white/40 hover:decoration-white" />
            </p>
          </div>

          <FooterColumn title={<Trans>Get help</Trans>}>
            <nav aria-label={i18n._(msg`Footer`)}>
              <ul className="space-y-1">
                {sectionLinks.map((link) => (
                  <li key={link.section}>
                    <a
                      href={localized(sectionHref(link.section))}
                      onClick={onSectionClick(link.section)}
                      className={footerLinkClassName}
                    >
                      {i18n._(link.label)}
                    </a>
                  </li>
                ))}
                <li>
                  <Link to={paths.resources.getHref()} className={footerLinkClassName}>
                    <Trans>Guides and resources</Trans>
                  </Link>
                </li>
                <li>
                  <Link to={paths.legal.getHref()} className={footerLinkClassName}>
                    <Trans>Legal Database</Trans>
                  </Link>
                </li>
                <li>
                  <Link to={paths.scamCheck.getHref()} className={footerLinkClassName}>
                    <Trans>Is this offer a scam?</Trans>
                  </Link>
                </li>
                <li>
                  <MissionDialog />
                </li>
              </ul>
            </nav>
          </FooterColumn>

          <FooterColumn title={<Trans>Reach us</Trans>}>
            <ul className="space-y-1">
              <li>
                <a
                  href={mailtoHref(i18n._(msg`Question for TRA`))}
                  className={`${footerLinkClassName} gap-2`}
                >
                  <Mail aria-hidden="true" className="h-5 w-5 shrink-0" />
                  <EmailText email={siteConfig.supportEmail} />
                </a>
              </li>
              <li>
                <a
                  href={telHref(siteConfig.supportPhonePrimary)}
                  className={`${footerLinkClassName} gap-2`}
                >
                  <Phone aria-hidden="true" className="h-5 w-5 shrink-0" />
                  {siteConfig.supportPhonePrimary}
                </a>
              </li>
              <li>
                <a
                  href={telHref(siteConfig.supportPhoneSecondary)}
                  className={`${footerLinkClassName} gap-2`}
                >
                  <Phone aria-hidden="true" className="h-5 w-5 shrink-0" />
                  {siteConfig.supportPhoneSecondary}
                </a>
              </li>
              <li className="flex min-h-11 items-center gap-2 text-brand-100">
                <Clock aria-hidden="true" className="h-5 w-5 shrink-0" />
                {officeHours}
              </li>
            </ul>
          </FooterColumn>

          <FooterColumn title={<Trans>About this site</Trans>}>
            <ul className="space-y-1">
              {pageLinks.map((link) => (
                <li key={link.href}>
                  <Link to={link.href} className={footerLinkClassName}>
                    {i18n._(link.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </FooterColumn>
        </div>

        <div className="mt-12 space-y-2 border-t border-white/20 pt-6 text-base text-brand-100">
          <p>
            <Trans>
              TRA gives general information, not legal advice. Paid cancellation services come from
              independent partners, not from TRA.
            </Trans>
          </p>
          <p>
            <Trans>
              © {year} Timeshare Resolution Advocates. A nonprofit consumer-advocacy service.
            </Trans>
          </p>
        </div>
      </div>
    </footer>
  );
}
