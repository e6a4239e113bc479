import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { accountLanguagePaths } from '@shared/contracts/account-language-paths';
import { LOCALES, LOCALE_NAMES, type Locale } from '@shared/i18n/locales';
import type { SideRequest } from '@client/components/case-collaboration/side-request';
import { SubmitButton } from '@client/components/submit-button';
import { Card } from '@client/components/ui/card';
import type { SignInKind } from '@client/lib/auth-storage';
import { showPageIn } from '@client/lib/i18n/account-language';
import { useLocale } from '@client/lib/i18n/use-locale';
import { toast } from '@client/lib/toast';

export interface AccountLanguageCardProps {
  kind: SignInKind;
  /** The account's language now. */
  current: Locale;
  /** `clientRequest`, `partnerRequest` or `staffRequest`. */
  request: SideRequest;
}

/**
 * The language of the account (issue 21): its pages and every e-mail we send it. Saving another
 * language shows this page again in it.
 */
export function AccountLanguageCard({ kind, current, request }: AccountLanguageCardProps) {
  const { t } = useLingui();
  const pageLocale = useLocale();
  const [chosen, setChosen] = useState<Locale>(current);
  const [busy, setBusy] = useState(false);
  const headingId = useId();

  async function save(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      await request(accountLanguagePaths[kind], { method: 'PUT', body: { locale: chosen } });
      if (chosen === pageLocale) {
        toast.success(t`Language saved`);
        setBusy(false);
      } else {
        showPageIn(chosen);
      }
    } catch (error) {
      toast.error(t`Language not saved`, {
        description: error instanceof Error ? error.message : undefined,
      });
      setBusy(false);
    }
  }

  return (
    <Card className="space-y-4">
      <section aria-labelledby={headingId} className="space-y-4">
        <h2 id={headingId} className="text-2xl font-bold text-ink-900">
          <Trans>Language</Trans>
        </h2>
        <p className="text-lg text-ink-700">
          <Trans>The language of your pages and of every e-mail we send you.</Trans>
        </p>
        <form onSubmit={save} className="space-y-4">
          <fieldset className="space-y-2">
            <legend className="sr-only">
              <Trans>Language</Trans>
            </legend>
            {LOCALES.map((locale) => (
              <label
                key={locale}
                lang={locale}
                className="flex min-h-11 w-fit cursor-pointer items-center gap-3 text-lg"
              >
                <input
                  type="radio"
                  name="locale"
                  value={locale}
                  checked={chosen === locale}
                  onChange={() => setChosen(locale)}
                  className="h-5 w-5 accent-brand-700"
                />
                {LOCALE_NAMES[locale]}
              </label>
            ))}
          </fieldset>
          <SubmitButton busy={busy} busyLabel={t`Saving…`} size="md">
            <Trans>Save language</Trans>
          </SubmitButton>
        </form>
      </section>
    </Card>
  );
}
