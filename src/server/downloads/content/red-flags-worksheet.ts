import { text, type TextDescriptor } from '@shared/i18n/text';
import type { Localizable } from '../localize';
import type { PdfDocumentSpec } from '../pdf/blocks';
import { officialPhones, officialUrls } from './legal-sources';

export const worksheetTitle = text('Scam Red Flags Worksheet');

/** Warning signs about money and promises (page 1). */
export const moneyWarningSigns: readonly TextDescriptor[] = [
  text('They want a fee before they have done any work.'),
  text('They guarantee they can end your contract or sell your timeshare.'),
  text('They say a buyer or renter is already lined up for your timeshare.'),
  text('They offer to get back money you lost to another company, for a fee paid first.'),
  text('They ask you to pay by wire transfer, gift card, cryptocurrency or cash.'),
  text('They say a "tax", "closing cost" or "release fee" must be paid before you get any money.'),
  text('They tell you to stop paying your maintenance fees or your loan.'),
];

/** Warning signs about pressure, secrecy and who they claim to be (page 2). */
export const pressureWarningSigns: readonly TextDescriptor[] = [
  text('They contacted you first, out of the blue, by call, text, e-mail or mail.'),
  text('They push you to decide today, or say the offer ends soon.'),
  text('They tell you not to talk to your resort, a lawyer or your family.'),
  text('They will not put their promises in writing.'),
  text('They will not give a street address, or their company name changes.'),
  text('They say they are from a government agency, a court or a regulator.'),
  text(
    'They say they work with your resort, an escrow company or a law firm, and you cannot confirm it yourself.',
  ),
  text('They ask for passwords or access to your bank, card or resort accounts.'),
  text('They ask to control your computer or phone remotely.'),
];

export const warningSignCount = moneyWarningSigns.length + pressureWarningSigns.length;

/** Questions to ask any company before paying or signing (page 3). */
export const questionsToAsk: readonly TextDescriptor[] = [
  text('What is your full company name, street address and phone number?'),
  text('Are you licensed? By which agency, and what is the license number?'),
  text('What exactly will you do for me, by when, and will you put it in writing?'),
  text('What is the total cost, when is it due, and what do I get back if you do not deliver?'),
  text(
    "Who will do the work? If a lawyer, what is the lawyer's name and in which state is the lawyer licensed?",
  ),
  text('Will you tell me everything my resort says to you, and send me copies?'),
];

export const worksheetDocument: Localizable<PdfDocumentSpec> = {
  title: worksheetTitle,
  subject: text(
    'Warning signs to check before paying a timeshare exit, resale or recovery company',
  ),
  keywords: text('timeshare, scam, fraud, red flags, exit company, resale'),
  pages: [
    [
      {
        kind: 'title',
        text: worksheetTitle,
        subtitle: text('Check a timeshare exit, resale or recovery company before you pay or sign'),
      },
      {
        kind: 'paragraph',
        text: text(
          'Fill in one worksheet for each company. Tick Yes or No for every question. Each Yes is a warning sign; you count them on page 4.',
        ),
      },
      {
        kind: 'fields',
        labels: [text('Company name'), text('How they contacted you'), text('Date')],
      },
      { kind: 'heading', text: text('Part 1: Money and promises') },
      { kind: 'yesNo', items: moneyWarningSigns },
      {
        kind: 'callout',
        title: text('Check them on your own'),
        paragraphs: [
          text(
            'Look the company up yourself, using a phone number or website you found, not one they gave you. To check a claim about your resort, call the resort on the number printed on your own statement.',
          ),
        ],
      },
    ],
    [
      { kind: 'title', text: text('Part 2: Pressure and who they say they are') },
      {
        kind: 'paragraph',
        text: text(
          'Keep numbering from Part 1. A real business will give you time, answer in writing and let you check it yourself.',
        ),
      },
      {
        kind: 'yesNo',
        items: pressureWarningSigns,
        startAt: moneyWarningSigns.length + 1,
      },
      {
        kind: 'callout',
        title: text('Already paid?'),
        paragraphs: [
          text(
            'Stop any further payments and call your bank or card company the same day. Keep every receipt, message and note of calls, and report what happened to the offices on page 4.',
          ),
        ],
      },
    ],
    [
      { kind: 'title', text: text('Questions to ask the company') },
      {
        kind: 'paragraph',
        text: text(
          'Ask these before you pay or sign anything. Tick each one once you have a clear answer in writing.',
        ),
      },
      { kind: 'checklist', items: questionsToAsk },
      {
        kind: 'callout',
        title: text('What some rules say'),
        paragraphs: [
          text(
            'Federal (16 CFR § 310.4(a)(3), Telemarketing Sales Rule): a company may not ask for or take payment to recover money you lost in an earlier telemarketing deal until 7 business days after that money is delivered to you.',
          ),
          text(
            'Federal (16 CFR Part 461, in force since April 1, 2024): the FTC rule on impersonation bars falsely posing as a government agency or a business, or falsely claiming to be linked to one.',
          ),
          text(
            'Florida (Fla. Stat. § 721.205, Timeshare Resale Accountability Act): resale service providers have disclosure and licensing duties, and contracts that break the act can be voided.',
          ),
          text(
            'General information, not legal advice: check the official text, for example {telemarketingSalesRule} and {impersonationRule}.',
            {
              telemarketingSalesRule: officialUrls.telemarketingSalesRule,
              impersonationRule: officialUrls.impersonationRule,
            },
          ),
        ],
      },
      { kind: 'heading', text: text('Their answers') },
      { kind: 'writingLines', minimum: 3 },
    ],
    [
      { kind: 'title', text: text('Your score, and where to check and report') },
      {
        kind: 'fields',
        labels: [text('Number of Yes answers (out of {count})', { count: warningSignCount })],
      },
      {
        kind: 'paragraph',
        text: text(
          'Even one Yes is reason to stop. Do not pay or sign anything until you have checked the company with the offices below. A score of 0 does not prove a company is safe, so check it anyway.',
        ),
        style: 'bold',
      },
      {
        kind: 'bullets',
        items: [
          text('FTC, ReportFraud: {url}, {phone}.', {
            url: officialUrls.ftcReportFraud,
            phone: officialPhones.ftc,
          }),
          text(
            'Consumer Financial Protection Bureau (loans, billing, debt collection): {url}, {phone}.',
            { url: officialUrls.cfpbComplaint, phone: officialPhones.cfpb },
          ),
          text('FBI Internet Crime Complaint Center (online fraud): {url}', {
            url: officialUrls.fbiIc3,
          }),
          text(
            "Your state attorney general's consumer protection office. Florida: {floridaUrl}, {floridaPhone}. California: {californiaUrl}, {californiaPhone}.",
            {
              floridaUrl: officialUrls.floridaAttorneyGeneral,
              floridaPhone: officialPhones.floridaAttorneyGeneral,
              californiaUrl: officialUrls.californiaAttorneyGeneral,
              californiaPhone: officialPhones.californiaAttorneyGeneral,
            },
          ),
          text(
            'Nevada: the Real Estate Division, {nevadaUrl}. Hawaii: the Office of Consumer Protection, {hawaiiUrl}, {hawaiiPhone}.',
            {
              nevadaUrl: officialUrls.nevadaRealEstateDivision,
              hawaiiUrl: officialUrls.hawaiiConsumerProtection,
              hawaiiPhone: officialPhones.hawaiiConsumerResourceCenter,
            },
          ),
        ],
      },
      { kind: 'heading', text: text('Notes') },
      { kind: 'writingLines', minimum: 4 },
    ],
  ],
};
