import { useLingui } from '@lingui/react/macro';
import { usePageHead } from '@client/lib/page-head';
import { EducationRecommendations } from '@client/features/recommendations/components/education-recommendations';
import { DownloadsSection } from '@client/features/resources/components/downloads-section';
import { EducationHero } from '@client/features/resources/components/education-hero';
import { GuidesSection } from '@client/features/resources/components/guides-section';
import { HelpCallToAction } from '@client/features/resources/components/help-call-to-action';

/**
 * Requirements §2 Education centre (/resources): hero, the four downloads, the guides, personalised
 * recommendations and a call to action.
 */
export default function ResourcesPage() {
  const { t } = useLingui();
  usePageHead({
    title: t`Education Centre`,
    description: t`Free, plain-language guides, checklists and worksheets that explain your timeshare contract, your rights and your options, one step at a time.`,
  });
  return (
    <>
      <EducationHero />
      <div className="mx-auto max-w-6xl space-y-16 px-4 py-12 sm:px-6 md:py-16">
        <DownloadsSection />
        <GuidesSection />
        <EducationRecommendations />
        <HelpCallToAction />
      </div>
    </>
  );
}
