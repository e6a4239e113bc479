import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { CmsLegalFormSummary } from '@shared/contracts/cms-legal-forms';
import { jurisdictions } from '@shared/legal-filters';
import { isLetterPurpose, letterPurposeLabels, letterPurposes } from '@shared/letters/purposes';
import { useLegalForms } from '../api/legal-forms';
import { ActiveBadge, UpdatedOn } from './article-status-badge';
import { ContentList, ContentListPanel, ContentRow, EmptyList } from './content-list-panel';
import { LegalFormEditor } from './legal-form-editor';
import { ListFilters } from './list-filters';
import { useEditorTarget } from './use-editor-target';

const HEADING_ID = 'cms-legal-forms-heading';
const ALL = 'all';
const NO_PURPOSE = 'none';

function jurisdictionLabel(value: string, i18n: I18n): string {
  const label = jurisdictions.find((option) => option.value === value)?.label;
  return label ? i18n._(label) : value;
}

function purposeLabel(purpose: string | null, i18n: I18n): string {
  if (purpose === null) return i18n._(msg`Form only (no ready-to-send letter)`);
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
  const { t, i18n } = useLingui();
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
  const filterOptions = [ALL, ...letterPurposes, NO_PURPOSE].map((value) => {
    const label = value === ALL ? t`All` : purposeLabel(value === NO_PURPOSE ? null : value, i18n);
    const formCount = count(value);
    return { value, label: t`${label} (${formCount})` };
  });

  return (
    <ContentListPanel
      headingId={HEADING_ID}
      title={t`Letters & forms`}
      list={forms}
      loadingLabel={t`Loading the legal forms`}
      loadFailedTitle={t`We could not load the legal forms.`}
      toolbar={
        <ListFilters
          idPrefix="cms-legal-form"
          searchLabel={t`Search letters and forms`}
          query={query}
          onQueryChange={setQuery}
          filterLabel={t`Letter`}
          filter={purposeFilter}
          onFilterChange={setPurposeFilter}
          options={filterOptions}
        />
      }
      editor={<LegalFormEditor key={editor.key} form={editor.target} {...editor.dialog} />}
    >
      {shown.length === 0 ? (
        <EmptyList
          title={all.length === 0 ? t`No legal forms yet` : t`No form matches`}
          hint={
            all.length === 0
              ? t`Legal forms come with the legal database.`
              : t`Try another title or letter.`
          }
        >
          {null}
        </EmptyList>
      ) : (
        <>
          <p className="text-ink-700" aria-live="polite">
            <Plural value={shown.length} one="# form" other="# forms" />
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
                      activeLabel={t`Public`}
                      inactiveLabel={t`Hidden`}
                    />
                    <span>{purposeLabel(form.purpose, i18n)}</span>
                    <span>{jurisdictionLabel(form.jurisdiction, i18n)}</span>
                    <UpdatedOn value={form.updatedAt} />
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
