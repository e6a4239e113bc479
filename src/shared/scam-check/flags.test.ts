import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { agencyById } from '../agencies';
import { helpMessage, REPORT_AGENCY_IDS, scamFlags, tickedFlags } from './flags';
import { scamSources } from './sources';

/** The only source of legal facts; the repository is checked out with ../shared beside it. */
const legalFacts = readFileSync(join(process.cwd(), '../shared/legal-facts.md'), 'utf8');

describe('scam-check red flags', () => {
  it('gives every flag a label, a plain explanation and at least one source', () => {
    expect(scamFlags.length).toBeGreaterThanOrEqual(8);
    for (const flag of scamFlags) {
      expect(flag.label.message.length).toBeGreaterThan(10);
      expect(flag.explanation.message.length).toBeGreaterThan(60);
      expect(flag.sources.length).toBeGreaterThan(0);
    }
    expect(new Set(scamFlags.map((flag) => flag.id)).size).toBe(scamFlags.length);
  });

  it('covers the warning signs the issue names', () => {
    const ids = scamFlags.map((flag) => flag.id);
    for (const id of [
      'upfront-fee',
      'guaranteed-cancellation',
      'government-or-attorney-general',
      'power-of-attorney',
      'stop-paying',
      'decide-today',
      'buyer-waiting',
    ])
      expect(ids).toContain(id);
  });

  it('takes every citation, title and official address verbatim from legal-facts.md', () => {
    for (const source of Object.values(scamSources)) {
      expect(legalFacts).toContain(source.title);
      // The TSR row prints the part and the section together: "16 CFR Part 310 (… § 310.4(a)(3))".
      expect(legalFacts).toContain(source.citation.replace('16 CFR § ', '§ '));
      if (source.sourceUrl) expect(legalFacts).toContain(source.sourceUrl);
    }
  });

  it('says no number or date that is not in legal-facts.md', () => {
    for (const flag of scamFlags) {
      for (const number of flag.explanation.message.match(/\d[\d.,]*\d|\d/g) ?? [])
        expect(legalFacts, `${flag.id}: ${number}`).toContain(number);
      for (const date of flag.explanation.message.match(/[A-Z][a-z]{2}\. \d{1,2}, \d{4}/g) ?? [])
        expect(legalFacts).toContain(date);
    }
  });

  it('states the advance-fee ban with its exact scope and never calls every upfront fee illegal', () => {
    const upfront = tickedFlags(['upfront-fee'])[0]!;
    expect(upfront.explanation.message).toContain('earlier telemarketing deal');
    expect(upfront.explanation.message).toContain('7 business days after');
    expect(upfront.explanation.message).toContain('not always illegal');
    for (const flag of scamFlags)
      expect(flag.explanation.message).not.toMatch(/all upfront fees are illegal/i);
  });

  it('reports to agencies of legal-facts §5 with their phones as printed there', () => {
    for (const id of REPORT_AGENCY_IDS) {
      const agency = agencyById(id);
      expect(legalFacts).toContain(agency.url);
      for (const phone of agency.phones) expect(legalFacts).toContain(phone);
    }
    expect(agencyById('ftc-reportfraud').phones).toContain('1-877-FTC-HELP (382-4357)');
  });

  it('prefills a help message with the ticked flags only', () => {
    const message = helpMessage(tickedFlags(['decide-today', 'upfront-fee']));
    expect(message).toContain('They asked me to pay a fee up front');
    expect(message).toContain('They pressed me to decide or pay today');
    expect(message).not.toContain('power of attorney');
  });
});
