import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { CasePriority, CaseStatus, StaffRole } from '@shared/domain-values';
import { ASSIGNED_UPDATE_TITLE } from '@shared/contracts/admin-cases';
import { CASE_SUBMITTED_TITLE } from '@shared/contracts/cases';
import type { PartnerApplication } from '@shared/contracts/partners';
import { CASE_SUBMITTED_DESCRIPTION, nextCaseNumber, TRA_TEAM } from '../../modules/cases/service';
import { partnerColumnsOf } from '../../modules/partners/service';
import { hashPassword } from '../../platform/auth/passwords';
import type { Database, Transaction } from '../client';
import { seedDemoCaseWork } from './demo-case-work';
import {
  caseUpdates,
  cases,
  partnerApplications,
  partnerReferrals,
  partners,
  userAccounts,
  userPreferences,
  users,
} from '../schema';

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

/** A verified partner firm that can sign in to the partner portal; it has the demo client's first case. */
export const demoPartner = {
  email: 'partner@tra-demo.example',
  password: 'DemoPartner2026!',
  companyName: 'Harbor Point Consumer Law',
  contactPerson: 'Priya Natarajan',
};
/** An applicant still waiting for review, so the admin's applications queue is not empty. */
export const demoApplicant = {
  email: 'applicant@tra-demo.example',
  companyName: 'Gulf Coast Legal Aid',
  contactPerson: 'Marcus Bell',
};

type DemoApplicationForm = Omit<PartnerApplication, 'companyWebsite'>;

const demoPartnerForm: DemoApplicationForm = {
  companyName: demoPartner.companyName,
  companyType: 'law-firm',
  contactPerson: demoPartner.contactPerson,
  email: demoPartner.email,
  phone: '(555) 013-4400',
  website: 'https://harborpoint-law.example',
  businessLicense: 'FL-LF-2016-0442',
  barNumber: 'FL-0123456',
  jurisdiction: 'Florida',
  servicesOffered: ['Timeshare Cancellation', 'Contract Review', 'Consumer Protection'],
  agreementAccepted: true,
};

const demoApplicantForm: DemoApplicationForm = {
  companyName: demoApplicant.companyName,
  companyType: 'legal-aid',
  contactPerson: demoApplicant.contactPerson,
  email: demoApplicant.email,
  phone: '(555) 016-7720',
  businessLicense: undefined,
  barNumber: undefined,
  jurisdiction: 'Florida and Alabama',
  servicesOffered: ['Legal Consultation', 'Consumer Protection'],
  agreementAccepted: true,
};

async function partnerExists(db: Database, email: string): Promise<boolean> {
  const rows = await db
    .select({ id: partners.id })
    .from(partners)
    .where(sql`lower(${partners.email}) = ${email}`);
  return rows.length > 0;
}

interface DemoApproval {
  reviewedBy: string | null;
  passwordHash: string;
}

/** A partner as the application form creates it, with its application; approved when told. */
async function insertApplicant(
  tx: Transaction,
  form: DemoApplicationForm,
  submittedDaysAgo: number,
  approval?: DemoApproval,
): Promise<string> {
  const submittedAt = daysAgo(submittedDaysAgo);
  const reviewedAt = approval ? daysAgo(submittedDaysAgo - 3) : null;
  const [partner] = await tx
    .insert(partners)
    .values({
      ...partnerColumnsOf(form),
      passwordHash: approval?.passwordHash ?? null,
      verificationStatus: approval ? 'verified' : 'pending',
      verifiedAt: reviewedAt,
      verifiedBy: approval?.reviewedBy ?? null,
      createdAt: submittedAt,
      updatedAt: reviewedAt ?? submittedAt,
    })
    .returning({ id: partners.id });
  await tx.insert(partnerApplications).values({
    partnerId: partner!.id,
    applicationType: 'partnership',
    applicationData: { ...form },
    status: approval ? 'approved' : 'submitted',
    submittedAt,
    reviewedAt,
    reviewedBy: approval?.reviewedBy ?? null,
    reviewNotes: approval ? 'Bar membership and insurance checked.' : null,
  });
  return partner!.id;
}

/**
 * The demo partner (approved, with a password) working on the demo client's first case, and
 * one applicant waiting for review. Skipped once the partner exists, so an admin's changes
 * to the demo case's assignment stay.
 */
export async function seedDemoPartners(db: Database): Promise<void> {
  if (!(await partnerExists(db, demoPartner.email))) {
    const passwordHash = await hashPassword(demoPartner.password);
    await db.transaction(async (tx) => {
      const [admin] = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.role, 'admin'))
        .orderBy(asc(users.createdAt))
        .limit(1);
      const partnerId = await insertApplicant(tx, demoPartnerForm, 15, {
        reviewedBy: admin?.id ?? null,
        passwordHash,
      });
      await assignFirstDemoCase(tx, partnerId);
    });
  }
  if (!(await partnerExists(db, demoApplicant.email))) {
    await db.transaction((tx) => insertApplicant(tx, demoApplicantForm, 2));
  }
}

/** As an admin's assignment does: the case, a referral row and a public update for the client. */
async function assignFirstDemoCase(tx: Transaction, partnerId: string): Promise<void> {
  const [firstCase] = await tx
    .select({ id: cases.id, clientId: cases.userId })
    .from(cases)
    .innerJoin(userAccounts, eq(userAccounts.id, cases.userId))
    .where(
      and(sql`lower(${userAccounts.email}) = ${demoClient.email}`, isNull(cases.assignedPartnerId)),
    )
    .orderBy(asc(cases.createdAt))
    .limit(1);
  if (!firstCase) return;
  const assignedAt = daysAgo(10);
  await tx.update(cases).set({ assignedPartnerId: partnerId }).where(eq(cases.id, firstCase.id));
  await tx.insert(partnerReferrals).values({
    partnerId,
    caseId: firstCase.id,
    clientEmail: demoClient.email,
    clientName: `${demoClient.firstName} ${demoClient.lastName}`,
    referralType: 'case-assignment',
    status: 'accepted',
    createdAt: assignedAt,
    updatedAt: assignedAt,
  });
  await tx.insert(caseUpdates).values({
    caseId: firstCase.id,
    title: ASSIGNED_UPDATE_TITLE,
    description: `${demoPartner.companyName}, a vetted partner attorney in our network, is now working on your case. They will post their updates here.`,
    isPublic: true,
    createdBy: TRA_TEAM,
    createdAt: assignedAt,
  });
  await seedDemoCaseWork(tx, {
    caseId: firstCase.id,
    clientId: firstCase.clientId,
    clientName: `${demoClient.firstName} ${demoClient.lastName}`,
    partnerId,
    partnerName: demoPartner.companyName,
    assignedAt,
  });
}

/** Demo accounts for clients and staff (partners: seedDemoPartners). */
export async function seedDemoAccounts(db: Database): Promise<void> {
  await seedDemoClient(db);
  await seedDemoNewClient(db);
  await seedDemoStaff(db);
}
