import { text, type TextDescriptor } from '@shared/i18n/text';
import type { Localizable } from '../localize';
import type { PageBlocks, PdfDocumentSpec } from '../pdf/blocks';
import {
  officialPhones,
  officialUrls,
  stateCancellationRules,
  stateRule,
  type StateCancellationRule,
} from './legal-sources';

export const rescissionGuideTitle = text('State Rescission Rights Guide');

/** One state's page: the rule, when the clock starts, other points, sources and help. */
export interface StateGuideSection {
  rule: StateCancellationRule;
  /** The law the rule belongs to, with its citation. */
  lawName: TextDescriptor;
  startsWhen: TextDescriptor;
  /** Further points, each one a fact from the reference facts in our own words. */
  points: readonly TextDescriptor[];
  /** Anything to verify, shown in a flagged box. */
  verify?: TextDescriptor;
  sources: readonly { label: TextDescriptor; url: string }[];
  help: readonly TextDescriptor[];
}

/** The states' names as shown (Hawaii is Hawái in Spanish). */
const stateNames: Record<StateCancellationRule['state'], TextDescriptor> = {
  Florida: text('Florida'),
  California: text('California'),
  Nevada: text('Nevada'),
  Hawaii: text('Hawaii'),
};

const florida = stateRule('Florida');
const california = stateRule('California');
const nevada = stateRule('Nevada');
const hawaii = stateRule('Hawaii');

export const stateGuideSections: readonly StateGuideSection[] = [
  {
    rule: florida,
    lawName: text(
      '{citation}, part of the Florida Vacation Plan and Timesharing Act (Fla. Stat. ch. 721)',
      { citation: florida.citation },
    ),
    startsWhen: text(
      'The clock starts on the later of two dates: the day you signed the contract, or the day you received the last document the law requires you to be given. You may cancel until midnight of the 10th calendar day after that date.',
    ),
    points: [
      text('Florida (Fla. Stat. § 721.10): the right to cancel cannot be given up by agreement.'),
      text(
        'Florida (Fla. Stat. § 721.10): if the sale is closed before the 10 days are over, the buyer may void that closing for up to 1 year.',
      ),
      text(
        'Florida (Fla. Stat. ch. 721): the act also requires a public offering statement and the escrow of buyer funds, and § 721.21 lets purchasers sue for damages or an injunction.',
      ),
    ],
    sources: [{ label: text('Fla. Stat. § 721.10 (Florida Senate)'), url: florida.sourceUrl }],
    help: [
      text('Florida Attorney General, consumer protection: {url}, fraud hotline {phone}.', {
        url: officialUrls.floridaAttorneyGeneral,
        phone: officialPhones.floridaAttorneyGeneral,
      }),
    ],
  },
  {
    rule: california,
    lawName: text(
      '{citation} (the notice form is in § 11239), part of the Vacation Ownership and Time-share Act of 2004 (Cal. Bus. & Prof. Code §§ 11210-11288)',
      { citation: california.citation },
    ),
    startsWhen: text(
      'The clock starts on the later of two dates: the day you received the public report, or the day you signed. Within that time you may cancel the purchase without penalty. Your contract may give you longer.',
    ),
    points: [
      text(
        'California (Cal. Bus. & Prof. Code § 11238): your notice is on time if you give it by midnight of the 7th day.',
      ),
      text(
        'California (Cal. Bus. & Prof. Code § 11238): a notice sent by mail is presumed given on its postmark date, so keep proof of the postmark.',
      ),
      text(
        'California (Cal. Bus. & Prof. Code §§ 11210-11288): a developer needs a public report from the Department of Real Estate (DRE) before selling timeshares in California, and must give it to every buyer.',
      ),
    ],
    sources: [
      {
        label: text('Cal. Bus. & Prof. Code § 11238 (California Legislative Information)'),
        url: california.sourceUrl,
      },
    ],
    help: [
      text('California Department of Real Estate, timeshares: {url}', {
        url: officialUrls.californiaDreTimeshares,
      }),
      text('California Attorney General, consumer complaints: {url}, {phone}.', {
        url: officialUrls.californiaAttorneyGeneral,
        phone: officialPhones.californiaAttorneyGeneral,
      }),
    ],
  },
  {
    rule: nevada,
    lawName: text(
      "Nevada's time share law, {citation}, with the contract wording set by NAC 119A.255",
      { citation: nevada.citation },
    ),
    startsWhen: text(
      'The clock starts when you sign. You may cancel by written notice until midnight of the 5th calendar day after signing.',
    ),
    points: [
      text(
        'Nevada (NAC 119A.255): the contract must show this right above your signature, say that it cannot be waived, and say that the developer refunds within 15 days of your notice.',
      ),
      text(
        "Nevada (NRS 119A.4775 and 119A.4777): a contract made through a resale broker, and an owner's listing agreement with one, can each be cancelled within 5 calendar days.",
      ),
    ],
    verify: text(
      'Other sources cite the 5-day right as NRS 119A.410. We have not confirmed that section number: verify it with the official source.',
    ),
    sources: [
      { label: text('NRS chapter 119A (Nevada Legislature)'), url: nevada.sourceUrl },
      { label: text('NAC 119A.255 (Nevada Legislature)'), url: officialUrls.nevadaContractRule },
    ],
    help: [
      text(
        "Nevada Real Estate Division: {url}. The Attorney General's consumer bureau says it refers timeshare matters to other agencies.",
        { url: officialUrls.nevadaRealEstateDivision },
      ),
    ],
  },
  {
    rule: hawaii,
    lawName: text("{citation}, part of Hawaii's time sharing law (Haw. Rev. Stat. ch. 514E)", {
      citation: hawaii.citation,
    }),
    startsWhen: text(
      'The clock starts on the later of two dates: the day the contract was signed, or the day the buyer received the disclosure statement. Either side, buyer or seller, may cancel without penalty within 7 calendar days.',
    ),
    points: [
      text(
        'Hawaii (Haw. Rev. Stat. § 514E-8): the notice takes effect when it is mailed or delivered to the address given in the contract.',
      ),
      text(
        'Hawaii (Haw. Rev. Stat. § 514E-11.3): a sale that breaks the time sharing law can be voided by the buyer.',
      ),
      text(
        'Hawaii (Haw. Rev. Stat. § 514E-11.1): some sales tactics, such as hiding that a gift or prize offer is a sales pitch, count as unfair or deceptive practices under chapter 480.',
      ),
    ],
    sources: [
      { label: text('Haw. Rev. Stat. § 514E-8 (Hawaii State Legislature)'), url: hawaii.sourceUrl },
    ],
    help: [
      text(
        'Hawaii Department of Commerce and Consumer Affairs, Office of Consumer Protection: {url}, Consumer Resource Center {phone}.',
        {
          url: officialUrls.hawaiiConsumerProtection,
          phone: officialPhones.hawaiiConsumerResourceCenter,
        },
      ),
    ],
  },
];

function statePage(section: StateGuideSection): Localizable<PageBlocks> {
  const { rule } = section;
  return [
    {
      kind: 'title',
      text: stateNames[rule.state],
      subtitle: text('{days} calendar days to cancel a new timeshare purchase', {
        days: rule.days,
      }),
    },
    { kind: 'facts', rows: [{ label: text('The law'), text: section.lawName }] },
    { kind: 'heading', text: text('When the clock starts') },
    { kind: 'paragraph', text: section.startsWhen },
    { kind: 'heading', text: text('Good to know') },
    { kind: 'bullets', items: section.points },
    ...(section.verify
      ? [
          {
            kind: 'callout' as const,
            title: text('Verify with the official source'),
            paragraphs: [section.verify],
          },
        ]
      : []),
    { kind: 'heading', text: text('Official source') },
    { kind: 'links', items: section.sources },
    { kind: 'heading', text: text('Where to get help') },
    { kind: 'bullets', items: section.help },
  ];
}

/** The guide, 6 pages: introduction, one page per state, federal rules. */
export const rescissionGuideDocument: Localizable<PdfDocumentSpec> = {
  title: rescissionGuideTitle,
  subject: text(
    'Cancellation periods for new timeshare purchases in Florida, California, Nevada and Hawaii, and the federal rules',
  ),
  keywords: text('timeshare, rescission, cancellation, Florida, California, Nevada, Hawaii'),
  pages: [
    [
      {
        kind: 'title',
        text: rescissionGuideTitle,
        subtitle: text('Cancelling a new timeshare purchase in four states'),
      },
      {
        kind: 'paragraph',
        text: text(
          'Rescission means cancelling a contract so that it is undone. For new timeshare purchases, the states in this guide give buyers a short, fixed period to cancel. The rules differ from state to state, so read the page for your state.',
        ),
      },
      {
        kind: 'table',
        header: [text('State'), text('Period'), text('The law')],
        widths: [0.24, 0.3, 0.46],
        rows: stateCancellationRules.map((rule) => [
          stateNames[rule.state],
          text('{days} calendar days', { days: rule.days }),
          rule.citation,
        ]),
      },
      { kind: 'heading', text: text('Four things to do') },
      {
        kind: 'numbered',
        items: [
          text(
            'Act quickly. The periods are short, and calendar days include weekends and holidays. Do not wait for the last day.',
          ),
          text(
            'Cancel in writing, to the address given in your contract. Say plainly who you are, which contract it is and that you cancel it.',
          ),
          text(
            'Keep proof of sending: use certified mail with a return receipt, or hand delivery with a dated receipt.',
          ),
          text('Keep a copy of the letter and every receipt in one folder.'),
        ],
      },
      {
        kind: 'callout',
        title: text('General information, not legal advice'),
        paragraphs: [
          text(
            "Laws change. Check the official source named on each page, and talk to a licensed attorney in your state about your own situation. If your purchase involved another state, check that state's own law.",
          ),
        ],
      },
    ],
    ...stateGuideSections.map(statePage),
    [
      {
        kind: 'title',
        text: text('Federal rules'),
        subtitle: text('Narrower than many people expect'),
      },
      {
        kind: 'facts',
        rows: [
          {
            label: text('FTC Cooling-Off Rule, 16 CFR Part 429'),
            text: text(
              "Federal: a buyer may cancel a covered sale within 3 business days. It covers sales of $25 or more at the buyer's home and of $130 or more at temporary places such as hotel rooms or fairs. It does not cover real estate, insurance or securities, nor sales at the seller's permanent place of business.",
            ),
          },
          {
            label: text('Truth in Lending Act, 15 U.S.C. § 1635; Reg. Z, 12 CFR § 1026.23'),
            text: text(
              'Federal: the 3-business-day right to cancel a loan applies only to credit secured by your principal dwelling, so it normally does not apply to a loan to buy a timeshare.',
            ),
          },
          {
            label: text('Interstate Land Sales Full Disclosure Act, 15 U.S.C. § 1701 et seq.'),
            text: text(
              'Federal: for lots that are not exempt, a buyer may revoke until midnight of the 7th day after signing (§ 1703(b)). The act has many exemptions, so whether it covers a given timeshare has to be checked case by case.',
            ),
          },
        ],
      },
      { kind: 'heading', text: text('Official sources') },
      {
        kind: 'links',
        items: [
          { label: text('16 CFR Part 429 (eCFR)'), url: officialUrls.ftcCoolingOffRule },
          { label: text('12 CFR Part 1026 (eCFR)'), url: officialUrls.regulationZ },
          {
            label: text('15 U.S.C. § 1701 et seq. (U.S. Code)'),
            url: officialUrls.interstateLandSales,
          },
        ],
      },
      { kind: 'heading', text: text('Where to report a problem') },
      {
        kind: 'bullets',
        items: [
          text('FTC, ReportFraud: {url}, {phone}.', {
            url: officialUrls.ftcReportFraud,
            phone: officialPhones.ftc,
          }),
          text(
            'Consumer Financial Protection Bureau, for timeshare loans, billing and debt collection: {url}, {phone}.',
            { url: officialUrls.cfpbComplaint, phone: officialPhones.cfpb },
          ),
        ],
      },
    ],
  ],
};
