import { Trans, useLingui } from '@lingui/react/macro';
import {
  Briefcase,
  Gavel,
  HeartHandshake,
  Info,
  Landmark,
  Mail,
  Phone,
  type LucideIcon,
} from 'lucide-react';
import { partnerCategories } from '@shared/partner-categories';
import { Card } from '@client/components/ui/card';
import { Section } from '@client/components/ui/section';
import { landingSections } from '@client/lib/paths';
import { mailtoHref, siteConfig, telHref } from '@client/lib/site-config';

/** An icon for each requirements §9 partner category; the names and words are in shared/options. */
const categoryIcons: Record<(typeof partnerCategories)[number]['id'], LucideIcon> = {
  'legal-aid': Gavel,
  'cancellation-services': Briefcase,
  'financial-advisors': Landmark,
  'support-services': HeartHandshake,
};

const categories = partnerCategories.map((category) => ({
  ...category,
  icon: categoryIcons[category.id],
}));

const phones = [siteConfig.supportPhonePrimary, siteConfig.supportPhoneSecondary];

/** Requirements §2: trusted partners (anchor partners), each with a mailto inquiry and two phones. */
export function PartnersSection() {
  const { t, i18n } = useLingui();
  return (
    <Section
      id={landingSections.partners}
      title={t`Trusted partners`}
      intro={t`When you need more help than we can give, we can point you to people we have checked.`}
      className="bg-white"
    >
      <ul className="grid gap-6 md:grid-cols-2">
        {categories.map(({ id, icon: Icon, name: nameText, description }) => {
          const name = i18n._(nameText);
          return (
            <li key={id}>
              <Card className="flex h-full flex-col">
                <div className="flex items-center gap-4">
                  <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-accent-100">
                    <Icon aria-hidden="true" className="h-6 w-6 text-brand-800" />
                  </span>
                  <h3 className="text-xl font-bold text-ink-900">{name}</h3>
                </div>
                <p className="mt-3 flex-1 text-ink-700">{i18n._(description)}</p>
                <ul className="mt-4 space-y-1 border-t border-ink-200 pt-4">
                  <li>
                    <a
                      href={mailtoHref(
                        t`Partner inquiry: ${name}`,
                        t`Hello,\n\nI would like to know more about your ${name} partners.\n\nThank you.`,
                      )}
                      className="inline-flex min-h-11 items-center gap-3 font-semibold underline underline-offset-4"
                    >
                      <Mail aria-hidden="true" className="h-5 w-5 shrink-0" />
                      <Trans>Email us about {name}</Trans>
                    </a>
                  </li>
                  {phones.map((phone, index) => (
                    <li key={index}>
                      <a
                        href={telHref(phone)}
                        className="inline-flex min-h-11 items-center gap-3 font-semibold underline underline-offset-4"
                      >
                        <Phone aria-hidden="true" className="h-5 w-5 shrink-0" />
                        <span>
                          <Trans>
                            Call {phone}
                            <span className="sr-only"> about {name}</span>
                          </Trans>
                        </span>
                      </a>
                    </li>
                  ))}
                </ul>
              </Card>
            </li>
          );
        })}
      </ul>
      <p className="mt-8 flex max-w-3xl gap-3 rounded-xl border border-accent-500 bg-accent-100 p-4 text-ink-900">
        <Info aria-hidden="true" className="mt-1 h-5 w-5 shrink-0 text-brand-800" />
        <span>
          <Trans>
            Please note: paid services, such as cancellation services, come from independent
            partners, not from TRA. We check our partners carefully, but you always choose whether
            to work with them, and they should explain their fees in writing before you agree to
            anything.
          </Trans>
        </span>
      </p>
    </Section>
  );
}
