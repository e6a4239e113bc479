import { MessageCircle, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Accordion } from '@client/components/ui/accordion';
import { buttonClassName } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { Section } from '@client/components/ui/section';
import { landingSections } from '@client/lib/paths';
import { useGoToSection } from '@client/lib/section-scroll';
import { siteConfig, telHref } from '@client/lib/site-config';

/** Requirements §9: the five FAQ entries. */
const faqs: { id: string; question: string; answer: ReactNode }[] = [
  {
    id: 'fees',
    question: 'Do you charge fees?',
    answer: (
      <>
        <p>
          We are a nonprofit. We do not ask you for money before we help you, and our guides are
          free to read.
        </p>
        <p>
          If you choose a paid service, such as a cancellation service, it comes from an independent
          partner, not from us. They should explain every fee to you in writing before you agree to
          anything. We will never ask you to pay by wire transfer or gift card.
        </p>
      </>
    ),
  },
  {
    id: 'timeline',
    question: 'How long does it take to get out of a timeshare?',
    answer: (
      <>
        <p>
          It depends on your contract, your resort company and where you live. Some cases take 3 to
          6 months. Others take 12 to 18 months or longer.
        </p>
        <p>
          Be careful if anyone promises a quick exit before they know the details of your contract.
        </p>
      </>
    ),
  },
  {
    id: 'guarantees',
    question: 'Can you guarantee that my timeshare will be cancelled?',
    answer: (
      <>
        <p>
          No. No honest organization can promise a result, because every contract and every
          situation is different.
        </p>
        <p>
          What we can promise is to listen, explain your options clearly and point you to vetted
          help. Anyone who “guarantees” success, especially in exchange for money upfront, is a
          warning sign.
        </p>
      </>
    ),
  },
  {
    id: 'legitimate',
    question: 'How can I tell if an exit company is legitimate?',
    answer: (
      <>
        <p>A trustworthy company will:</p>
        <ul className="list-disc space-y-1 pl-6">
          <li>explain all fees in writing before you pay anything;</li>
          <li>never ask for payment by wire transfer, gift card or cryptocurrency;</li>
          <li>give you time to think, without pressure to decide today;</li>
          <li>never promise or guarantee a result;</li>
          <li>tell you honestly about the risks, for example to your credit.</li>
        </ul>
        <p>
          Before you sign anything, you can check a company with your state attorney general’s
          office or the Better Business Bureau. You are also welcome to ask us.
        </p>
      </>
    ),
  },
  {
    id: 'sales-calls',
    question: 'What can I do about pushy sales calls?',
    answer: (
      <>
        <p>
          You never have to stay on the phone. It is fine to say “No, thank you” and hang up. Never
          give your card or bank details to someone who called you.
        </p>
        <p>
          Ask the caller to put you on their do-not-call list. You can also add your number to the
          free National Do Not Call Registry, and report unwanted calls to the Federal Trade
          Commission (FTC). If the calls keep coming, contact us and we will help you decide what to
          do next.
        </p>
      </>
    ),
  },
];

/** Requirements §2 FAQ: one item open at a time; clicking the open item closes it. */
export function FaqSection() {
  const goToSection = useGoToSection();
  return (
    <Section
      id={landingSections.faq}
      title="Frequently asked questions"
      intro="Straight answers to the questions we hear most often."
      className="bg-ink-50"
    >
      <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <Accordion
          className="max-w-3xl"
          items={faqs.map((faq) => ({ id: faq.id, title: faq.question, content: faq.answer }))}
        />
        <Card className="bg-brand-50">
          <h3 className="text-xl font-bold text-ink-900">Still have a question?</h3>
          <p className="mt-2 text-ink-700">No question is too small. We are glad to help.</p>
          <button
            type="button"
            onClick={() => goToSection(landingSections.contact)}
            className={buttonClassName('primary', 'md', 'mt-4 w-full')}
          >
            <MessageCircle aria-hidden="true" className="h-5 w-5" />
            Send us a message
          </button>
          <a
            href={telHref(siteConfig.supportPhonePrimary)}
            className={buttonClassName('outline', 'md', 'mt-3 w-full no-underline')}
          >
            <Phone aria-hidden="true" className="h-5 w-5" />
            Call {siteConfig.supportPhonePrimary}
          </a>
        </Card>
      </div>
    </Section>
  );
}
