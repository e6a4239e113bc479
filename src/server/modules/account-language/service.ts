import { eq } from 'drizzle-orm';
import type { Locale } from '@shared/i18n/locales';
import type { Executor } from '../../db/client';
import { partners, userAccounts, users } from '../../db/schema';
import type { Principal } from '../../platform/auth/guards';

/** Each kind of account and the table its language is kept in. */
const accountTables = {
  client: userAccounts,
  partner: partners,
  staff: users,
} as const;

/**
 * Sets the language of the signed-in person's own account: their pages follow it, and every
 * e-mail we send them is written in it.
 */
export async function setAccountLanguage(
  db: Executor,
  principal: Pick<Principal, 'kind' | 'id'>,
  locale: Locale,
): Promise<void> {
  const table = accountTables[principal.kind];
  await db.update(table).set({ locale, updatedAt: new Date() }).where(eq(table.id, principal.id));
}
