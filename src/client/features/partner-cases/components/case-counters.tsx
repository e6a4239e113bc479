import type { CaseCounts } from './case-list-view';

const counters: { key: keyof CaseCounts; label: string }[] = [
  { key: 'total', label: 'Total cases' },
  { key: 'submitted', label: 'Submitted' },
  { key: 'inProgress', label: 'In Progress' },
  { key: 'completed', label: 'Completed' },
  { key: 'urgent', label: 'Urgent' },
];

/** Requirements §2/§9: the five counters over every assigned case. */
export function CaseCounters({ counts }: { counts: CaseCounts }) {
  return (
    <section aria-labelledby="case-summary-heading" className="space-y-3">
      <h2 id="case-summary-heading" className="sr-only">
        Case summary
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {counters.map(({ key, label }) => (
          <li
            key={key}
            className="flex flex-col rounded-2xl border border-ink-200 bg-white p-4 shadow-sm"
          >
            <span className="text-3xl font-bold text-ink-900">{counts[key]}</span>
            <span className="text-lg text-ink-700">{label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
