import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { caseDraftFrom } from '@shared/guided-help/case-draft';
import type { HelpAnswers } from '@shared/guided-help/answers';
import type { ActionPlan } from '@shared/guided-help/plan';
import { showText } from '@shared/rescission/show-text';
import { MISSING_CASE_INFORMATION } from '@shared/contracts/cases';
import { FormNotice } from '@client/components/form-status';
import { Button } from '@client/components/ui/button';
import { Field, Input, Textarea } from '@client/components/ui/field';
import { Modal } from '@client/components/ui/modal';
import { paths } from '@client/lib/paths';
import { useOpenCase } from '../api/open-case';

export interface OpenCaseDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  answers: HelpAnswers;
  plan: ActionPlan;
}

/**
 * Turns the plan into a case in one step: the answers fill the situation, the person names the
 * company and may change the words. Loaded only for a signed-in client, with the case contract.
 */
export default function OpenCaseDialog({ open, onOpenChange, answers, plan }: OpenCaseDialogProps) {
  const { t, i18n } = useLingui();
  // In the page's language: the person reads and may change the words before they are sent, and
  // the team reads cases in either language.
  const draft = caseDraftFrom(answers, plan, (words) => showText(i18n, words));
  const [company, setCompany] = useState('');
  const [situation, setSituation] = useState(draft.situation);
  const [problem, setProblem] = useState<string | null>(null);
  const opening = useOpenCase();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (opening.isPending) return;
    if (!company.trim() || !situation.trim()) {
      setProblem(MISSING_CASE_INFORMATION);
      return;
    }
    setProblem(null);
    opening.mutate({
      timeshareCompany: company.trim(),
      purchaseDate: draft.purchaseDate,
      situation: situation.trim(),
      priority: draft.priority,
    });
  };

  const opened = opening.data;
  const caseNumber = opened?.caseNumber;
  const failure = problem ?? opening.error?.message ?? null;
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t`Open a case from this plan`}>
      {opened ? (
        <div className="space-y-4">
          <FormNotice
            tone="success"
            title={t`Your case is open`}
            message={t`Case ${caseNumber}: our team will look at it and reply in your portal.`}
          />
          <Button asChild size="lg">
            <Link to={paths.clientCase.getHref(opened.id)}>
              <Trans>Go to your case</Trans>
            </Link>
          </Button>
        </div>
      ) : (
        <form noValidate onSubmit={submit} className="space-y-5">
          <p className="text-lg text-ink-800">
            <Trans>
              Your answers fill the case. Name the resort or company, check the words, and open it.
            </Trans>
          </p>
          <Field id="help-case-company" label={t`Timeshare company (resort or developer)`}>
            <Input
              id="help-case-company"
              value={company}
              maxLength={200}
              autoComplete="organization"
              onChange={(event) => setCompany(event.currentTarget.value)}
              aria-invalid={problem !== null && !company.trim()}
            />
          </Field>
          <Field id="help-case-situation" label={t`Your situation`}>
            <Textarea
              id="help-case-situation"
              value={situation}
              maxLength={5000}
              rows={10}
              onChange={(event) => setSituation(event.currentTarget.value)}
            />
          </Field>
          <FormNotice
            tone="error"
            title={failure ? t`The case was not opened.` : null}
            message={failure ? i18n._(failure) : null}
          />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" size="lg" onClick={() => onOpenChange(false)}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" size="lg" aria-disabled={opening.isPending || undefined}>
              {opening.isPending ? t`Opening your case…` : t`Open my case`}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
