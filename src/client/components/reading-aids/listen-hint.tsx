import { Volume2 } from 'lucide-react';

const readers: { device: string; how: string }[] = [
  {
    device: 'iPhone, iPad or Mac',
    how: 'Turn on VoiceOver or Spoken Content in Settings, under Accessibility.',
  },
  {
    device: 'Android phone or tablet',
    how: 'Turn on TalkBack or Select to Speak in Settings, under Accessibility.',
  },
  { device: 'Windows computer', how: 'Turn on Narrator in Settings, under Accessibility.' },
  {
    device: 'Microsoft Edge browser',
    how: 'Choose “Read aloud” from the menu (the three dots at the top right).',
  },
];

/**
 * How to have a page read aloud with the reader's own device: the tools they already have read
 * every page and app, in the voice and speed they chose, so we point to them rather than ship a
 * player of our own.
 */
export function ListenHint() {
  return (
    <details className="group">
      <summary className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-2 font-semibold text-brand-800 hover:bg-brand-50 focus-visible:ring-2 focus-visible:ring-brand-700 focus-visible:outline-none">
        <Volume2 aria-hidden="true" className="h-5 w-5" />
        Listen to this page
      </summary>
      <div className="mt-2 max-w-xl space-y-2 rounded-xl border border-ink-200 bg-white p-4 text-ink-900 shadow-sm">
        <p>Your phone or computer can read this page aloud to you. It is free and already there:</p>
        <ul className="list-disc space-y-1 pl-6">
          {readers.map((reader) => (
            <li key={reader.device}>
              <span className="font-semibold">{reader.device}:</span> {reader.how}
            </li>
          ))}
        </ul>
        <p className="text-ink-700">
          If you would rather talk to a person, call us: the number is at the bottom of every page.
        </p>
      </div>
    </details>
  );
}
