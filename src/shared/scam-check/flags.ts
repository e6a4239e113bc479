import { englishOf as englishText } from '../i18n/translate-issue';
import { text, type TextDescriptor } from '../i18n/text';
import { scamSources, type ScamSource } from './sources';

/** One thing a caller or company said or asked, with why it is a warning sign. */
export interface ScamFlag {
  id: string;
  /** What the person ticks, in their own words. */
  label: TextDescriptor;
  /** Why it is a warning sign, in plain words, never saying more than the sources do. */
  explanation: TextDescriptor;
  sources: readonly ScamSource[];
}

/*
 * The red flags and what the legal reference facts say about each. Careful wording matters:
 * no fact says every upfront fee is illegal; the TSR's ban covers recovering money lost in an
 * earlier telemarketing transaction.
 */
export const scamFlags: readonly ScamFlag[] = [
  {
    id: 'upfront-fee',
    label: text('They asked me to pay a fee up front'),
    explanation: text(
      'If they offer to get back money you lost in an earlier telemarketing deal, the Telemarketing Sales Rule forbids them to ask for or take any payment until 7 business days after the recovered money has been delivered to you. Other upfront fees are not always illegal, but be careful: ask what the fee pays for, and get it in writing before you pay.',
    ),
    sources: [scamSources.tsr],
  },
  {
    id: 'guaranteed-cancellation',
    label: text('They guaranteed they can cancel my timeshare'),
    explanation: text(
      'Nobody can promise how a resort or a court will decide. The FTC Act makes deceptive practices unlawful, and the FTC uses it against timeshare resale and exit schemes. In Bluegreen v. Timeshare Lawyers, a court held exit marketers liable for falsely claiming their process would protect owners’ credit.',
    ),
    sources: [scamSources.ftcAct, scamSources.bluegreen],
  },
  {
    id: 'government-or-attorney-general',
    label: text('They said they are a government agency or an attorney general’s office'),
    explanation: text(
      'Government offices do not call to sell you help for a fee. Since Apr. 1, 2024 the FTC’s Impersonation Rule forbids materially false claims to be, or to be connected with, a government body or a business. Hang up and call the office yourself on the number from its official website (listed below).',
    ),
    sources: [scamSources.impersonationRule],
  },
  {
    id: 'pretends-resort-or-escrow',
    label: text('They said they are from my resort, an escrow agent or another company I know'),
    explanation: text(
      'The Impersonation Rule also forbids falsely posing as a business or claiming to work with one. Call your resort on the number in your own papers to check.',
    ),
    sources: [scamSources.impersonationRule],
  },
  {
    id: 'power-of-attorney',
    label: text('They asked me to sign a power of attorney'),
    explanation: text(
      'A power of attorney lets someone act and sign in your name, and you may no longer hear from your resort or lender directly. Do not sign one for a company you have not checked. Have a licensed attorney you chose yourself read it first. The FTC Act makes deceptive practices unlawful: if they misled you to get your signature, report it.',
    ),
    sources: [scamSources.ftcAct],
  },
  {
    id: 'stop-paying',
    label: text('They told me to stop paying my loan or maintenance fees'),
    explanation: text(
      'Stopping payments can lead to late fees, collection and damage to your credit. In Bluegreen v. Timeshare Lawyers, the court found that exit marketers had led owners to stop paying, and held them liable for false claims about protecting owners’ credit.',
    ),
    sources: [scamSources.bluegreen],
  },
  {
    id: 'decide-today',
    label: text('They pressed me to decide or pay today'),
    explanation: text(
      'Pressure to act at once leaves you no time to check the company or read the contract. An honest offer will still be there tomorrow. Deceptive practices are unlawful under the FTC Act.',
    ),
    sources: [scamSources.ftcAct],
  },
  {
    id: 'buyer-waiting',
    label: text('They said a buyer is waiting for my timeshare'),
    explanation: text(
      'In FTC v. Vacation Property Services, the court found it deceptive to tell owners that buyers were “lined up” or that the timeshare could be sold quickly, and to promise refunds. If you are in Florida, resale service providers have disclosure and licensing duties under the Timeshare Resale Accountability Act, and a contract that breaks it is voidable.',
    ),
    sources: [scamSources.vacationPropertyServices, scamSources.floridaResaleAct],
  },
  {
    id: 'refund-promise',
    label: text('They promised a full refund if it does not work'),
    explanation: text(
      'In FTC v. Vacation Property Services, the court found the company’s refund promises deceptive under the FTC Act and the Telemarketing Sales Rule. A promise of a refund is only as good as the company behind it.',
    ),
    sources: [scamSources.vacationPropertyServices, scamSources.ftcAct],
  },
];

/** The flags the person ticked, in the order of the list. */
export function tickedFlags(ids: readonly string[]): ScamFlag[] {
  return scamFlags.filter((flag) => ids.includes(flag.id));
}

/** The agencies from legal-facts §5 that take reports of scams, in the order to try them. */
export const REPORT_AGENCY_IDS = [
  'ftc-reportfraud',
  'fbi-ic3',
  'florida-attorney-general',
  'california-attorney-general',
  'nevada-attorney-general',
  'hawaii-dcca-ocp',
] as const;

/**
 * The contact message prefilled from the ticked flags (the person can change it before sending).
 * `say` writes a flag's words; English by default.
 */
export function helpMessage(
  flags: readonly ScamFlag[],
  say: (words: TextDescriptor) => string = englishText,
): string {
  const lines = flags.map((flag) => `- ${say(flag.label)}`);
  return [
    'I used the "Is this offer a scam?" check. The caller or company:',
    ...lines,
    '',
    'Could you help me with this?',
  ].join('\n');
}

export const HELP_SUBJECT = 'Is this offer a scam? (from the scam check)';
