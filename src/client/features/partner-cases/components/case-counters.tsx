import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CaseCounts } from './case-list-view';

/** The statuses' names here count cases (plural in Spanish), hence their own context. */
const counters: { key: keyof CaseCounts; label: MessageDescriptor }[] = [
  { key: 'total', label: msg`Total cases` },
  { key: 'submitted', label: msg({ message: 'Submitted', context: 'number of cases' }) },
  { key: 'inProgress', label: msg({ message: 'In Progress', context: 'number of cases' }) },
  { key: 'completed', label: msg({ message: 'Completed', context: 'number of cases' }) },
  { key: 'urgent', label: msg({ message: 'Urgent', context: 'number of cases' }) },
];

/** Requirements §2/§9: the five counters over every assigned case. */
export function CaseCounters({ counts }: { counts: CaseCounts }) {
  const { i18n } = useLingui();
  return (
    <section aria-labelledby="case-summary-heading" className="space-y-3">
      <h2 id="case-summary-heading" className="sr-only">
        <Trans>Case summary</Trans>
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {counters.map(({ key, label }) => (
          <li
            key={key}
            className="flex flex-col rounded-2xl border border-ink-200 bg-white p-4 shadow-sm"
          >
            <span className="text-3xl font-bold text-ink-900">{counts[key]}</span>
            <span className="text-lg text-ink-700">{i18n._(label)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
