import { contactForm, intakeForm, newCase } from './fixtures';
import { call, type Outcome } from './http';
import type { Receipt } from './invariants';

/**
 * Sends the writes people make and keeps what the server acknowledged (201), to look for in
 * the database afterwards.
 */
export class Acknowledged {
  readonly intakes: Receipt[] = [];
  readonly contacts: Receipt[] = [];
  readonly cases: string[] = [];

  async intake(base: string): Promise<Outcome> {
    const form = intakeForm();
    const outcome = await call(base, 'POST', '/api/intake', { body: form });
    if (outcome.status === 201) this.intakes.push({ id: outcome.body.id, email: form.email });
    return outcome;
  }

  async contact(base: string): Promise<Outcome> {
    const form = contactForm();
    const outcome = await call(base, 'POST', '/api/contact', { body: form });
    if (outcome.status === 201) this.contacts.push({ id: outcome.body.id, email: form.email });
    return outcome;
  }

  async newCase(base: string, token: string): Promise<Outcome> {
    const outcome = await call(base, 'POST', '/api/cases', { token, body: newCase() });
    if (outcome.status === 201) this.cases.push(outcome.body.id);
    return outcome;
  }
}
