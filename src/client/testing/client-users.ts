import type { ClientUser } from '@shared/contracts/auth';

/** A client who has finished onboarding, for the tests of the client's screens. */
export const onboardedClient: ClientUser = {
  id: 'user-1',
  email: 'mary@example.com',
  firstName: 'Mary',
  lastName: 'Jones',
  phone: null,
  hasCompletedOnboarding: true,
  locale: 'en' as const,
};
