import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { PasswordAssessment, PasswordScore } from '@shared/password-strength';
import { cn } from '@client/lib/cn';
import { assessPasswordLazily } from '@client/lib/password-rules';

/** How each zxcvbn score is named and coloured; 3 and up pass the rule. */
const levels: Record<PasswordScore, { label: MessageDescriptor; bar: string }> = {
  0: { label: msg`Very weak`, bar: 'bg-red-700' },
  1: { label: msg`Weak`, bar: 'bg-red-700' },
  2: { label: msg`Fair, but still too easy to guess`, bar: 'bg-amber-600' },
  3: { label: msg`Strong`, bar: 'bg-green-700' },
  4: { label: msg`Very strong`, bar: 'bg-green-700' },
};

/** Typing pauses this long before the password is scored again (scoring takes a moment). */
const SETTLE_MS = 150;

type Rated = PasswordAssessment & { message: string; password: string };

/** The shared rule's verdict on `password`, loaded lazily and re-run when typing pauses. */
function usePasswordStrength(password: string, userInputs: readonly (string | undefined)[]) {
  const [rated, setRated] = useState<Rated | null>(null);
  const inputsKey = userInputs.join('\n');
  useEffect(() => {
    if (password === '') return;
    let current = true;
    const timer = setTimeout(() => {
      void assessPasswordLazily(password, inputsKey.split('\n')).then((assessment) => {
        if (current) setRated({ ...assessment, password });
      });
    }, SETTLE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [password, inputsKey]);
  // A verdict about what was typed before is not shown as if it were about the new text.
  return password !== '' && rated?.password === password ? rated : null;
}

export interface PasswordStrengthMeterProps {
  /** Id of the meter's words, so the password box can point at them (aria-describedby). */
  id: string;
  /** What is typed in the password box. */
  password: string;
  /** What is known of the owner (names, e-mail address): a password made of them is weak. */
  userInputs: readonly (string | undefined)[];
}

/**
 * How hard the typed password is to guess, as a bar of four steps and in words, with why a
 * weak one is weak and what to do (issue 15 item 8). The same rule refuses it on submit and
 * on the server. The words sit in a polite live region, so screen readers hear the verdict.
 */
export function PasswordStrengthMeter({ id, password, userInputs }: PasswordStrengthMeterProps) {
  const { i18n } = useLingui();
  const rated = usePasswordStrength(password, userInputs);
  const level = rated ? levels[rated.score] : null;
  const levelName = level ? i18n._(level.label) : '';
  return (
    <div className="space-y-2" data-testid="password-strength">
      <div aria-hidden="true" className="grid grid-cols-4 gap-1.5">
        {[1, 2, 3, 4].map((step) => (
          <div
            key={step}
            className={cn(
              'h-2 rounded-full',
              // Even a score of 0 colours the first step, so the bar shows a verdict was given.
              rated && level && Math.max(1, rated.score) >= step ? level.bar : 'bg-ink-300',
            )}
          />
        ))}
      </div>
      <div id={id} aria-live="polite" className="text-ink-900">
        {password === '' ? (
          <p className="text-ink-700">
            <Trans>Password strength: type a password to see how strong it is.</Trans>
          </p>
        ) : rated && level ? (
          <>
            <p>
              <Trans>
                Password strength: <strong>{levelName}</strong>
              </Trans>
            </p>
            {rated.strongEnough ? null : <p className="text-ink-700">{rated.message}</p>}
          </>
        ) : (
          <p className="text-ink-700">
            <Trans>Password strength: checking…</Trans>
          </p>
        )}
      </div>
    </div>
  );
}
