import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { BriefcaseBusiness } from 'lucide-react';
import type { professionalAudiences } from '@shared/legal-filters';
import { cn } from '@client/lib/cn';

const LABELS: Record<(typeof professionalAudiences)[number], MessageDescriptor> = {
  staff: msg`For staff`,
  attorney: msg`For attorneys`,
};

/**
 * Says plainly that a resource is written for professionals, so a visitor who finds a staff
 * checklist or an attorney analysis knows it is not advice for them (issue 15). Consumer
 * material has no badge. Words and a border, never colour alone.
 */
export function AudienceBadge({ audience, className }: { audience: string; className?: string }) {
  const { i18n } = useLingui();
  const label = (LABELS as Record<string, MessageDescriptor | undefined>)[audience];
  if (!label) return null;
  return (
    <p
      className={cn(
        'inline-flex items-center gap-2 rounded-lg border-2 border-brand-700 bg-brand-50 px-3 py-1 text-base font-semibold text-ink-900',
        className,
      )}
    >
      <BriefcaseBusiness aria-hidden="true" className="h-5 w-5 shrink-0" />
      {i18n._(label)}
    </p>
  );
}
