import { Clock, Mail, Phone, ShieldCheck } from 'lucide-react';
import { useState, type MouseEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Modal } from '@client/components/ui/modal';
import { EmailText } from '@client/components/contact-lines';
import { landingSections, paths, type LandingSection } from '@client/lib/paths';
import { useGoToSection } from '@client/lib/section-scroll';
import { mailtoHref, siteConfig, telHref } from '@client/lib/site-config';
import { sectionHref } from './nav-bar';

/** Requirements §9: footer links scroll about 500 ms after arriving on the landing page. */
const FOOTER_SCROLL_DELAY_MS = 500;

const linkClassName =
  'inline-flex min-h-11 items-center rounded text-white underline decoration-white/40 underline-offset-4 hover:decoration-white';

const sectionLinks: { label: string; section: LandingSection }[] = [
  { label: 'Ask for help', section: landingSections.getHelp },
  { label: 'Trusted partners', section: landingSections.partners },
  { label: 'Support and donate', section: landingSections.support },
  { label: 'Contact us', section: landingSections.contact },
];

const pageLinks: { label: string; href: string }[] = [
  { label: 'Privacy Policy', href: paths.privacy.getHref() },
  { label: 'Terms of Use', href: paths.terms.getHref() },
  { label: 'Accessibility Statement', href: paths.accessibility.getHref() },
  { label: 'Disclaimer', href: paths.disclaimer.getHref() },
];

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="text-base font-bold tracking-wide text-accent-400 uppercase">{title}</h2>
      <div className="mt-3">{children}</div>
    </div>
  );
}

function MissionDialog() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={linkClassName}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        Our Mission
      </button>
      <Modal open={open} onOpenChange={setOpen} title="Our Mission">
        <div className="space-y-4 text-ink-700">
          <p>
            Timeshare Resolution Advocates is a nonprofit. We help timeshare owners understand their
            contracts and their rights, so they can make calm, informed choices.
          </p>
          <p>
            We warn people about exit scams, explain options in plain words, and connect owners with
            independent partners we have checked. We never ask for upfront fees, wire transfers or
            gift cards.
          </p>
          <p>
            No one should feel trapped or pressured. You are not alone, and you can ask us anything.
          </p>
        </div>
      </Modal>
    </>
  );
}

export function SiteFooter() {
  const goToSection = useGoToSection(FOOTER_SCROLL_DELAY_MS);
  const year = new Date().getFullYear();

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
              A nonprofit helping timeshare owners understand their rights and find safe, honest
              help.
            </p>
          </div>

          <FooterColumn title="Get help">
            <nav aria-label="Footer">
              <ul className="space-y-1">
                {sectionLinks.map((link) => (
                  <li key={link.section}>
                    <a
                      href={sectionHref(link.section)}
                      onClick={onSectionClick(link.section)}
                      className={linkClassName}
                    >
                      {link.label}
                    </a>
                  </li>
                ))}
                <li>
                  <Link to={paths.resources.getHref()} className={linkClassName}>
                    Guides and resources
                  </Link>
                </li>
                <li>
                  <Link to={paths.legal.getHref()} className={linkClassName}>
                    Legal Database
                  </Link>
                </li>
                <li>
                  <Link to={paths.scamCheck.getHref()} className={linkClassName}>
                    Is this offer a scam?
                  </Link>
                </li>
                <li>
                  <MissionDialog />
                </li>
              </ul>
            </nav>
          </FooterColumn>

          <FooterColumn title="Reach us">
            <ul className="space-y-1">
              <li>
                <a href={mailtoHref('Question for TRA')} className={`${linkClassName} gap-2`}>
                  <Mail aria-hidden="true" className="h-5 w-5 shrink-0" />
                  <EmailText email={siteConfig.supportEmail} />
                </a>
              </li>
              <li>
                <a
                  href={telHref(siteConfig.supportPhonePrimary)}
                  className={`${linkClassName} gap-2`}
                >
                  <Phone aria-hidden="true" className="h-5 w-5 shrink-0" />
                  {siteConfig.supportPhonePrimary}
                </a>
              </li>
              <li>
                <a
                  href={telHref(siteConfig.supportPhoneSecondary)}
                  className={`${linkClassName} gap-2`}
                >
                  <Phone aria-hidden="true" className="h-5 w-5 shrink-0" />
                  {siteConfig.supportPhoneSecondary}
                </a>
              </li>
              <li className="flex min-h-11 items-center gap-2 text-brand-100">
                <Clock aria-hidden="true" className="h-5 w-5 shrink-0" />
                {siteConfig.officeHours}
              </li>
            </ul>
          </FooterColumn>

          <FooterColumn title="About this site">
            <ul className="space-y-1">
              {pageLinks.map((link) => (
                <li key={link.href}>
                  <Link to={link.href} className={linkClassName}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </FooterColumn>
        </div>

        <div className="mt-12 space-y-2 border-t border-white/20 pt-6 text-base text-brand-100">
          <p>
            TRA gives general information, not legal advice. Paid cancellation services come from
            independent partners, not from TRA.
          </p>
          <p>© {year} Timeshare Resolution Advocates. A nonprofit consumer-advocacy service.</p>
        </div>
      </div>
    </footer>
  );
}
