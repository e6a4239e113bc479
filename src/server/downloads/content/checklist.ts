import { text, type TextDescriptor } from '@shared/i18n/text';
import type { Localizable } from '../localize';
import type { PdfDocumentSpec } from '../pdf/blocks';
import { stateRule } from './legal-sources';

/** One page of the checklist: what to look for in one part of the contract. */
export interface ChecklistSection {
  title: TextDescriptor;
  intro: TextDescriptor;
  items: readonly TextDescriptor[];
  /** Details worth writing down while reading this part. */
  fields?: readonly TextDescriptor[];
  /** A short tip or a legal note (legal notes name their state and citation). */
  note?: { title: TextDescriptor; text: TextDescriptor };
}

export const checklistTitle = text('Contract Review Checklist');

export const checklistSections: readonly ChecklistSection[] = [
  {
    title: text('Parties and property'),
    intro: text(
      'Start with who signed and what was bought. Names and descriptions should match on every document you received.',
    ),
    items: [
      text('Your name, and the name of every co-owner, is spelled correctly.'),
      text('The seller or developer is named in full, with a street address.'),
      text('Any sales agent or broker who signed is named.'),
      text('The resort is named, with its address.'),
      text(
        'It says what you own: a deed to real property, or a right to use for a set number of years.',
      ),
      text('It says what you get each year: a number of points, or a unit size, season and week.'),
      text('It says how long ownership lasts: with no end date, or until a stated year.'),
      text('Every page you signed or initialed is in your copy.'),
      text('Your copy is complete and signed by the seller as well.'),
    ],
    fields: [text('Contract number'), text('Date signed')],
  },
  {
    title: text('Price and financing'),
    intro: text(
      'Next, find every amount you agreed to pay, now and later. Compare them with your bank and card statements.',
    ),
    items: [
      text('The total purchase price, and what it includes.'),
      text('The down payment, and how you paid it.'),
      text(
        'The amount financed, the interest rate (APR), the monthly payment and how many payments.',
      ),
      text('Who the lender is: the developer, or a separate company.'),
      text('Closing costs, document fees and any other one-time charges.'),
      text(
        'Gifts or extras you were promised (free nights, upgrades) are written in the contract.',
      ),
      text('Any fee for paying the loan off early.'),
      text('What happens if a payment is late or missed.'),
      text('Any credit given for trading in a timeshare you owned before.'),
    ],
    fields: [text('Total price'), text('Amount financed and APR')],
    note: {
      title: text('Federal law on loan disclosures'),
      text: text(
        'Federal: the Truth in Lending Act (15 U.S.C. § 1601 et seq.) requires lenders to show the cost of credit, such as the APR and the finance charge, and this includes loans made by a timeshare developer.',
      ),
    },
  },
  {
    title: text('Maintenance fees and special assessments'),
    intro: text(
      'Yearly fees often last as long as you own the timeshare, and they can rise. Find out how they are set.',
    ),
    items: [
      text("This year's maintenance fee, and when it is billed."),
      text('Who sets the fee (a board or a management company), and how.'),
      text('Any limit on how much the fee can go up each year, or that there is none.'),
      text('The fee history for the past several years (ask for it in writing).'),
      text('Special assessments: what they can be charged for and how much notice you get.'),
      text('Property taxes: included in the fee, or billed on their own.'),
      text('Club, exchange or membership dues charged on top of the fee.'),
      text('Late fees and interest on unpaid fees, and what the resort may do if fees go unpaid.'),
      text('Whether the fee is due even in years you do not use your time.'),
    ],
    fields: [text("This year's fee")],
    note: {
      title: text('See the long-term cost'),
      text: text(
        'Our Financial Impact Calculator spreadsheet shows what the fee could add up to over the years at the increase rate you choose.',
      ),
    },
  },
  {
    title: text('Use and exchange rules'),
    intro: text(
      'These rules decide how easy it is to actually use what you pay for. They are often in a separate rule book or club document.',
    ),
    items: [
      text('How and when you book your time, and how far ahead you must book.'),
      text('Seasons, blackout dates and minimum stays.'),
      text('What happens to time or points you do not use: lost, saved or borrowed.'),
      text('The exchange company, what membership costs and what each exchange costs.'),
      text('Whether exchanges are promised, or only possible when space is free.'),
      text('Rules and fees for renting out your time or sending guests.'),
      text('Who may use the timeshare after your death, and whether heirs inherit it.'),
      text('Fees for transferring ownership to someone else.'),
      text('Whether the developer or club may change the rules or the points chart.'),
    ],
  },
  {
    title: text('Cancellation and resale terms'),
    intro: text(
      'Look for what the contract says about cancelling, giving the timeshare back and selling it. Note the page numbers.',
    ),
    items: [
      text('The cancellation section: how many days, from when, and the address for the notice.'),
      text('How the notice must be sent (for example, in writing by mail or by hand).'),
      text('Any promise that the developer will buy the timeshare back, and on what terms.'),
      text(
        'Whether the developer gets the first chance to buy if you sell (a right of first refusal).',
      ),
      text('Resale limits or fees set by the developer or the owners association.'),
      text(
        'Any program to give the timeshare back (a deed-back or surrender), and its conditions.',
      ),
      text('A clause saying no promises count except those written in the contract.'),
      text('How disputes are handled: arbitration, which state law applies, where to sue.'),
      text('Promises made in the sales presentation that are missing from the contract.'),
    ],
    note: {
      title: text('Signed in the last few days?'),
      text: text(
        'Act now. Florida gives {floridaDays} calendar days ({floridaCitation}), California {californiaDays} ({californiaCitation}), Nevada {nevadaDays} ({nevadaCitation}) and Hawaii {hawaiiDays} ({hawaiiCitation}). Our State Rescission Rights Guide explains when each period starts.',
        {
          floridaDays: stateRule('Florida').days,
          floridaCitation: stateRule('Florida').citation,
          californiaDays: stateRule('California').days,
          californiaCitation: stateRule('California').citation,
          nevadaDays: stateRule('Nevada').days,
          nevadaCitation: stateRule('Nevada').citation,
          hawaiiDays: stateRule('Hawaii').days,
          hawaiiCitation: stateRule('Hawaii').citation,
        },
      ),
    },
  },
  {
    title: text('Documents to gather'),
    intro: text(
      'Keep copies of everything in one folder, in date order. Send copies, never originals, to anyone who asks.',
    ),
    items: [
      text('The signed purchase contract and every addendum.'),
      text('The public offering statement, public report or disclosure statement you were given.'),
      text('The deed or membership certificate.'),
      text('Loan papers: the note, the truth-in-lending disclosure and your payment history.'),
      text('Maintenance fee bills and receipts for the last few years.'),
      text('Any notice of a special assessment.'),
      text('The resort or club rules and the points chart.'),
      text('Sales brochures, business cards and your notes of what you were promised.'),
      text(
        'Letters, e-mails and texts with the resort, and a log of calls (date, who, what was said).',
      ),
      text('Copies of any cancellation notice you sent, with postal or delivery receipts.'),
    ],
  },
];

/** The checklist, 8 pages: introduction, six sections, notes. */
export const checklistDocument: Localizable<PdfDocumentSpec> = {
  title: checklistTitle,
  subject: text('A step-by-step checklist for reviewing a timeshare contract'),
  keywords: text('timeshare, contract, checklist, maintenance fees, cancellation'),
  pages: [
    [
      {
        kind: 'title',
        text: checklistTitle,
        subtitle: text('A step-by-step guide to reading your timeshare contract'),
      },
      {
        kind: 'paragraph',
        text: text(
          'A timeshare contract and the papers that come with it can run to dozens of pages. This checklist splits the review into small steps, so you can see what you agreed to, what it costs you each year and what you can still do.',
        ),
      },
      { kind: 'heading', text: text('How to use this checklist') },
      {
        kind: 'numbered',
        items: [
          text(
            'Gather your papers first (page 7 lists them). Work from the signed copies, not from the sales brochure.',
          ),
          text(
            'Go through one page at a time. Tick a box once you have found the item and understood it.',
          ),
          text('Write down page numbers, amounts and dates as you go.'),
          text(
            'If something is missing, unclear or not what you were told, circle it and write your question on page 8.',
          ),
          text('Bring the checklist to any call with a lawyer, a legal aid office or our team.'),
        ],
      },
      { kind: 'heading', text: text('What is inside') },
      {
        kind: 'bullets',
        items: checklistSections.map((section, index) =>
          text('Page {page}: {title}', { page: index + 2, title: section.title }),
        ),
      },
      {
        kind: 'callout',
        title: text('General information, not legal advice'),
        paragraphs: [
          text(
            'This checklist helps you read your own papers. It cannot tell you whether a contract is valid or what you should do. For that, talk to a licensed attorney in your state, and check any law against its official source.',
          ),
        ],
      },
    ],
    ...checklistSections.map((section, index) => [
      {
        kind: 'title' as const,
        text: text('{number}. {title}', { number: index + 1, title: section.title }),
      },
      { kind: 'paragraph' as const, text: section.intro },
      { kind: 'checklist' as const, items: section.items },
      ...(section.fields ? [{ kind: 'fields' as const, labels: section.fields }] : []),
      ...(section.note
        ? [{ kind: 'callout' as const, title: section.note.title, paragraphs: [section.note.text] }]
        : []),
      { kind: 'heading' as const, text: text('Your notes') },
      { kind: 'writingLines' as const, minimum: 2 },
    ]),
    [
      { kind: 'title', text: text('Notes and questions') },
      {
        kind: 'paragraph',
        text: text(
          'Write down anything you could not find, did not understand or that differs from what you were told. Add the page number of the contract so you can point to it.',
        ),
      },
      { kind: 'writingLines', minimum: 15 },
    ],
  ],
};
