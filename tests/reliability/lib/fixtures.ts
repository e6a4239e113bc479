import { randomBytes } from 'node:crypto';
import type { RegisterRequestInput } from '@shared/contracts/auth';
import type { NewCaseRequestInput } from '@shared/contracts/cases';
import type { IntakeRequestInput } from '@shared/contracts/intake-request';
import type { ContactMessageInput } from '@shared/contracts/public-forms';
import { call, type Outcome } from './http';

const run = randomBytes(3).toString('hex');
let counter = 0;

/** An address no other request of any run uses, so the tables can be checked by it. */
export const uniqueEmail = (kind: string) => `${kind}-${run}-${++counter}@reliability.example`;

export const PASSWORD = 'reliable horse battery';

export function intakeForm(email = uniqueEmail('intake')): IntakeRequestInput {
  return {
    firstName: 'Eleanor',
    lastName: 'Whitfield',
    email,
    phone: '(555) 010-4477',
    timeshareCompany: 'Sunset Shores Vacation Club',
    purchaseDate: '',
    situation: 'We were told the maintenance fees would never rise. They doubled in four years.',
    consent: 'true',
  };
}

export function contactForm(email = uniqueEmail('contact')): ContactMessageInput {
  return {
    firstName: 'Harold',
    lastName: 'Greene',
    email,
    subject: 'A question about my contract',
    message: 'Can I still cancel a contract I signed last spring?',
  };
}

export function newCase(): NewCaseRequestInput {
  return {
    timeshareCompany: 'Palm Harbor Resorts',
    situation: 'The salesperson promised a buy-back program that does not exist.',
    priority: 'medium',
  };
}

export interface Client {
  email: string;
  token: string;
}

/** Registers a client through the API (as the browser does) and answers its session. */
export async function registerClient(base: string): Promise<Client> {
  const body: RegisterRequestInput = {
    firstName: 'Margaret',
    lastName: 'Okafor',
    email: uniqueEmail('client'),
    password: PASSWORD,
  };
  const answer = await call(base, 'POST', '/api/auth/register', { body });
  expectStatus(answer, 201);
  return { email: body.email, token: answer.body.token as string };
}

export function expectStatus(outcome: Outcome, status: number): void {
  if (outcome.status !== status) {
    throw new Error(
      `${outcome.method} ${outcome.path} answered ${outcome.status} instead of ${status}: ${JSON.stringify(outcome.body ?? outcome.error)}`,
    );
  }
}
