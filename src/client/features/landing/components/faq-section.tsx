import { Trans, useLingui } from '@lingui/react/macro';
import { MessageCircle, Phone } from 'lucide-react';
import { Accordion } from '@client/components/ui/accordion';
import { buttonClassName } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { Section } from '@client/components/ui/section';
import { landingSections } from '@client/lib/paths';
import { useGoToSection } from '@client/lib/section-scroll';
import { siteConfig, telHref } from '@client/lib/site-config';
import { faqEntries, type FaqEntry } from './faq-entries';

function FaqAnswer({ entry }: { entry: FaqEntry }) {
  const { i18n } = useLingui();
  return (
    <>
      {entry.answer.map((block, index) =>
        'list' in block ? (
          <ul key={index} className="list-disc space-y-1 pl-6">
            {block.list.map((item) => (
              <li key={item.id}>{i18n._(item)}</li>
            ))}
          </ul>
        ) : (
          <p key={index}>{i18n._(block)}</p>
        ),
      )}
    </>
  );
}

/** Requirements §2 FAQ: one item open at a time; clicking the open item closes it. */
export function FaqSection() {
  const goToSection = useGoToSection();
  const { t, i18n } = useLingui();
  const phone = siteConfig.supportPhonePrimary;
  return (
    <Section
      id={landingSections.faq}
      title={t`Frequently asked questions`}
      intro={t`Straight answers to the questions we hear most often.`}
      className="bg-ink-50"
    >
      <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <Accordion
          className="max-w-3xl"
          items={faqEntries.map((entry) => ({
            id: entry.id,
            title: i18n._(entry.question),
            content: <FaqAnswer entry={entry} />,
          }))}
        />
        <Card className="bg-brand-50">
          <h3 className="text-xl font-bold text-ink-900">
            <Trans>Still have a question?</Trans>
          </h3>
          <p className="mt-2 text-ink-700">
            <Trans>No question is too small. We are glad to help.</Trans>
          </p>
          <button
            type="button"
            onClick={() => goToSection(landingSections.contact)}
            className={buttonClassName('primary', 'md', 'mt-4 w-full')}
          >
            <MessageCircle aria-hidden="true" className="h-5 w-5" />
            <Trans>Send us a message</Trans>
          </button>
          <a
            href={telHref(phone)}
            className={buttonClassName('outline', 'md', 'mt-3 w-full no-underline')}
          >
            <Phone aria-hidden="true" className="h-5 w-5" />
            <Trans>Call {phone}</Trans>
          </a>
        </Card>
      </div>
    </Section>
  );
}
