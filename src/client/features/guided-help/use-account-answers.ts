import type { HelpAnswers } from '@shared/guided-help/answers';
import { useClientSession } from '@client/lib/client-session';
import { useSaveAnswers, useSavedAnswers } from './api/saved-answers';

/**
 * For a signed-in client: the answers kept on their account (offered when this browser has
 * none) and a keeper that saves every change there, so they can go on from another device.
 */
export function useAccountAnswers() {
  const session = useClientSession();
  const userId = session.status === 'authenticated' ? session.user.id : null;
  const saved = useSavedAnswers(userId);
  const saving = useSaveAnswers(userId ?? '');
  return {
    accountAnswers: saved.data?.answers ?? null,
    onAnswersChange: userId ? (answers: HelpAnswers) => saving.mutate(answers) : undefined,
  };
}
