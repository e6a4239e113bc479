import { cn } from '@client/lib/cn';

/** Requirements §2 Partner portal: the words the Verification tab shows for the accepted files. */
export const VERIFICATION_FILES_TEXT = 'PDF, DOC or JPG, max 10MB';

const steps = [
  {
    title: 'Application',
    text: 'The organization fills in our application: who it is, where it is licensed and which services it offers, and accepts the partnership agreement.',
  },
  {
    title: 'Documentation',
    text: `It uploads documents that prove its licenses, such as a business license or a bar admission certificate (${VERIFICATION_FILES_TEXT}).`,
  },
  {
    title: 'Review (3-5 business days)',
    text: 'Our team checks the application and the documents.',
  },
  {
    title: 'Approval',
    text: 'Only once approved can a partner set a password, sign in to the partner portal and work on the cases we assign to it.',
  },
] as const;

/** Requirements §2: the verification path every partner goes through, as numbered steps. */
export function VerificationPath({ className }: { className?: string }) {
  return (
    <ol className={cn('grid gap-4 md:grid-cols-2', className)}>
      {steps.map((step, index) => (
        <li key={step.title} className="flex gap-4 rounded-xl border border-ink-200 bg-white p-4">
          <span
            aria-hidden="true"
            className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white"
          >
            {index + 1}
          </span>
          <div>
            <h3 className="text-lg font-bold text-ink-900">
              <span className="sr-only">Step {index + 1}: </span>
              {step.title}
            </h3>
            <p className="mt-1 text-ink-700">{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
