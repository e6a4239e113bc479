import type { HelpAnswers } from '@shared/guided-help/answers';
import { downloadMadeFrom } from '@client/lib/download-file';

export const PLAN_DOCUMENT_PATH = '/api/help/plan-document';
export const PLAN_FILE_NAME = 'my-action-plan.pdf';

/** The plan as a PDF, made by the server from the answers (it keeps nothing). */
export function downloadPlan(answers: HelpAnswers, today: string): Promise<string> {
  return downloadMadeFrom(PLAN_DOCUMENT_PATH, { answers, today }, PLAN_FILE_NAME);
}
