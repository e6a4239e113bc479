import { Trans } from '@lingui/react/macro';
import { ClipboardList } from 'lucide-react';
import type { MouseEvent } from 'react';
import { buttonClassName } from '@client/components/ui/button';
import { cn } from '@client/lib/cn';
import { landingSections, paths } from '@client/lib/paths';
import { useGoToSection } from '@client/lib/section-scroll';
import { useLocalizedHref } from '@client/lib/i18n/use-locale';

export const HELP_HREF = `${paths.home.getHref()}#${landingSections.getHelp}`;

/**
 * "Ask us for help": a link to the landing page's get-help form. In the app it scrolls there
 * (the landing page clears a hash on load); opened in a new tab it still lands on the page.
 */
export function HelpLink({ className }: { className?: string }) {
  const goToSection = useGoToSection();
  const localizedHref = useLocalizedHref();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) {
      return;
    }
    event.preventDefault();
    goToSection(landingSections.getHelp);
  };
  return (
    <a
      href={localizedHref(HELP_HREF)}
      onClick={follow}
      className={cn(buttonClassName('accent', 'lg'), 'no-underline', className)}
    >
      <ClipboardList aria-hidden="true" className="h-6 w-6 shrink-0" />
      <Trans>Ask us for help</Trans>
    </a>
  );
}
