import type { PdfDocumentSpec } from '../pdf/blocks';
import { stateRule } from './legal-sources';

/** One page of the checklist: what to look for in one part of the contract. */
export interface ChecklistSection {
  title: string;
  intro: string;
  items: readonly string[];
  /** Details worth writing down while reading this part. */
  fields?: readonly string[];
  /** A short tip or a legal note (legal notes name their state and citation). */
  note?: { title: string; text: string };
}

export const checklistTitle = 'Contract Review Checklist';

export const checklistSections: readonly ChecklistSection[] = [
  {
    title: 'Parties and property',
    intro:
      'Start with who signed and what was bought. Names and descriptions should match on every document you received.',
    items: [
      'Your name, and the name of every co-owner, is spelled correctly.',
      'The seller or developer is named in full, with a street address.',
      'Any sales agent or broker who signed is named.',
      'The resort is named, with its address.',
      'It says what you own: a deed to real property, or a right to use for a set number of years.',
      'It says what you get each year: a number of points, or a unit size, season and week.',
      'It says how long ownership lasts: with no end date, or until a stated year.',
      'Every page you signed or initialed is in your copy.',
      'Your copy is complete and signed by the seller as well.',
    ],
    fields: ['Contract number', 'Date signed'],
  },
  {
    title: 'Price and financing',
    intro:
      'Next, find every amount you agreed to pay, now and later. Compare them with your bank and card statements.',
    items: [
      'The total purchase price, and what it includes.',
      'The down payment, and how you paid it.',
      'The amount financed, the interest rate (APR), the monthly payment and how many payments.',
      'Who the lender is: the developer, or a separate company.',
      'Closing costs, document fees and any other one-time charges.',
      'Gifts or extras you were promised (free nights, upgrades) are written in the contract.',
      'Any fee for paying the loan off early.',
      'What happens if a payment is late or missed.',
      'Any credit given for trading in a timeshare you owned before.',
    ],
    fields: ['Total price', 'Amount financed and APR'],
    note: {
      title: 'Federal law on loan disclosures',
      text: 'Federal: the Truth in Lending Act (15 U.S.C. § 1601 et seq.) requires lenders to show the cost of credit, such as the APR and the finance charge, and this includes loans made by a timeshare developer.',
    },
  },
  {
    title: 'Maintenance fees and special assessments',
    intro:
      'Yearly fees often last as long as you own the timeshare, and they can rise. Find out how they are set.',
    items: [
      "This year's maintenance fee, and when it is billed.",
      'Who sets the fee (a board or a management company), and how.',
      'Any limit on how much the fee can go up each year, or that there is none.',
      'The fee history for the past several years (ask for it in writing).',
      'Special assessments: what they can be charged for and how much notice you get.',
      'Property taxes: included in the fee, or billed on their own.',
      'Club, exchange or membership dues charged on top of the fee.',
      'Late fees and interest on unpaid fees, and what the resort may do if fees go unpaid.',
      'Whether the fee is due even in years you do not use your time.',
    ],
    fields: ["This year's fee"],
    note: {
      title: 'See the long-term cost',
      text: 'Our Financial Impact Calculator spreadsheet shows what the fee could add up to over the years at the increase rate you choose.',
    },
  },
  {
    title: 'Use and exchange rules',
    intro:
      'These rules decide how easy it is to actually use what you pay for. They are often in a separate rule book or club document.',
    items: [
      'How and when you book your time, and how far ahead you must book.',
      'Seasons, blackout dates and minimum stays.',
      'What happens to time or points you do not use: lost, saved or borrowed.',
      'The exchange company, what membership costs and what each exchange costs.',
      'Whether exchanges are promised, or only possible when space is free.',
      'Rules and fees for renting out your time or sending guests.',
      'Who may use the timeshare after your death, and whether heirs inherit it.',
      'Fees for transferring ownership to someone else.',
      'Whether the developer or club may change the rules or the points chart.',
    ],
  },
  {
    title: 'Cancellation and resale terms',
    intro:
      'Look for what the contract says about cancelling, giving the timeshare back and selling it. Note the page numbers.',
    items: [
      'The cancellation section: how many days, from when, and the address for the notice.',
      'How the notice must be sent (for example, in writing by mail or by hand).',
      'Any promise that the developer will buy the timeshare back, and on what terms.',
      'Whether the developer gets the first chance to buy if you sell (a right of first refusal).',
      'Resale limits or fees set by the developer or the owners association.',
      'Any program to give the timeshare back (a deed-back or surrender), and its conditions.',
      'A clause saying no promises count except those written in the contract.',
      'How disputes are handled: arbitration, which state law applies, where to sue.',
      'Promises made in the sales presentation that are missing from the contract.',
    ],
    note: {
      title: 'Signed in the last few days?',
      text: `Act now. Florida gives ${stateRule('Florida').days} calendar days (${stateRule('Florida').citation}), California ${stateRule('California').days} (${stateRule('California').citation}), Nevada ${stateRule('Nevada').days} (${stateRule('Nevada').citation}) and Hawaii ${stateRule('Hawaii').days} (${stateRule('Hawaii').citation}). Our State Rescission Rights Guide explains when each period starts.`,
    },
  },
  {
    title: 'Documents to gather',
    intro:
      'Keep copies of everything in one folder, in date order. Send copies, never originals, to anyone who asks.',
    items: [
      'The signed purchase contract and every addendum.',
      'The public offering statement, public report or disclosure statement you were given.',
      'The deed or membership certificate.',
      'Loan papers: the note, the truth-in-lending disclosure and your payment history.',
      'Maintenance fee bills and receipts for the last few years.',
      'Any notice of a special assessment.',
      'The resort or club rules and the points chart.',
      'Sales brochures, business cards and your notes of what you were promised.',
      'Letters, e-mails and texts with the resort, and a log of calls (date, who, what was said).',
      'Copies of any cancellation notice you sent, with postal or delivery receipts.',
    ],
  },
];

/** The checklist, 8 pages: introduction, six sections, notes. */
export const checklistDocument: PdfDocumentSpec = {
  title: checklistTitle,
  subject: 'A step-by-step checklist for reviewing a timeshare contract',
  keywords: 'timeshare, contract, checklist, maintenance fees, cancellation',
  pages: [
    [
      {
        kind: 'title',
        text: checklistTitle,
        subtitle: 'A step-by-step guide to reading your timeshare contract',
      },
      {
        kind: 'paragraph',
        text: 'A timeshare contract and the papers that come with it can run to dozens of pages. This checklist splits the review into small steps, so you can see what you agreed to, what it costs you each year and what you can still do.',
      },
      { kind: 'heading', text: 'How to use this checklist' },
      {
        kind: 'numbered',
        items: [
          'Gather your papers first (page 7 lists them). Work from the signed copies, not from the sales brochure.',
          'Go through one page at a time. Tick a box once you have found the item and understood it.',
          'Write down page numbers, amounts and dates as you go.',
          'If something is missing, unclear or not what you were told, circle it and write your question on page 8.',
          'Bring the checklist to any call with a lawyer, a legal aid office or our team.',
        ],
      },
      { kind: 'heading', text: 'What is inside' },
      {
        kind: 'bullets',
        items: checklistSections.map((section, index) => `Page ${index + 2}: ${section.title}`),
      },
      {
        kind: 'callout',
        title: 'General information, not legal advice',
        paragraphs: [
          'This checklist helps you read your own papers. It cannot tell you whether a contract is valid or what you should do. For that, talk to a licensed attorney in your state, and check any law against its official source.',
        ],
      },
    ],
    ...checklistSections.map((section, index) => [
      { kind: 'title' as const, text: `${index + 1}. ${section.title}` },
      { kind: 'paragraph' as const, text: section.intro },
      { kind: 'checklist' as const, items: section.items },
      ...(section.fields ? [{ kind: 'fields' as const, labels: section.fields }] : []),
      ...(section.note
        ? [{ kind: 'callout' as const, title: section.note.title, paragraphs: [section.note.text] }]
        : []),
      { kind: 'heading' as const, text: 'Your notes' },
      { kind: 'writingLines' as const, minimum: 2 },
    ]),
    [
      { kind: 'title', text: 'Notes and questions' },
      {
        kind: 'paragraph',
        text: 'Write down anything you could not find, did not understand or that differs from what you were told. Add the page number of the contract so you can point to it.',
      },
      { kind: 'writingLines', minimum: 15 },
    ],
  ],
};
