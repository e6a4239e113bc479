import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** A paragraph, or a bulleted list introduced by the paragraph before it. */
export type FaqBlock = MessageDescriptor | { readonly list: readonly MessageDescriptor[] };

export interface FaqEntry {
  readonly id: string;
  readonly question: MessageDescriptor;
  readonly answer: readonly FaqBlock[];
}

/**
 * Requirements §9: the five FAQ entries. Plain text (translated where shown), so the accordion and the page's structured
 * data (a FAQPage for search engines) say the same words.
 */
export const faqEntries: readonly FaqEntry[] = [
  {
    id: 'fees',
    question: msg`Do you charge fees?`,
    answer: [
      msg`We are a nonprofit. We do not ask you for money before we help you, and our guides are free to read.`,
      msg`If you choose a paid service, such as a cancellation service, it comes from an independent partner, not from us. They should explain every fee to you in writing before you agree to anything. We will never ask you to pay by wire transfer or gift card.`,
    ],
  },
  {
    id: 'timeline',
    question: msg`How long does it take to get out of a timeshare?`,
    answer: [
      msg`It depends on your contract, your resort company and where you live. Some cases take 3 to 6 months. Others take 12 to 18 months or longer.`,
      msg`Be careful if anyone promises a quick exit before they know the details of your contract.`,
    ],
  },
  {
    id: 'guarantees',
    question: msg`Can you guarantee that my timeshare will be cancelled?`,
    answer: [
      msg`No. No honest organization can promise a result, because every contract and every situation is different.`,
      msg`What we can promise is to listen, explain your options clearly and point you to vetted help. Anyone who “guarantees” success, especially in exchange for money upfront, is a warning sign.`,
    ],
  },
  {
    id: 'legitimate',
    question: msg`How can I tell if an exit company is legitimate?`,
    answer: [
      msg`A trustworthy company will:`,
      {
        list: [
          msg`explain all fees in writing before you pay anything;`,
          msg`never ask for payment by wire transfer, gift card or cryptocurrency;`,
          msg`give you time to think, without pressure to decide today;`,
          msg`never promise or guarantee a result;`,
          msg`tell you honestly about the risks, for example to your credit.`,
        ],
      },
      msg`Before you sign anything, you can check a company with your state attorney general’s office or the Better Business Bureau. You are also welcome to ask us.`,
    ],
  },
  {
    id: 'sales-calls',
    question: msg`What can I do about pushy sales calls?`,
    answer: [
      msg`You never have to stay on the phone. It is fine to say “No, thank you” and hang up. Never give your card or bank details to someone who called you.`,
      msg`Ask the caller to put you on their do-not-call list. You can also add your number to the free National Do Not Call Registry, and report unwanted calls to the Federal Trade Commission (FTC). If the calls keep coming, contact us and we will help you decide what to do next.`,
    ],
  },
];

/** The answer as one piece of plain text (a list's items on their own lines), in the page's language. */
export function faqAnswerText(entry: FaqEntry, i18n: I18n): string {
  return entry.answer
    .map((block) =>
      'list' in block ? block.list.map((item) => i18n._(item)).join('\n') : i18n._(block),
    )
    .join('\n');
}
