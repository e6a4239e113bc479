import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { cn } from '@client/lib/cn';

/** Requirements §2 Partner portal: the words the Verification tab shows for the accepted files. */
export const VERIFICATION_FILES_TEXT = msg`PDF, DOC or JPG, max 10MB`;

const steps = [
  {
    key: 'application',
    title: msg`Application`,
    text: msg`The organization fills in our application: who it is, where it is licensed and which services it offers, and accepts the partnership agreement.`,
  },
  {
    key: 'documentation',
    title: msg`Documentation`,
    // {files} is VERIFICATION_FILES_TEXT, in the page's language.
    text: msg`It uploads documents that prove its licenses, such as a business license or a bar admission certificate ({files}).`,
  },
  {
    key: 'review',
    title: msg`Review (3-5 business days)`,
    text: msg`Our team checks the application and the documents.`,
  },
  {
    key: 'approval',
    title: msg`Approval`,
    text: msg`Only once approved can a partner set a password, sign in to the partner portal and work on the cases we assign to it.`,
  },
];

/** A step's words with the values of their placeholders. */
function withValues(text: MessageDescriptor, values: Record<string, string>): MessageDescriptor {
  return { ...text, values };
}

/** The step's number for screen readers (the circle beside it is hidden from them). */
function StepNumber({ number }: { number: number }) {
  return (
    <span className="sr-only">
      <Trans>Step {number}:</Trans>{' '}
    </span>
  );
}

/** Requirements §2: the verification path every partner goes through, as numbered steps. */
export function VerificationPath({ className }: { className?: string }) {
  const { i18n } = useLingui();
  const files = i18n._(VERIFICATION_FILES_TEXT);
  return (
    <ol className={cn('grid gap-4 md:grid-cols-2', className)}>
      {steps.map((step, index) => (
        <li key={step.key} className="flex gap-4 rounded-xl border border-ink-200 bg-white p-4">
          <span
            aria-hidden="true"
            className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white"
          >
            {index + 1}
          </span>
          <div>
            <h3 className="text-lg font-bold text-ink-900">
              <StepNumber number={index + 1} />
              {i18n._(step.title)}
            </h3>
            <p className="mt-1 text-ink-700">{i18n._(withValues(step.text, { files }))}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
