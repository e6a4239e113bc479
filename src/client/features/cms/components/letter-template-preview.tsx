import { Trans, useLingui } from '@lingui/react/macro';
import type { CmsLegalForm } from '@shared/contracts/cms-legal-forms';
import { letterFieldLabel } from '@shared/letters/fields';
import { letterTemplateProblem } from '@shared/letters/template-rules';
import { fillSome, templatePlaceholders } from '@shared/letters/template';
import { FormNotice } from '@client/components/form-status';

/** Each placeholder as the person sees its box: '{{buyerName}}' reads '[Your full name]'. */
export function templateWithLabels(template: string): string {
  const labels = Object.fromEntries(
    templatePlaceholders(template).map((name) => [name, `[${letterFieldLabel(name)}]`]),
  );
  return fillSome(template, labels);
}

/**
 * The letter as it reads with its boxes named, and the rule it would break if saved now (the
 * same check the server makes).
 */
export function LetterTemplatePreview({
  form,
  template,
  instructions,
}: {
  form: Pick<CmsLegalForm, 'purpose' | 'jurisdiction'>;
  template: string;
  instructions: string;
}) {
  const { t } = useLingui();
  const problem = letterTemplateProblem({ ...form, template, instructions });
  return (
    <div className="space-y-2">
      <h3 id="legal-form-preview-heading" className="font-semibold text-ink-900">
        <Trans>Preview</Trans>
      </h3>
      {problem ? (
        <FormNotice tone="error" title={t`This letter cannot be saved yet.`} message={problem} />
      ) : null}
      {template.trim() ? (
        <div
          data-testid="letter-preview"
          // It scrolls, so it takes focus for keyboard scrolling.
          role="region"
          aria-labelledby="legal-form-preview-heading"
          tabIndex={0}
          className="max-h-[28rem] overflow-auto rounded-lg border border-ink-200 bg-ink-50 p-4 font-serif whitespace-pre-wrap text-ink-900"
        >
          {templateWithLabels(template)}
        </div>
      ) : (
        <p className="text-ink-700">
          <Trans>Nothing to preview yet. Write the letter and it appears here.</Trans>
        </p>
      )}
    </div>
  );
}
