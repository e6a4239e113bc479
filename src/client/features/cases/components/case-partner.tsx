import { Trans } from '@lingui/react/macro';
import { Handshake } from 'lucide-react';
import type { ClientCaseDetail } from '@shared/contracts/cases';

/** Who is working on the case: the partner firm once one is assigned, else that none is yet. */
export function CasePartner({ partner }: { partner: ClientCaseDetail['partner'] }) {
  const companyName = partner?.companyName;
  return (
    <section
      aria-labelledby="case-partner-heading"
      className="flex items-start gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4"
    >
      <Handshake aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0 text-brand-700" />
      <div className="space-y-1">
        {partner ? (
          <>
            <h2 id="case-partner-heading" className="text-xl font-bold text-ink-900">
              <Trans>Your partner attorney: {companyName}</Trans>
            </h2>
            <p className="text-ink-700">
              <Trans>
                They are working on your case and will contact you directly about the next steps.
              </Trans>
            </p>
          </>
        ) : (
          <>
            <h2 id="case-partner-heading" className="text-xl font-bold text-ink-900">
              <Trans>Partner attorney: Not yet assigned</Trans>
            </h2>
            <p className="text-ink-700">
              <Trans>
                We will let you know by e-mail as soon as a partner attorney takes on your case.
              </Trans>
            </p>
          </>
        )}
      </div>
    </section>
  );
}
