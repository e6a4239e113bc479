import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, ArrowRight, CircleCheck } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useWatch, type FieldErrors } from 'react-hook-form';
import { toast } from '@client/lib/toast';
import { FormNotice } from '@client/components/form-status';
import { SubmitButton } from '@client/components/submit-button';
import { Button } from '@client/components/ui/button';
import { ProgressBar } from '@client/components/ui/progress-bar';
import { useSchemaForm } from '@client/lib/use-schema-form';
import { useCompleteOnboarding } from '../api/complete-onboarding';
import {
  emptyOnboardingForm,
  ONBOARDING_STEP_COUNT,
  onboardingFormSchema,
  onboardingSteps,
  toOnboardingAnswers,
  type OnboardingFormInput,
  type OnboardingFormOutput,
} from './onboarding-form';
import { GoalsStep, PersonalInfoStep, PreferencesStep, SituationStep } from './onboarding-steps';

/** Requirements §9: the page reloads this long after the wizard is completed. */
export const ONBOARDING_RELOAD_DELAY_MS = 1500;

const stepBodies = [PersonalInfoStep, SituationStep, PreferencesStep, GoalsStep] as const;

export interface OnboardingWizardProps {
  /** Known details to start from, such as the phone number given at registration. */
  initialPhone?: string | null;
  /** Runs 1.5 s after the answers are saved; the page reloads by default (requirements §4). */
  onCompleted?: () => void;
}

/**
 * Requirements §2/§4/§5 onboarding wizard: four steps in one form, so every answer is kept while
 * moving back and forth and after a failed attempt. Only step 2 has required answers.
 */
export function OnboardingWizard({
  initialPhone,
  onCompleted = () => window.location.reload(),
}: OnboardingWizardProps) {
  const { t, i18n } = useLingui();
  const [step, setStep] = useState(1);
  const [failure, setFailure] = useState<string | null>(null);
  const [completed, setCompleted] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const stepChanged = useRef(false);
  const mutation = useCompleteOnboarding();
  const form = useSchemaForm(onboardingFormSchema, {
    ...emptyOnboardingForm,
    phone: initialPhone ?? '',
  });

  const [company, situation] = useWatch({
    control: form.control,
    name: ['timeshareCompany', 'currentSituation'],
  });
  const situationMissing = step === 2 && (!company?.trim() || !situation?.trim());
  const busy = mutation.isPending || completed;
  const isLastStep = step === ONBOARDING_STEP_COUNT;
  const current = onboardingSteps[step - 1]!;
  const StepBody = stepBodies[step - 1]!;

  // Each new step is announced by moving focus to its heading (not on first load).
  useEffect(() => {
    if (stepChanged.current) headingRef.current?.focus();
  }, [step]);

  function goTo(next: number) {
    stepChanged.current = true;
    setStep(next);
  }

  async function goNext() {
    if (situationMissing) return;
    const valid = await form.trigger([...current.fields], { shouldFocus: true });
    if (valid) goTo(step + 1);
  }

  async function complete(values: OnboardingFormOutput) {
    if (busy) return;
    setFailure(null);
    try {
      await mutation.mutateAsync(toOnboardingAnswers(values));
    } catch (error) {
      const message =
        (error instanceof Error && error.message) || t`Failed to complete onboarding.`;
      toast.error(t`Error`, { description: message });
      setFailure(message);
      return;
    }
    setCompleted(true);
    toast.success(t`Welcome to TRA!`, {
      description: t`Your account setup is complete. Let's get started!`,
    });
    // Not cleared on unmount: the refreshed user replaces the wizard before the reload.
    window.setTimeout(onCompleted, ONBOARDING_RELOAD_DELAY_MS);
  }

  /** An answer an earlier step let through (it should not happen): show that step. */
  function showInvalidStep(errors: FieldErrors<OnboardingFormInput>) {
    const index = onboardingSteps.findIndex((item) => item.fields.some((field) => field in errors));
    if (index >= 0 && index + 1 !== step) goTo(index + 1);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (isLastStep) {
      void form.handleSubmit(complete, showInvalidStep)(event);
      return;
    }
    event.preventDefault();
    void goNext();
  }

  const percent = (step / ONBOARDING_STEP_COUNT) * 100;
  const stepCount = ONBOARDING_STEP_COUNT;

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-8">
      <ProgressBar
        percent={percent}
        label={t`Account setup progress`}
        valueText={t`Step ${step} of ${stepCount}`}
      />

      <div className="space-y-6 rounded-2xl border border-ink-200 bg-white p-5 shadow-sm sm:p-8">
        <h2
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-bold text-ink-900 focus:outline-none md:text-3xl"
        >
          <span className="sr-only">
            <Trans>
              Step {step} of {stepCount}:
            </Trans>{' '}
          </span>
          {i18n._(current.title)}
        </h2>
        <StepBody form={form} />
      </div>

      {failure ? (
        <FormNotice
          tone="error"
          title={t`We could not finish setting up your account.`}
          message={failure}
        >
          <p>
            <Trans>Your answers are still here, so you can try again.</Trans>
          </p>
        </FormNotice>
      ) : null}

      <div className="space-y-3">
        {situationMissing ? (
          <p id="onboarding-next-hint" className="font-medium text-ink-900">
            <Trans>Please fill in your timeshare company and current situation to continue.</Trans>
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          <Button
            variant="outline"
            size="lg"
            onClick={() => goTo(step - 1)}
            disabled={step === 1 || busy}
          >
            <ArrowLeft aria-hidden="true" className="h-5 w-5" />
            <Trans>Previous</Trans>
          </Button>
          {isLastStep ? (
            <SubmitButton
              key="complete"
              busy={busy}
              busyLabel={t`Completing...`}
              icon={CircleCheck}
            >
              <Trans>Complete Setup</Trans>
            </SubmitButton>
          ) : (
            <Button
              key="next"
              type="submit"
              size="lg"
              disabled={situationMissing}
              aria-describedby={situationMissing ? 'onboarding-next-hint' : undefined}
            >
              <Trans>Next</Trans>
              <ArrowRight aria-hidden="true" className="h-5 w-5" />
            </Button>
          )}
        </div>
      </div>
    </form>
  );
}
