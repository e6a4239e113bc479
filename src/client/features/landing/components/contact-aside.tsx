import { Trans } from '@lingui/react/macro';
import { Card } from '@client/components/ui/card';
import { ContactLines } from '@client/components/contact-lines';

/** Shown next to the contact form: the other ways to reach the support team. */
export function ContactAside() {
  return (
    <Card className="bg-brand-50">
      <h3 className="text-xl font-bold text-ink-900">
        <Trans>Other ways to reach us</Trans>
      </h3>
      <p className="mt-2 text-ink-700">
        <Trans>Call or email us. We are happy to help.</Trans>
      </p>
      <ContactLines className="mt-3" />
      <p className="mt-4 border-t border-brand-200 pt-4 text-base text-ink-700">
        <Trans>
          We will never ask for your bank password, card PIN or payment by gift card. If someone
          says they are from TRA and asks for these, please hang up and call us.
        </Trans>
      </p>
    </Card>
  );
}
