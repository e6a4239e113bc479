import { sql } from 'drizzle-orm';
import type { CasePriority, CaseStatus, StaffRole } from '@shared/domain-values';
import { CASE_SUBMITTED_TITLE } from '@shared/contracts/cases';
import { CASE_SUBMITTED_DESCRIPTION, nextCaseNumber, TRA_TEAM } from '../../modules/cases/service';
import { hashPassword } from '../../platform/auth/passwords';
import type { Database } from '../client';
import { caseUpdates, cases, userAccounts, userPreferences, users } from '../schema';

/** Listed in the README; for trying the product, never for real use. */
export const demoClient = {
  email: 'client@tra-demo.example',
  password: 'DemoClient2026!',
  firstName: 'Dorothy',
  lastName: 'Miller',
};
/** A client who has not been through onboarding yet, to try the wizard. */
export const demoNewClient = {
  email: 'newclient@tra-demo.example',
  password: 'DemoClient2026!',
  firstName: 'Harold',
  lastName: 'Jensen',
};
export const demoStaff: {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  role: StaffRole;
}[] = [
  {
    email: 'admin@tra-demo.example',
    password: 'DemoAdmin2026!',
    firstName: 'Alex',
    lastName: 'Rivera',
    role: 'admin',
  },
  {
    email: 'editor@tra-demo.example',
    password: 'DemoEditor2026!',
    firstName: 'Erin',
    lastName: 'Walsh',
    role: 'editor',
  },
];

interface DemoCase {
  timeshareCompany: string;
  purchaseDate: string;
  situation: string;
  status: CaseStatus;
  priority: CasePriority;
  daysAgo: number;
  updates: { title: string; description: string; isPublic: boolean; daysAgo: number }[];
}

const demoCases: DemoCase[] = [
  {
    timeshareCompany: 'Sunset Palms Resort',
    purchaseDate: 'March 2019',
    situation:
      'We bought a deluxe week on a sales presentation during our holiday. The maintenance fees have gone up every year and we can no longer use the week because of my husband’s health.',
    status: 'in_progress',
    priority: 'high',
    daysAgo: 21,
    updates: [
      {
        title: CASE_SUBMITTED_TITLE,
        description: CASE_SUBMITTED_DESCRIPTION,
        isPublic: true,
        daysAgo: 21,
      },
      {
        title: 'Contract received',
        description:
          'We received the copy of your contract and the last two maintenance fee statements. Thank you for sending them.',
        isPublic: true,
        daysAgo: 14,
      },
      {
        title: 'Internal: documents complete',
        description: 'Contract and statements on file; ready for partner review.',
        isPublic: false,
        daysAgo: 13,
      },
      {
        title: 'Partner review under way',
        description:
          'A vetted partner attorney is reviewing your contract. We will write to you here when there is news.',
        isPublic: true,
        daysAgo: 6,
      },
    ],
  },
  {
    timeshareCompany: 'Blue Harbor Vacation Club',
    purchaseDate: '',
    situation:
      'A company phoned offering to sell our points if we pay an upfront fee. We want to know whether this is genuine before we do anything.',
    status: 'submitted',
    priority: 'medium',
    daysAgo: 2,
    updates: [
      {
        title: CASE_SUBMITTED_TITLE,
        description: CASE_SUBMITTED_DESCRIPTION,
        isPublic: true,
        daysAgo: 2,
      },
    ],
  },
];

const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);

async function accountExists(db: Database, email: string): Promise<boolean> {
  const rows = await db
    .select({ id: userAccounts.id })
    .from(userAccounts)
    .where(sql`lower(${userAccounts.email}) = ${email}`);
  return rows.length > 0;
}

async function seedDemoClient(db: Database): Promise<void> {
  if (await accountExists(db, demoClient.email)) return;
  const passwordHash = await hashPassword(demoClient.password);
  await db.transaction(async (tx) => {
    const [account] = await tx
      .insert(userAccounts)
      .values({
        email: demoClient.email,
        firstName: demoClient.firstName,
        lastName: demoClient.lastName,
        phone: '(555) 014-2231',
        passwordHash,
        isVerified: true,
        hasCompletedOnboarding: true,
        createdAt: daysAgo(22),
      })
      .returning({ id: userAccounts.id });
    await tx.insert(userPreferences).values({
      userId: account!.id,
      timeshareStatus: 'considering_exit',
      preferredTopics: ['Cancellation Strategies', 'Scam Prevention'],
      experienceLevel: 'beginner',
      helpTypePriority: ['Step-by-Step Guides', 'Attorney Referrals'],
      contentFormatPreferences: ['Articles & Guides', 'Checklists'],
    });
    for (const demoCase of demoCases) {
      const createdAt = daysAgo(demoCase.daysAgo);
      const [row] = await tx
        .insert(cases)
        .values({
          userId: account!.id,
          caseNumber: await nextCaseNumber(tx, createdAt),
          status: demoCase.status,
          priority: demoCase.priority,
          timeshareCompany: demoCase.timeshareCompany,
          purchaseDate: demoCase.purchaseDate || null,
          situation: demoCase.situation,
          createdAt,
          updatedAt: daysAgo(Math.min(...demoCase.updates.map((update) => update.daysAgo))),
        })
        .returning({ id: cases.id });
      await tx.insert(caseUpdates).values(
        demoCase.updates.map((update) => ({
          caseId: row!.id,
          title: update.title,
          description: update.description,
          isPublic: update.isPublic,
          createdBy: TRA_TEAM,
          createdAt: daysAgo(update.daysAgo),
        })),
      );
    }
  });
}

async function seedDemoNewClient(db: Database): Promise<void> {
  if (await accountExists(db, demoNewClient.email)) return;
  await db.insert(userAccounts).values({
    email: demoNewClient.email,
    firstName: demoNewClient.firstName,
    lastName: demoNewClient.lastName,
    passwordHash: await hashPassword(demoNewClient.password),
  });
}

async function seedDemoStaff(db: Database): Promise<void> {
  for (const member of demoStaff) {
    const existing = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${member.email}`);
    if (existing.length > 0) continue;
    await db.insert(users).values({
      email: member.email,
      firstName: member.firstName,
      lastName: member.lastName,
      role: member.role,
      passwordHash: await hashPassword(member.password),
    });
  }
}

/** Demo accounts for each role the product has so far (partners arrive with the partner portal). */
export async function seedDemoAccounts(db: Database): Promise<void> {
  await seedDemoClient(db);
  await seedDemoNewClient(db);
  await seedDemoStaff(db);
}
