import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowRight, FileText, PiggyBank, Scale, ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { guideSlugs } from '@shared/guides';
import { LegalDatabaseLink } from '@client/components/legal-database-link';
import { Card } from '@client/components/ui/card';
import { Section } from '@client/components/ui/section';
import { landingSections, paths } from '@client/lib/paths';

const topics = [
  {
    icon: FileText,
    title: msg`Understanding your contract`,
    slug: guideSlugs.contract,
    text: msg`What the key parts of a timeshare contract mean, and what to look for.`,
  },
  {
    icon: Scale,
    title: msg`Your rights as a consumer`,
    slug: guideSlugs.consumerRights,
    text: msg`The protections that may apply to you, explained without legal jargon.`,
  },
  {
    icon: ShieldAlert,
    title: msg`Spotting exit scams`,
    slug: guideSlugs.scams,
    text: msg`Warning signs of dishonest exit companies, and how to stay safe.`,
  },
  {
    icon: PiggyBank,
    title: msg`The real cost of keeping it`,
    slug: guideSlugs.financialImpact,
    text: msg`How maintenance fees can grow over the years, and what that means for you.`,
  },
];

/**
 * Requirements §2: educational resources cards (anchor resources). Each card opens the guide it names
 * rather than the education centre's front page (a deviation: the spec links all to /resources).
 */
export function ResourcesSection() {
  const { t, i18n } = useLingui();
  return (
    <Section
      id={landingSections.resources}
      title={t`Learn at your own pace`}
      intro={t`Our free guides are written in plain language. Read them whenever you like.`}
      className="bg-ink-50"
    >
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {topics.map(({ icon: Icon, title: titleMessage, slug, text }) => {
          const title = i18n._(titleMessage);
          return (
            <li key={slug}>
              <Card className="flex h-full flex-col">
                <Icon aria-hidden="true" className="h-8 w-8 text-brand-700" />
                <h3 className="mt-4 text-xl font-bold text-ink-900">{title}</h3>
                <p className="mt-2 flex-1 text-ink-700">{i18n._(text)}</p>
                <Link
                  to={paths.resource.getHref(slug)}
                  className="mt-4 inline-flex min-h-11 items-center gap-2 font-semibold underline"
                >
                  <Trans>
                    Read the guide<span className="sr-only">: {title}</span>
                  </Trans>
                  <ArrowRight aria-hidden="true" className="h-5 w-5" />
                </Link>
              </Card>
            </li>
          );
        })}
      </ul>
      <p className="mt-8 text-lg text-ink-900">
        <Trans>
          Just bought a timeshare? Many states give you a few days to cancel.{' '}
          <Link
            to={paths.rescissionChecker.getHref()}
            className="inline-flex min-h-11 items-center gap-2 font-semibold underline"
          >
            Check your cancellation deadline
            <ArrowRight aria-hidden="true" className="h-5 w-5" />
          </Link>
        </Trans>
      </p>
      <p className="mt-4 text-lg text-ink-900">
        <Trans>
          Want to read the laws, court cases and fill-in cancellation letters yourself?{' '}
          <LegalDatabaseLink />
        </Trans>
      </p>
    </Section>
  );
}
