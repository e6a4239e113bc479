import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Volume2 } from 'lucide-react';

const readers: { device: MessageDescriptor; how: MessageDescriptor }[] = [
  {
    device: msg`iPhone, iPad or Mac`,
    how: msg`Turn on VoiceOver or Spoken Content in Settings, under Accessibility.`,
  },
  {
    device: msg`Android phone or tablet`,
    how: msg`Turn on TalkBack or Select to Speak in Settings, under Accessibility.`,
  },
  {
    device: msg`Windows computer`,
    how: msg`Turn on Narrator in Settings, under Accessibility.`,
  },
  {
    device: msg`Microsoft Edge browser`,
    how: msg`Choose “Read aloud” from the menu (the three dots at the top right).`,
  },
];

/**
 * How to have a page read aloud with the reader's own device: the tools they already have read
 * every page and app, in the voice and speed they chose, so we point to them rather than ship a
 * player of our own.
 */
export function ListenHint() {
  const { i18n } = useLingui();
  return (
    <details className="group">
      <summary className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-2 font-semibold text-brand-800 hover:bg-brand-50 focus-visible:ring-2 focus-visible:ring-brand-700 focus-visible:outline-none">
        <Volume2 aria-hidden="true" className="h-5 w-5" />
        <Trans>Listen to this page</Trans>
      </summary>
      <div className="mt-2 max-w-xl space-y-2 rounded-xl border border-ink-200 bg-white p-4 text-ink-900 shadow-sm">
        <p>
          <Trans>
            Your phone or computer can read this page aloud to you. It is free and already there:
          </Trans>
        </p>
        <ul className="list-disc space-y-1 pl-6">
          {readers.map((reader) => (
            <li key={reader.device.id}>
              <span className="font-semibold">{i18n._(reader.device)}:</span> {i18n._(reader.how)}
            </li>
          ))}
        </ul>
        <p className="text-ink-700">
          <Trans>
            If you would rather talk to a person, call us: the number is at the bottom of every
            page.
          </Trans>
        </p>
      </div>
    </details>
  );
}
