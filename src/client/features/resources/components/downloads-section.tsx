import { downloads } from '@shared/downloads';
import { DownloadCard } from './download-card';

/** Spec §2, §9 Static content: the four free downloads. */
export function DownloadsSection() {
  return (
    <section aria-labelledby="downloads-heading" className="space-y-4">
      <h2 id="downloads-heading" className="text-3xl font-bold text-ink-900">
        Free downloads
      </h2>
      <p className="max-w-3xl text-lg text-ink-700">
        Checklists and worksheets you can print or fill in at home. They are free, and you do not
        need an account.
      </p>
      <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
        {downloads.map((download) => (
          <li key={download.id}>
            <DownloadCard download={download} />
          </li>
        ))}
      </ul>
    </section>
  );
}
