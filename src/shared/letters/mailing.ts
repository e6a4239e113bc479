import type { LetterPurpose } from './purposes';

/** How to send each letter, in plain words. No numbers of days here: they come from the rules. */
const COMMON = [
  'Sign the letter and keep a copy of it, and of everything you send with it.',
  'Send it by certified mail with a return receipt, so you can prove when you mailed it and that it arrived. Keep the mailing receipt and the return receipt with your copy.',
];

export const mailingInstructions: Readonly<Record<LetterPurpose, readonly string[]>> = {
  rescission: [
    'Mail the letter before your last day to cancel, not on it. If you are not sure of your last day, check it with our cancellation deadline checker.',
    'Send it to the address for notices printed in your contract. If the contract names another way to give notice, you may use that as well.',
    ...COMMON,
    'Do not wait for an answer before you act on other steps: write down the date you mailed it.',
  ],
  'attorney-general-complaint': [
    "Most attorneys general also take complaints on their website; you can paste this letter into the online form, or print it and mail it to the address on the agency's website.",
    'Add copies (never originals) of your contract, receipts and any letters or e-mails.',
    ...COMMON,
  ],
  'fee-dispute': [
    'Send the letter to the address your owner statements or the management company give for billing questions.',
    'Add copies of the bills you dispute and of the part of your contract or the owners’ association papers about fees.',
    ...COMMON,
  ],
  'stop-contact': [
    'Send the letter to the company’s address from its letters, e-mails or website. If you only have a phone number, you can also read the letter to them and note the date, time and name of the person.',
    'Keep a log of every call or message after you send it: the date, the time, the number and what was said.',
    ...COMMON,
  ],
};
