import { asc, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { PurchaseTimeframe } from '@shared/options';
import type { SubmissionStatus } from '@shared/domain-values';
import type { Database } from '../client';
import { cases, contactSubmissions, intakeSubmissions, userAccounts } from '../schema';
import { intakeUrgency } from '@shared/guided-help/intake-urgency';
import { utcToday } from '@shared/rescission/dates';
import { referencePrefixes } from '@shared/reference-code';
import { newReference } from '../../platform/reference-code';
import { demoClient } from './demo-accounts';

/*
 * A few requests and messages from the public forms, so the admin inbox shows each status in
 * the demo. Dorothy Miller's request is the one she was invited from: it is linked to her
 * account and her first case, as the real invitation would have done.
 */

interface DemoIntake {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  timeshareCompany: string;
  purchaseDate: PurchaseTimeframe | null;
  situation: string;
  status: SubmissionStatus;
  internalNote: string | null;
  daysAgo: number;
  /** Where the contract was signed, and how many days before the request. */
  signed?: { state: string; daysBeforeRequest: number };
  /** Invited, registered and linked to the demo client's first case. */
  fromDemoClient?: boolean;
}

const demoIntakeRequests: DemoIntake[] = [
  {
    firstName: demoClient.firstName,
    lastName: demoClient.lastName,
    email: demoClient.email,
    phone: '(555) 014-2231',
    timeshareCompany: 'Sunset Palms Resort',
    purchaseDate: '5-10-years',
    situation:
      'Our maintenance fees go up every year and my husband’s health means we cannot travel any more. We would like to know what our options are.',
    status: 'handled',
    internalNote: 'Invited her to create an account; she did, and opened her case.',
    daysAgo: 24,
    fromDemoClient: true,
  },
  {
    firstName: 'Walter',
    lastName: 'Brennan',
    email: 'walter.brennan@mail.example',
    phone: '(555) 018-4410',
    timeshareCompany: 'Lakeside Pines Vacation Club',
    purchaseDate: 'over-10-years',
    situation:
      'I am 78 and my children do not want to inherit the timeshare. I have tried to give it back to the resort but they have not answered my letters.',
    status: 'new',
    internalNote: null,
    daysAgo: 1,
  },
  {
    firstName: 'Linda',
    lastName: 'Castillo',
    email: 'linda.castillo@mail.example',
    phone: null,
    timeshareCompany: 'Coral Bay Resorts',
    purchaseDate: 'within-1-year',
    situation:
      'We signed up during a presentation on our holiday four days ago and now we regret it. We were told the price was only available that day. What can we do?',
    status: 'new',
    internalNote: null,
    daysAgo: 0,
    signed: { state: 'florida', daysBeforeRequest: 4 },
  },
  {
    firstName: 'George',
    lastName: 'Whitfield',
    email: 'g.whitfield@mail.example',
    phone: '(555) 011-9036',
    timeshareCompany: 'Blue Ridge Mountain Retreats',
    purchaseDate: '3-5-years',
    situation:
      'A company called and said they have a buyer for our week if we pay a closing fee first. My wife thinks it is a scam.',
    status: 'in_progress',
    internalNote:
      'Called him back: he has not paid anything. Sent him the guide on spotting exit scams.',
    daysAgo: 4,
  },
];

interface DemoContact {
  firstName: string;
  lastName: string;
  email: string;
  subject: string;
  message: string;
  status: SubmissionStatus;
  internalNote: string | null;
  daysAgo: number;
}

const demoContactMessages: DemoContact[] = [
  {
    firstName: 'Patricia',
    lastName: 'Nguyen',
    email: 'patricia.nguyen@mail.example',
    subject: 'Large print version of the contract checklist',
    message:
      'Hello, is there a version of the Contract Review Checklist with bigger letters? I find the download hard to read. Thank you.',
    status: 'new',
    internalNote: null,
    daysAgo: 1,
  },
  {
    firstName: 'Robert',
    lastName: 'Hale',
    email: 'robert.hale@mail.example',
    subject: 'Can I call instead?',
    message:
      'I am not comfortable writing about my situation online. Is there a number I can call to talk to someone?',
    status: 'new',
    internalNote: null,
    daysAgo: 2,
  },
  {
    firstName: 'Susan',
    lastName: 'Parker',
    email: 'susan.parker@mail.example',
    subject: 'Thank you',
    message:
      'I just wanted to thank your team for explaining the options so patiently on the phone last week.',
    status: 'handled',
    internalNote: 'Passed on to the team. No reply needed.',
    daysAgo: 9,
  },
];

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

const fromAddress = (column: AnyPgColumn, email: string) => sql`lower(${column}) = ${email}`;

/** The demo client and her first case, when she exists. */
async function demoClientLink(db: Database) {
  const [first] = await db
    .select({ clientId: userAccounts.id, caseId: cases.id })
    .from(userAccounts)
    .leftJoin(cases, eq(cases.userId, userAccounts.id))
    .where(fromAddress(userAccounts.email, demoClient.email))
    .orderBy(asc(cases.createdAt))
    .limit(1);
  return first;
}

async function seedIntakeRequests(db: Database): Promise<void> {
  for (const { daysAgo: age, signed, fromDemoClient, ...request } of demoIntakeRequests) {
    const existing = await db
      .select({ id: intakeSubmissions.id })
      .from(intakeSubmissions)
      .where(fromAddress(intakeSubmissions.email, request.email));
    if (existing.length > 0) continue;
    const link = fromDemoClient ? await demoClientLink(db) : undefined;
    // Worked out as the form does, so a recent signing shows as time-critical in the demo.
    const signing = signed && {
      signedState: signed.state,
      signedOn: utcToday(daysAgo(age + signed.daysBeforeRequest)),
    };
    const urgency = intakeUrgency(signing ?? {}, utcToday(daysAgo(age)));
    await db.insert(intakeSubmissions).values({
      ...request,
      ...signing,
      reference: newReference(referencePrefixes.helpRequest),
      timeCritical: urgency.timeCritical,
      rescissionLastDay: urgency.lastDay,
      consent: 'true',
      invitedAt: link ? daysAgo(age - 1) : null,
      clientId: link?.clientId ?? null,
      caseId: link?.caseId ?? null,
      createdAt: daysAgo(age),
      updatedAt: daysAgo(link ? age - 3 : age),
    });
  }
}

async function seedContactMessages(db: Database): Promise<void> {
  for (const { daysAgo: age, ...message } of demoContactMessages) {
    const existing = await db
      .select({ id: contactSubmissions.id })
      .from(contactSubmissions)
      .where(fromAddress(contactSubmissions.email, message.email));
    if (existing.length > 0) continue;
    await db
      .insert(contactSubmissions)
      .values({ ...message, createdAt: daysAgo(age), updatedAt: daysAgo(age) });
  }
}

/** Demo inbox items; after the demo accounts, so Dorothy's request can be linked to her case. */
export async function seedDemoInbox(db: Database): Promise<void> {
  await seedIntakeRequests(db);
  await seedContactMessages(db);
}
