import { useState, type ReactNode } from 'react';
import { deferredPart } from '@client/components/deferred-part';

// The form loads after the page, so it adds nothing to a page's first JavaScript.
const CallbackRequestDialog = deferredPart(() =>
  import('./callback-request-dialog').then((module) => module.CallbackRequestDialog),
);

export interface CallbackRequestButtonProps {
  className: string;
  children: ReactNode;
  /** The spec's e-mail draft, kept as "or e-mail us yourself". */
  mailtoHref: string;
  initialMessage?: string;
}

/**
 * A consultation button that opens the callback form. Without JavaScript it is the spec's
 * e-mail link, so the button still does something before the page has hydrated.
 */
export function CallbackRequestButton({
  className,
  children,
  mailtoHref,
  initialMessage,
}: CallbackRequestButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <a
        href={mailtoHref}
        role="button"
        className={className}
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
      >
        {children}
      </a>
      <CallbackRequestDialog
        open={open}
        onOpenChange={setOpen}
        mailtoHref={mailtoHref}
        initialMessage={initialMessage}
      />
    </>
  );
}
