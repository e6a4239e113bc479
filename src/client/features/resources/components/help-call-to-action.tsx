import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ClipboardList, MessageSquare, Phone } from 'lucide-react';
import type { MouseEvent } from 'react';
import { buttonClassName } from '@client/components/ui/button';
import { landingSections, paths, type LandingSection } from '@client/lib/paths';
import { useLocalizedHref } from '@client/lib/i18n/use-locale';
import { useGoToSection } from '@client/lib/section-scroll';
import { siteConfig, telHref, useOfficeHours } from '@client/lib/site-config';

const sectionHref = (section: LandingSection) => `${paths.home.getHref()}#${section}`;

/** The two ways to ask for help, each a button-like link to its landing-page section. */
const sectionLinks = [
  {
    section: landingSections.getHelp,
    icon: ClipboardList,
    label: msg`Ask us for help`,
    className: buttonClassName('accent', 'lg', 'no-underline focus-visible:ring-offset-brand-800'),
  },
  {
    section: landingSections.contact,
    icon: MessageSquare,
    label: msg`Send us a message`,
    className: buttonClassName(
      'outline',
      'lg',
      'border-white bg-transparent text-white no-underline hover:bg-white/10 focus-visible:ring-white focus-visible:ring-offset-brand-800',
    ),
  },
] as const;

/**
 * Requirements §2: the education centre's call to action. The links lead to the landing page's
 * get-help and contact sections; in the app they scroll there (the landing page clears a hash).
 */
export function HelpCallToAction({ headingId = 'help-cta-heading' }: { headingId?: string }) {
  const goToSection = useGoToSection();
  const { i18n } = useLingui();
  const localizedHref = useLocalizedHref();
  const phone = siteConfig.supportPhonePrimary;
  const hours = useOfficeHours();
  const follow = (section: LandingSection) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) {
      return;
    }
    event.preventDefault();
    goToSection(section);
  };

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl bg-brand-800 p-6 text-white shadow-sm sm:p-10"
    >
      <h2 id={headingId} className="text-3xl font-bold">
        <Trans>Would you like help with your own situation?</Trans>
      </h2>
      <p className="mt-3 max-w-3xl text-lg text-brand-50">
        <Trans>
          Tell us about your timeshare and we will contact you within 24 hours. Asking is free, and
          there is no pressure to do anything.
        </Trans>
      </p>
      <div className="mt-6 flex flex-col gap-4 sm:flex-row sm:flex-wrap">
        {sectionLinks.map(({ section, icon: Icon, label, className }) => (
          <a
            key={section}
            href={localizedHref(sectionHref(section))}
            onClick={follow(section)}
            className={className}
          >
            <Icon aria-hidden="true" className="h-6 w-6" />
            {i18n._(label)}
          </a>
        ))}
      </div>
      <p className="mt-5 text-lg text-brand-100">
        <Trans>
          Prefer to talk? Call{' '}
          <a
            href={telHref(phone)}
            className="inline-flex min-h-11 items-center gap-1 font-semibold whitespace-nowrap text-white underline focus-visible:outline-white"
          >
            <Phone aria-hidden="true" className="h-5 w-5" />
            {phone}
          </a>{' '}
          ({hours}).
        </Trans>
      </p>
    </section>
  );
}
