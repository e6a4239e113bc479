import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { MAX_MESSAGE_LENGTH, newCaseMessageSchema } from '@shared/contracts/case-collaboration';
import { FormNotice } from '@client/components/form-status';
import { SubmitButton } from '@client/components/submit-button';
import { Field, Textarea } from '@client/components/ui/field';
import { cn } from '@client/lib/cn';
import { useIntlLocale } from '@client/lib/i18n/use-locale';
import { useSendCaseMessage } from './send-message';
import type { ThreadEndpoint } from './thread-endpoint';

// One conversation is on screen at a time.
const ID = 'case-message';
// eslint-disable-next-line lingui/no-unlocalized-strings -- an element id
const COUNT_ID = `${ID}-count`;

function CharacterCount({ length }: { length: number }) {
  const intlLocale = useIntlLocale();
  const over = length > MAX_MESSAGE_LENGTH;
  const typed = length.toLocaleString(intlLocale);
  const limit = MAX_MESSAGE_LENGTH.toLocaleString(intlLocale);
  const extra = (length - MAX_MESSAGE_LENGTH).toLocaleString(intlLocale);
  return (
    <p
      id={COUNT_ID}
      className={cn('text-sm', over ? 'font-semibold text-red-700' : 'text-ink-600')}
    >
      {over ? (
        <Trans>
          {typed} of {limit} characters ({extra} too many)
        </Trans>
      ) : (
        <Trans>
          {typed} of {limit} characters
        </Trans>
      )}
    </p>
  );
}

/**
 * The box to write on the case: at most 5,000 characters with a counter. A message the server
 * refuses stays in the box with the reason next to it.
 */
export function MessageForm({ thread, hint }: { thread: ThreadEndpoint; hint: string }) {
  const { t } = useLingui();
  const send = useSendCaseMessage(thread);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (send.isPending) return;
    setSent(false);
    setFailure(null);
    const parsed = newCaseMessageSchema.safeParse({ body });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      document.getElementById(ID)?.focus();
      return;
    }
    setError(undefined);
    send.mutate(
      { body },
      {
        onSuccess: () => {
          setBody('');
          setSent(true);
        },
        onError: (failed) => setFailure(failed.message || t`Please try again.`),
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      <Field id={ID} label={t`Write a message`} hint={hint} error={error}>
        {(aria) => (
          <Textarea
            {...aria}
            aria-describedby={[aria['aria-describedby'], COUNT_ID].filter(Boolean).join(' ')}
            rows={5}
            value={body}
            onChange={(event) => {
              setBody(event.target.value);
              setSent(false);
              if (error) setError(undefined);
            }}
          />
        )}
      </Field>
      <CharacterCount length={body.length} />
      {failure ? (
        <FormNotice tone="error" title={t`Your message was not sent`} message={failure} />
      ) : null}
      <FormNotice tone="success" message={sent ? t`Your message was sent.` : null} />
      <SubmitButton busy={send.isPending} busyLabel={t`Sending…`} size="md">
        <Trans>Send</Trans>
      </SubmitButton>
    </form>
  );
}
