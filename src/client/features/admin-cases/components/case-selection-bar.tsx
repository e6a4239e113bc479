import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { UserCheck, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { NO_ONE, type AdminCase } from '@shared/contracts/admin-cases';
import { CheckboxRow } from '@client/components/checkbox-row';
import { FormNotice } from '@client/components/form-status';
import { SubmitButton } from '@client/components/submit-button';
import { Button } from '@client/components/ui/button';
import { Field, Select } from '@client/components/ui/field';
import { announce, announceFailure, type Notice } from '@client/lib/announce';
import { useAssignCaseOwner } from '../api/assign-case-owner';
import { useStaffMembers } from '../api/get-staff-members';
import { byStaffName, staffName } from './staff-names';

export const OWNER_ASSIGN_FAILED = msg`Failed to assign the owner`;
export const CHOOSE_OWNER_MESSAGE = msg`Please choose a staff member, or No owner.`;

/** Gives the selected cases to one active staff member, or takes their owner away. */
function OwnerForm({ caseIds, onDone }: { caseIds: string[]; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const staff = useStaffMembers();
  const assign = useAssignCaseOwner();
  const [ownerChoice, setOwnerChoice] = useState('');
  const [choiceError, setChoiceError] = useState<string | undefined>();
  const [problem, setProblem] = useState<Notice | null>(null);
  const active = (staff.data ?? []).filter((member) => member.isActive).toSorted(byStaffName);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (assign.isPending) return;
    if (!ownerChoice) {
      setChoiceError(i18n._(CHOOSE_OWNER_MESSAGE));
      document.getElementById('case-owner-choice')?.focus();
      return;
    }
    setProblem(null);
    assign.mutate(
      { caseIds, ownerId: ownerChoice === NO_ONE ? null : ownerChoice },
      {
        onSuccess: ({ message }) => {
          announce({ tone: 'success', title: t`Owner saved`, message });
          onDone();
        },
        onError: (error) => setProblem(announceFailure(i18n._(OWNER_ASSIGN_FAILED), error)),
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <Field
          id="case-owner-choice"
          label={t`Staff owner for the selected cases`}
          hint={
            staff.isError
              ? t`We could not load the staff; reload to try again.`
              : t`Only active staff members can own cases.`
          }
          error={choiceError}
          className="flex-1"
        >
          {(aria) => (
            <Select
              {...aria}
              emptyOption={staff.isPending ? t`Loading the staff…` : t`Choose a staff member`}
              value={ownerChoice}
              onChange={(event) => {
                setOwnerChoice(event.target.value);
                setChoiceError(undefined);
              }}
            >
              <option value={NO_ONE}>{t`No owner`}</option>
              {active.map((member) => (
                <option key={member.id} value={member.id}>
                  {staffName(member)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <SubmitButton busy={assign.isPending} busyLabel={t`Saving…`} icon={UserCheck} size="md">
          <Trans>Assign owner</Trans>
        </SubmitButton>
      </div>
      {problem ? <FormNotice tone="error" title={problem.title} message={problem.message} /> : null}
    </form>
  );
}

/**
 * Above the cases: select every case on the page, and, once some are selected, give them a
 * staff owner in one go.
 */
export function CaseSelectionBar({
  cases,
  selectedIds,
  onSelectAll,
  onClear,
}: {
  /** The cases on this page. */
  cases: AdminCase[];
  selectedIds: string[];
  onSelectAll: (selected: boolean) => void;
  onClear: () => void;
}) {
  const { t } = useLingui();
  const count = selectedIds.length;
  const shown = cases.length;
  const all = count > 0 && count === cases.length;
  return (
    <div
      className={
        count > 0
          ? 'space-y-3 rounded-2xl border-2 border-brand-700 bg-brand-50 p-4'
          : 'rounded-2xl border border-ink-200 bg-white px-4 py-2'
      }
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <CheckboxRow
          id="admin-cases-select-all"
          label={
            shown === 1
              ? t`Select the case on this page`
              : t`Select all ${shown} cases on this page`
          }
          checked={all}
          ref={(box) => {
            // "Some selected" is a third state a checkbox can only be given from script.
            if (box) box.indeterminate = count > 0 && !all;
          }}
          onChange={(event) => onSelectAll(event.target.checked)}
        />
        <p role="status" className="font-semibold text-ink-900">
          {count > 0 ? t`${count} selected` : ''}
        </p>
        {count > 0 ? (
          <Button variant="ghost" onClick={onClear}>
            <X aria-hidden="true" className="h-5 w-5" />
            <Trans>Clear selection</Trans>
          </Button>
        ) : null}
      </div>
      {count > 0 ? <OwnerForm caseIds={selectedIds} onDone={onClear} /> : null}
    </div>
  );
}
