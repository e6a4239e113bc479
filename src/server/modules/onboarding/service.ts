import { eq } from 'drizzle-orm';
import type { ClientUser } from '@shared/contracts/auth';
import type { ClientCase } from '@shared/contracts/cases';
import type { OnboardingAnswers } from '@shared/contracts/onboarding';
import type { CasePriority } from '@shared/domain-values';
import { preferencesFromOnboarding } from '@shared/onboarding-preferences';
import type { Database } from '../../db/client';
import { onboardingAnswers, userAccounts } from '../../db/schema';
import { AppError, notFound } from '../../platform/errors';
import { openCase, type CaseMailContext } from '../cases/service';
import { clientUserColumns } from '../auth/service';
import { mergePreferences } from '../preferences/service';
import { text } from '@shared/i18n/text';
import { english } from '@shared/i18n/translate-issue';

export const ONBOARDING_DONE_MESSAGE = english(text('Your account setup is already complete.'));

export interface OnboardingDeps extends CaseMailContext {
  db: Database;
}

export interface OnboardingResult {
  user: ClientUser;
  case: ClientCase;
}

const priorityOf: Record<NonNullable<OnboardingAnswers['urgencyLevel']>, CasePriority> = {
  low: 'low',
  medium: 'medium',
  high: 'high',
};

/**
 * Finishes the wizard in one transaction: stores the answers, the phone and the implied
 * preferences, opens the first case (with its confirmation e-mail) and marks the account
 * onboarded. A second call answers 409 ONBOARDING_DONE. Wake the job worker after it returns.
 */
export async function completeOnboarding(
  deps: OnboardingDeps,
  clientId: string,
  answers: OnboardingAnswers,
): Promise<OnboardingResult> {
  return deps.db.transaction(async (tx) => {
    // The row lock makes two simultaneous submissions run one after the other.
    const [account] = await tx
      .select({ hasCompletedOnboarding: userAccounts.hasCompletedOnboarding })
      .from(userAccounts)
      .where(eq(userAccounts.id, clientId))
      .for('update');
    if (!account) throw notFound(text('We could not find your account.'));
    if (account.hasCompletedOnboarding) {
      throw new AppError(409, 'ONBOARDING_DONE', ONBOARDING_DONE_MESSAGE);
    }

    await tx.insert(onboardingAnswers).values({ userId: clientId, answers: { ...answers } });
    await mergePreferences(tx, clientId, preferencesFromOnboarding(answers));
    const firstCase = await openCase(
      tx,
      clientId,
      {
        timeshareCompany: answers.timeshareCompany,
        purchaseDate: answers.purchaseDate,
        situation: answers.currentSituation,
        priority: answers.urgencyLevel ? priorityOf[answers.urgencyLevel] : 'medium',
      },
      deps,
    );
    const [user] = await tx
      .update(userAccounts)
      .set({
        hasCompletedOnboarding: true,
        ...(answers.phone ? { phone: answers.phone } : {}),
        updatedAt: new Date(),
      })
      .where(eq(userAccounts.id, clientId))
      .returning(clientUserColumns);
    return { user: user!, case: firstCase };
  });
}
