import { useLingui } from '@lingui/react/macro';
import { downloads } from '@shared/downloads';
import { DownloadCard } from './download-card';
import { ResourcesSection } from './resources-section';

/** Requirements §2, §9 Static content: the four free downloads. */
export function DownloadsSection() {
  const { t } = useLingui();
  return (
    <ResourcesSection
      headingId="downloads-heading"
      title={t`Free downloads`}
      intro={t`Checklists and worksheets you can print or fill in at home. They are free, and you do not need an account.`}
    >
      <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
        {downloads.map((download) => (
          <li key={download.id}>
            <DownloadCard download={download} />
          </li>
        ))}
      </ul>
    </ResourcesSection>
  );
}
