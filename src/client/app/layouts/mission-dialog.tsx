import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { Modal } from '@client/components/ui/modal';
import { footerLinkClassName } from './site-footer';

/** The footer's "Our Mission": a button that opens the mission in a dialog. */
export function MissionDialog() {
  const [open, setOpen] = useState(false);
  const { i18n } = useLingui();
  return (
    <>
      <button
        type="button"
        className={footerLinkClassName}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <Trans>Our Mission</Trans>
      </button>
      <Modal open={open} onOpenChange={setOpen} title={i18n._(msg`Our Mission`)}>
        <div className="space-y-4 text-ink-700">
          <p>
            <Trans>
              Timeshare Resolution Advocates is a nonprofit. We help timeshare owners understand
              their contracts and their rights, so they can make calm, informed choices.
            </Trans>
          </p>
          <p>
            <Trans>
              We warn people about exit scams, explain options in plain words, and connect owners
              with independent partners we have checked. We never ask for upfront fees, wire
              transfers or gift cards.
            </Trans>
          </p>
          <p>
            <Trans>
              No one should feel trapped or pressured. You are not alone, and you can ask us
              anything.
            </Trans>
          </p>
        </div>
      </Modal>
    </>
  );
}
