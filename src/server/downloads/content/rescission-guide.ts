import type { PageBlocks, PdfDocumentSpec } from '../pdf/blocks';
import {
  officialPhones,
  officialUrls,
  stateCancellationRules,
  stateRule,
  type StateCancellationRule,
} from './legal-sources';

export const rescissionGuideTitle = 'State Rescission Rights Guide';

/** One state's page: the rule, when the clock starts, other points, sources and help. */
export interface StateGuideSection {
  rule: StateCancellationRule;
  /** The law the rule belongs to, with its citation. */
  lawName: string;
  startsWhen: string;
  /** Further points, each one a fact from the reference facts in our own words. */
  points: readonly string[];
  /** Anything to verify, shown in a flagged box. */
  verify?: string;
  sources: readonly { label: string; url: string }[];
  help: readonly string[];
}

const florida = stateRule('Florida');
const california = stateRule('California');
const nevada = stateRule('Nevada');
const hawaii = stateRule('Hawaii');

export const stateGuideSections: readonly StateGuideSection[] = [
  {
    rule: florida,
    lawName: `${florida.citation}, part of the Florida Vacation Plan and Timesharing Act (Fla. Stat. ch. 721)`,
    startsWhen:
      'The clock starts on the later of two dates: the day you signed the contract, or the day you received the last document the law requires you to be given. You may cancel until midnight of the 10th calendar day after that date.',
    points: [
      'Florida (Fla. Stat. § 721.10): the right to cancel cannot be given up by agreement.',
      'Florida (Fla. Stat. § 721.10): if the sale is closed before the 10 days are over, the buyer may void that closing for up to 1 year.',
      'Florida (Fla. Stat. ch. 721): the act also requires a public offering statement and the escrow of buyer funds, and § 721.21 lets purchasers sue for damages or an injunction.',
    ],
    sources: [{ label: 'Fla. Stat. § 721.10 (Florida Senate)', url: florida.sourceUrl }],
    help: [
      `Florida Attorney General, consumer protection: ${officialUrls.floridaAttorneyGeneral}, fraud hotline ${officialPhones.floridaAttorneyGeneral}.`,
    ],
  },
  {
    rule: california,
    lawName: `${california.citation} (the notice form is in § 11239), part of the Vacation Ownership and Time-share Act of 2004 (Cal. Bus. & Prof. Code §§ 11210-11288)`,
    startsWhen:
      'The clock starts on the later of two dates: the day you received the public report, or the day you signed. Within that time you may cancel the purchase without penalty. Your contract may give you longer.',
    points: [
      'California (Cal. Bus. & Prof. Code § 11238): your notice is on time if you give it by midnight of the 7th day.',
      'California (Cal. Bus. & Prof. Code § 11238): a notice sent by mail is presumed given on its postmark date, so keep proof of the postmark.',
      'California (Cal. Bus. & Prof. Code §§ 11210-11288): a developer needs a public report from the Department of Real Estate (DRE) before selling timeshares in California, and must give it to every buyer.',
    ],
    sources: [
      {
        label: 'Cal. Bus. & Prof. Code § 11238 (California Legislative Information)',
        url: california.sourceUrl,
      },
    ],
    help: [
      `California Department of Real Estate, timeshares: ${officialUrls.californiaDreTimeshares}`,
      `California Attorney General, consumer complaints: ${officialUrls.californiaAttorneyGeneral}, ${officialPhones.californiaAttorneyGeneral}.`,
    ],
  },
  {
    rule: nevada,
    lawName: `Nevada's time share law, ${nevada.citation}, with the contract wording set by NAC 119A.255`,
    startsWhen:
      'The clock starts when you sign. You may cancel by written notice until midnight of the 5th calendar day after signing.',
    points: [
      'Nevada (NAC 119A.255): the contract must show this right above your signature, say that it cannot be waived, and say that the developer refunds within 15 days of your notice.',
      "Nevada (NRS 119A.4775 and 119A.4777): a contract made through a resale broker, and an owner's listing agreement with one, can each be cancelled within 5 calendar days.",
    ],
    verify:
      'Other sources cite the 5-day right as NRS 119A.410. We have not confirmed that section number: verify it with the official source.',
    sources: [
      { label: 'NRS chapter 119A (Nevada Legislature)', url: nevada.sourceUrl },
      { label: 'NAC 119A.255 (Nevada Legislature)', url: officialUrls.nevadaContractRule },
    ],
    help: [
      `Nevada Real Estate Division: ${officialUrls.nevadaRealEstateDivision}. The Attorney General's consumer bureau says it refers timeshare matters to other agencies.`,
    ],
  },
  {
    rule: hawaii,
    lawName: `${hawaii.citation}, part of Hawaii's time sharing law (Haw. Rev. Stat. ch. 514E)`,
    startsWhen:
      'The clock starts on the later of two dates: the day the contract was signed, or the day the buyer received the disclosure statement. Either side, buyer or seller, may cancel without penalty within 7 calendar days.',
    points: [
      'Hawaii (Haw. Rev. Stat. § 514E-8): the notice takes effect when it is mailed or delivered to the address given in the contract.',
      'Hawaii (Haw. Rev. Stat. § 514E-11.3): a sale that breaks the time sharing law can be voided by the buyer.',
      'Hawaii (Haw. Rev. Stat. § 514E-11.1): some sales tactics, such as hiding that a gift or prize offer is a sales pitch, count as unfair or deceptive practices under chapter 480.',
    ],
    sources: [
      { label: 'Haw. Rev. Stat. § 514E-8 (Hawaii State Legislature)', url: hawaii.sourceUrl },
    ],
    help: [
      `Hawaii Department of Commerce and Consumer Affairs, Office of Consumer Protection: ${officialUrls.hawaiiConsumerProtection}, Consumer Resource Center ${officialPhones.hawaiiConsumerResourceCenter}.`,
    ],
  },
];

function statePage(section: StateGuideSection): PageBlocks {
  const { rule } = section;
  return [
    {
      kind: 'title',
      text: rule.state,
      subtitle: `${rule.days} ${rule.dayType} days to cancel a new timeshare purchase`,
    },
    { kind: 'facts', rows: [{ label: 'The law', text: section.lawName }] },
    { kind: 'heading', text: 'When the clock starts' },
    { kind: 'paragraph', text: section.startsWhen },
    { kind: 'heading', text: 'Good to know' },
    { kind: 'bullets', items: section.points },
    ...(section.verify
      ? [
          {
            kind: 'callout' as const,
            title: 'Verify with the official source',
            paragraphs: [section.verify],
          },
        ]
      : []),
    { kind: 'heading', text: 'Official source' },
    { kind: 'links', items: section.sources },
    { kind: 'heading', text: 'Where to get help' },
    { kind: 'bullets', items: section.help },
  ];
}

/** The guide, 6 pages: introduction, one page per state, federal rules. */
export const rescissionGuideDocument: PdfDocumentSpec = {
  title: rescissionGuideTitle,
  subject:
    'Cancellation periods for new timeshare purchases in Florida, California, Nevada and Hawaii, and the federal rules',
  keywords: 'timeshare, rescission, cancellation, Florida, California, Nevada, Hawaii',
  pages: [
    [
      {
        kind: 'title',
        text: rescissionGuideTitle,
        subtitle: 'Cancelling a new timeshare purchase in four states',
      },
      {
        kind: 'paragraph',
        text: 'Rescission means cancelling a contract so that it is undone. For new timeshare purchases, the states in this guide give buyers a short, fixed period to cancel. The rules differ from state to state, so read the page for your state.',
      },
      {
        kind: 'table',
        header: ['State', 'Period', 'The law'],
        widths: [0.24, 0.3, 0.46],
        rows: stateCancellationRules.map((rule) => [
          rule.state,
          `${rule.days} ${rule.dayType} days`,
          rule.citation,
        ]),
      },
      { kind: 'heading', text: 'Four things to do' },
      {
        kind: 'numbered',
        items: [
          'Act quickly. The periods are short, and calendar days include weekends and holidays. Do not wait for the last day.',
          'Cancel in writing, to the address given in your contract. Say plainly who you are, which contract it is and that you cancel it.',
          'Keep proof of sending: use certified mail with a return receipt, or hand delivery with a dated receipt.',
          'Keep a copy of the letter and every receipt in one folder.',
        ],
      },
      {
        kind: 'callout',
        title: 'General information, not legal advice',
        paragraphs: [
          "Laws change. Check the official source named on each page, and talk to a licensed attorney in your state about your own situation. If your purchase involved another state, check that state's own law.",
        ],
      },
    ],
    ...stateGuideSections.map(statePage),
    [
      {
        kind: 'title',
        text: 'Federal rules',
        subtitle: 'Narrower than many people expect',
      },
      {
        kind: 'facts',
        rows: [
          {
            label: 'FTC Cooling-Off Rule, 16 CFR Part 429',
            text: "Federal: a buyer may cancel a covered sale within 3 business days. It covers sales of $25 or more at the buyer's home and of $130 or more at temporary places such as hotel rooms or fairs. It does not cover real estate, insurance or securities, nor sales at the seller's permanent place of business.",
          },
          {
            label: 'Truth in Lending Act, 15 U.S.C. § 1635; Reg. Z, 12 CFR § 1026.23',
            text: 'Federal: the 3-business-day right to cancel a loan applies only to credit secured by your principal dwelling, so it normally does not apply to a loan to buy a timeshare.',
          },
          {
            label: 'Interstate Land Sales Full Disclosure Act, 15 U.S.C. § 1701 et seq.',
            text: 'Federal: for lots that are not exempt, a buyer may revoke until midnight of the 7th day after signing (§ 1703(b)). The act has many exemptions, so whether it covers a given timeshare has to be checked case by case.',
          },
        ],
      },
      { kind: 'heading', text: 'Official sources' },
      {
        kind: 'links',
        items: [
          { label: '16 CFR Part 429 (eCFR)', url: officialUrls.ftcCoolingOffRule },
          { label: '12 CFR Part 1026 (eCFR)', url: officialUrls.regulationZ },
          { label: '15 U.S.C. § 1701 et seq. (U.S. Code)', url: officialUrls.interstateLandSales },
        ],
      },
      { kind: 'heading', text: 'Where to report a problem' },
      {
        kind: 'bullets',
        items: [
          `FTC, ReportFraud: ${officialUrls.ftcReportFraud}, ${officialPhones.ftc}.`,
          `Consumer Financial Protection Bureau, for timeshare loans, billing and debt collection: ${officialUrls.cfpbComplaint}, ${officialPhones.cfpb}.`,
        ],
      },
    ],
  ],
};
