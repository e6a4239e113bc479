import type { StaffUser } from '@shared/contracts/auth';

/** Staff members for the tests of the staff screens, one of each role. */
export const admin: StaffUser = {
  id: 'staff-1',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  role: 'admin',
  locale: 'en' as const,
};

export const editor: StaffUser = {
  id: 'staff-2',
  email: 'erin@example.com',
  firstName: 'Erin',
  lastName: 'Editor',
  role: 'editor',
  locale: 'en' as const,
};
