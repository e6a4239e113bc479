import type { CaseStatus } from './domain-values';
import { text, type TextDescriptor } from './i18n/text';

export type ProgressStepState = 'completed' | 'current' | 'upcoming' | 'inactive';

export interface ProgressStep {
  status: CaseStatus;
  title: TextDescriptor;
  state: ProgressStepState;
}

export interface CaseProgress {
  /** 'Case Closed' or 'Unknown Status' when the case is off the normal path; otherwise null. */
  heading: TextDescriptor | null;
  description: TextDescriptor | null;
  steps: ProgressStep[];
}

/** Requirements §4: the four steps a client sees, in order. */
export const progressSteps = [
  { status: 'submitted', title: text('Case Submitted') },
  { status: 'reviewing', title: text('Under Review') },
  { status: 'in_progress', title: text('In Progress') },
  { status: 'completed', title: text('Completed') },
] as const satisfies readonly { status: CaseStatus; title: TextDescriptor }[];

export const CASE_CLOSED_HEADING = text('Case Closed');
export const CASE_CLOSED_DESCRIPTION = text(
  'This case has been closed. If you need further help, please contact us.',
);
export const UNKNOWN_STATUS_HEADING = text('Unknown Status');
export const UNKNOWN_STATUS_DESCRIPTION = text(
  'We cannot show the progress of this case right now. Please contact us if you have questions.',
);

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
