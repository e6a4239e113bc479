import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { CmsLegalFormSummary } from '@shared/contracts/cms-legal-forms';
import type { TextDescriptor } from '@shared/i18n/text';
import { jurisdictions } from '@shared/legal-filters';
import { optionLabel } from '@shared/option-list';
import { isLetterPurpose, letterPurposeLabels, letterPurposes } from '@shared/letters/purposes';
import { countLabel } from '@client/lib/count-label';
import { useLegalForms } from '../api/legal-forms';
import { ActiveBadge } from './article-status-badge';
import { formatShortDate } from './content-labels';
import { ContentList, ContentListPanel, ContentRow, EmptyList } from './content-list-panel';
import { LegalFormEditor } from './legal-form-editor';
import { ListFilters } from './list-filters';
import { useEditorTarget } from './use-editor-target';

const HEADING_ID = 'cms-legal-forms-heading';
const ALL = 'all';
const NO_PURPOSE = 'none';

function jurisdictionLabel(value: string): TextDescriptor {
  return optionLabel(jurisdictions, value);
}

function purposeLabel(i18n: I18n, purpose: string | null): string {
  if (purpose === null) return 'Form only (no ready-to-send letter)';
  return isLetterPurpose(purpose) ? i18n._(letterPurposeLabels[purpose]) : purpose;
}

function matchesPurpose(form: CmsLegalFormSummary, filter: string): boolean {
  if (filter === ALL) return true;
  if (filter === NO_PURPOSE) return form.purpose === null;
  return form.purpose === filter;
}

/**
 * The legal forms and the letters made from them (decision 029): staff edit their texts; the
 * purpose and jurisdiction that the letters API finds them by stay as they are.
 */
export function LegalFormsPanel() {
  const { i18n } = useLingui();
  const forms = useLegalForms();
  const editor = useEditorTarget<CmsLegalFormSummary>();
  const [purposeFilter, setPurposeFilter] = useState(ALL);
  const [query, setQuery] = useState('');

  const all = forms.data ?? [];
  const needle = query.trim().toLowerCase();
  const shown = all
    .filter((form) => matchesPurpose(form, purposeFilter))
    .filter((form) => !needle || form.title.toLowerCase().includes(needle));
  const count = (filter: string) => all.filter((form) => matchesPurpose(form, filter)).length;
  const filterOptions = [ALL, ...letterPurposes, NO_PURPOSE].map((value) => ({
    value,
    label: `${value === ALL ? 'All' : purposeLabel(i18n, value === NO_PURPOSE ? null : value)} (${count(value)})`,
  }));

  return (
    <ContentListPanel
      headingId={HEADING_ID}
      title="Letters & forms"
      list={forms}
      loadingLabel="Loading the legal forms"
      loadFailedTitle="We could not load the legal forms."
      toolbar={
        <ListFilters
          idPrefix="cms-legal-form"
          searchLabel="Search letters and forms"
          query={query}
          onQueryChange={setQuery}
          filterLabel="Letter"
          filter={purposeFilter}
          onFilterChange={setPurposeFilter}
          options={filterOptions}
        />
      }
      editor={<LegalFormEditor key={editor.key} form={editor.target} {...editor.dialog} />}
    >
      {shown.length === 0 ? (
        <EmptyList
          title={all.length === 0 ? 'No legal forms yet' : 'No form matches'}
          hint={
            all.length === 0
              ? 'Legal forms come with the legal database.'
              : 'Try another title or letter.'
          }
        >
          {null}
        </EmptyList>
      ) : (
        <>
          <p className="text-ink-700" aria-live="polite">
            {countLabel(shown.length, 'form')}
          </p>
          <ContentList headingId={HEADING_ID}>
            {shown.map((form) => (
              <ContentRow
                key={form.id}
                name={form.title}
                facts={
                  <>
                    <ActiveBadge
                      active={form.isPublic}
                      activeLabel="Public"
                      inactiveLabel="Hidden"
                    />
                    <span>{purposeLabel(i18n, form.purpose)}</span>
                    <span>{i18n._(jurisdictionLabel(form.jurisdiction))}</span>
                    <span>Updated {formatShortDate(form.updatedAt)}</span>
                  </>
                }
                onEdit={() => editor.openEdit(form)}
              />
            ))}
          </ContentList>
        </>
      )}
    </ContentListPanel>
  );
}
