// Prepares the browser tests' database before their server starts (the embedded database
// admits one process at a time). Honours DATA_DIR like the server:
// - a mail job that failed for good, so a test can retry it from /admin/jobs;
// - the demo administrator with an authenticator app whose secret the tests know, since
//   administrators must use two-step sign-in, and an administrator who has not set it up yet;
// - an editor per project whose other sessions a test signs out;
// - an approved partner firm per project that adds a passkey.
import { eq } from 'drizzle-orm';
import { DEMO_ADMIN_TOTP_SECRET } from '../e2e/authenticator';
import {
  browserTestProjects,
  demoAdmin,
  firstTimeAdmin,
  sessionsEditorOf,
} from '../e2e/staff-accounts';
import { FAILED_MAIL, FAILED_MAIL_ERROR } from '../e2e/failed-mail';
import { passkeyPartnerOf } from '../e2e/partner-accounts';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { jobs, partners, totpFactors, users } from '../src/server/db/schema';
import { seedDemoData } from '../src/server/db/seed';
import { storePendingSecret } from '../src/server/modules/two-step/totp';
import { upsertStaffMember } from '../src/server/modules/staff-auth/service';
import { hashPassword } from '../src/server/platform/auth/passwords';
import { loadTwoStepSecretBox } from '../src/server/platform/auth/secret-box';
import { DEFAULT_MAX_ATTEMPTS } from '../src/server/platform/jobs';
import { MAIL_JOB } from '../src/server/platform/mail';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  const { db } = database;
  await database.migrate();
  await seedDemoData(db);
  await db.insert(jobs).values({
    type: MAIL_JOB,
    payload: { ...FAILED_MAIL },
    status: 'failed',
    attempts: DEFAULT_MAX_ATTEMPTS,
    maxAttempts: DEFAULT_MAX_ATTEMPTS,
    lastError: FAILED_MAIL_ERROR,
  });

  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, demoAdmin.email));
  const principal = { kind: 'staff' as const, id: admin!.id };
  await storePendingSecret(db, loadTwoStepSecretBox(config), principal, DEMO_ADMIN_TOTP_SECRET);
  await db
    .update(totpFactors)
    .set({ confirmedAt: new Date() })
    .where(eq(totpFactors.principalId, admin!.id));

  await upsertStaffMember(db, { ...firstTimeAdmin, role: 'admin' });
  for (const project of browserTestProjects) {
    await upsertStaffMember(db, { ...sessionsEditorOf(project), role: 'editor' });
    const { password, ...firm } = passkeyPartnerOf(project);
    await db
      .insert(partners)
      .values({
        ...firm,
        companyType: 'law-firm',
        phone: '(555) 010-2040',
        jurisdiction: 'Florida',
        agreementAccepted: true,
        passwordHash: await hashPassword(password),
        verificationStatus: 'verified',
        verifiedAt: new Date(),
      })
      .onConflictDoNothing();
  }
} finally {
  await database.close();
}
