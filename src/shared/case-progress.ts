import type { CaseStatus } from './domain-values';

export type ProgressStepState = 'completed' | 'current' | 'upcoming' | 'inactive';

export interface ProgressStep {
  status: CaseStatus;
  title: string;
  state: ProgressStepState;
}

export interface CaseProgress {
  /** 'Case Closed' or 'Unknown Status' when the case is off the normal path; otherwise null. */
  heading: string | null;
  description: string | null;
  steps: ProgressStep[];
}

/** Requirements §4: the four steps a client sees, in order. */
export const progressSteps = [
  { status: 'submitted', title: 'Case Submitted' },
  { status: 'reviewing', title: 'Under Review' },
  { status: 'in_progress', title: 'In Progress' },
  { status: 'completed', title: 'Completed' },
] as const satisfies readonly { status: CaseStatus; title: string }[];

export const CASE_CLOSED_HEADING = 'Case Closed';
export const CASE_CLOSED_DESCRIPTION =
  'This case has been closed. If you need further help, please contact us.';
export const UNKNOWN_STATUS_HEADING = 'Unknown Status';
export const UNKNOWN_STATUS_DESCRIPTION =
  'We cannot show the progress of this case right now. Please contact us if you have questions.';

/**
 * Earlier steps are completed, the current one is highlighted and later ones are upcoming;
 * a closed or unrecognised status shows every step inactive.
 */
export function caseProgress(status: string): CaseProgress {
  const currentIndex = progressSteps.findIndex((step) => step.status === status);
  if (currentIndex === -1) {
    const closed = status === 'closed';
    return {
      heading: closed ? CASE_CLOSED_HEADING : UNKNOWN_STATUS_HEADING,
      description: closed ? CASE_CLOSED_DESCRIPTION : UNKNOWN_STATUS_DESCRIPTION,
      steps: progressSteps.map((step) => ({ ...step, state: 'inactive' })),
    };
  }
  return {
    heading: null,
    description: null,
    steps: progressSteps.map((step, index) => ({
      ...step,
      state: index < currentIndex ? 'completed' : index === currentIndex ? 'current' : 'upcoming',
    })),
  };
}
