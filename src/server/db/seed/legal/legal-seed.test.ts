import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  agencies,
  audiences,
  caseJurisdictions,
  courts,
  difficulties,
  formTypes,
  jurisdictions,
  legalCategories,
  legalResourceTypes,
} from '@shared/legal-filters';
import { contentFormats, helpTypes, preferredTopics } from '@shared/options';
import type { DatabaseHandle } from '../../client';
import {
  legalCases,
  legalForms,
  legalRegulations,
  legalResources,
  legalStatutes,
} from '../../schema';
import { projectRoot } from '../../../platform/project-root';
import { createTestDatabase } from '../../../testing/test-database';
import { templatePlaceholders } from './forms';
import { letterPurposes } from '@shared/letters/purposes';
import { letterTemplateProblem, typedNumberOfDays } from '@shared/letters/template-rules';
import { rescissionRules } from '@shared/rescission/rules';
import { seedLegalDatabase } from './index';

/** The only source of legal facts; CI checks the repository out with ../shared beside it. */
const legalFacts = readFileSync(join(projectRoot(), '../shared/legal-facts.md'), 'utf8');

const values = (list: readonly { value: string }[]) => list.map((option) => option.value);

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedLegalDatabase(database.db);
});
afterAll(async () => {
  await database.close();
});

async function counts() {
  const db = database.db;
  const [statutes] = await db.select({ n: count() }).from(legalStatutes);
  const [regulations] = await db.select({ n: count() }).from(legalRegulations);
  const [cases] = await db.select({ n: count() }).from(legalCases);
  const [forms] = await db.select({ n: count() }).from(legalForms);
  const [resources] = await db.select({ n: count() }).from(legalResources);
  return {
    statutes: statutes!.n,
    regulations: regulations!.n,
    cases: cases!.n,
    forms: forms!.n,
    resources: resources!.n,
  };
}

describe('legal database seed', () => {
  it('is idempotent and never overwrites a row', async () => {
    const first = await counts();
    expect(first).toEqual({ statutes: 18, regulations: 8, cases: 7, forms: 9, resources: 11 });

    await database.db
      .update(legalStatutes)
      .set({ summary: 'Edited by staff' })
      .where(eq(legalStatutes.citation, 'Fla. Stat. § 721.10'));
    await seedLegalDatabase(database.db);

    expect(await counts()).toEqual(first);
    const [edited] = await database.db
      .select()
      .from(legalStatutes)
      .where(eq(legalStatutes.citation, 'Fla. Stat. § 721.10'));
    expect(edited!.summary).toBe('Edited by staff');
  });

  it('takes every citation verbatim from legal-facts.md', async () => {
    const db = database.db;
    const citations = [
      ...(await db.select().from(legalStatutes)).map((row) => row.citation),
      ...(await db.select().from(legalRegulations)).map((row) => row.cfr),
      ...(await db.select().from(legalCases)).map((row) => row.citation),
      ...(await db.select().from(legalForms)).flatMap((row) => row.applicableLaws),
      ...(await db.select().from(legalResources)).flatMap((row) => row.relatedStatutes),
    ];
    expect(citations.length).toBeGreaterThan(33);
    for (const citation of citations) {
      expect(citation, 'a citation').toBeTruthy();
      expect(legalFacts.includes(citation!), citation!).toBe(true);
    }
  });

  it('links resources only to seeded statutes and cases', async () => {
    const db = database.db;
    const statuteCitations = new Set(
      (await db.select().from(legalStatutes)).map((row) => row.citation),
    );
    const caseCitations = new Set((await db.select().from(legalCases)).map((row) => row.citation));
    for (const resource of await db.select().from(legalResources)) {
      for (const citation of resource.relatedStatutes)
        expect(statuteCitations.has(citation), citation).toBe(true);
      for (const citation of resource.relatedCases)
        expect(caseCitations.has(citation), citation).toBe(true);
    }
  });

  it('keeps the official source URL of every statute and regulation', async () => {
    const db = database.db;
    const rows = [
      ...(await db.select().from(legalStatutes)),
      ...(await db.select().from(legalRegulations)),
    ];
    for (const row of rows) {
      expect(row.sourceUrl, row.title).toMatch(/^https?:\/\/\S+$/);
      expect(legalFacts.includes(row.sourceUrl!), row.sourceUrl!).toBe(true);
    }
    // legal-facts.md names no official page for a case, so none is invented.
    for (const row of await db.select().from(legalCases)) {
      if (row.sourceUrl !== null)
        expect(legalFacts.includes(row.sourceUrl), row.caseName).toBe(true);
    }
  });

  it('uses only the requirements §9 values in the filterable columns', async () => {
    const db = database.db;
    const categories = values(legalCategories);
    for (const row of await db.select().from(legalStatutes)) {
      expect(values(jurisdictions)).toContain(row.jurisdiction);
      expect(categories).toContain(row.category);
    }
    for (const row of await db.select().from(legalRegulations)) {
      expect(values(agencies)).toContain(row.agency);
      expect(values(jurisdictions)).toContain(row.jurisdiction);
      expect(categories).toContain(row.category);
    }
    for (const row of await db.select().from(legalCases)) {
      expect(values(caseJurisdictions)).toContain(row.jurisdiction);
      expect(values(courts)).toContain(row.court);
      expect(categories).toContain(row.category);
      expect(['binding', 'persuasive']).toContain(row.precedentialValue);
    }
    for (const row of await db.select().from(legalForms)) {
      expect(values(formTypes)).toContain(row.formType);
      expect(values(jurisdictions)).toContain(row.jurisdiction);
      expect(categories).toContain(row.category);
    }
    const resources = await db.select().from(legalResources);
    const tags = [...values(preferredTopics), ...values(helpTypes), ...values(contentFormats)];
    for (const row of resources) {
      expect(values(legalResourceTypes)).toContain(row.resourceType);
      expect(values(audiences)).toContain(row.targetAudience);
      expect(values(difficulties)).toContain(row.difficulty);
      expect(categories).toContain(row.category);
      for (const tag of row.tags) expect(tags).toContain(tag);
      expect(row.content).toContain('not legal advice');
    }
    // The resources cover every type, audience and difficulty.
    expect(new Set(resources.map((row) => row.resourceType)).size).toBe(4);
    expect(new Set(resources.map((row) => row.targetAudience)).size).toBe(3);
    expect(new Set(resources.map((row) => row.difficulty)).size).toBe(3);
  });

  it('gives each form a template whose placeholders are exactly its required fields', async () => {
    const forms = await database.db.select().from(legalForms);
    expect(
      forms
        .filter((form) => form.formType === 'cancellation-letter')
        .map((form) => form.jurisdiction)
        .sort(),
    ).toEqual(['california', 'federal', 'florida', 'hawaii', 'nevada']);
    for (const form of forms) {
      const placeholders = templatePlaceholders(form.template ?? '');
      expect([...placeholders].sort(), form.title).toEqual([...form.requiredFields].sort());
      expect(placeholders).toEqual(expect.arrayContaining(['buyerName', 'todayDate']));
      expect(form.instructions).toContain('not legal advice');
      // The other states' letter takes its law from the state's rule, so it lists none itself.
      const namesItsLaw = !placeholders.includes('lawCitation');
      expect(form.applicableLaws.length > 0, form.title).toBe(namesItsLaw);
    }
  });

  it('gives every letter purpose a form, and every state in the rules a cancellation letter', async () => {
    const forms = await database.db.select().from(legalForms);
    for (const purpose of letterPurposes) {
      expect(
        forms.some((form) => form.purpose === purpose && form.jurisdiction === 'federal'),
        purpose,
      ).toBe(true);
    }
    const stateLetters = new Set(
      forms.filter((form) => form.purpose === 'rescission').map((form) => form.jurisdiction),
    );
    for (const rule of rescissionRules) {
      expect(stateLetters.has(rule.id) || stateLetters.has('federal'), rule.id).toBe(true);
    }
  });

  it('cites in the letters only laws and periods written in legal-facts.md', async () => {
    // The letters for guided help: those not written for one state.
    const forms = (await database.db.select().from(legalForms)).filter(
      (form) => form.purpose !== null && form.jurisdiction === 'federal',
    );
    expect(forms).toHaveLength(4);
    const citation =
      /\d+ U\.S\.C\. § [\w.]+(?: et seq\.)?|\d+ CFR Part \d+|\d+ (?:calendar |business )?days?/g;
    const texts = forms.flatMap((form) => [form.template ?? '', form.instructions ?? '']);
    const found = new Set(texts.flatMap((text) => text.match(citation) ?? []));
    expect(found).toContain('47 U.S.C. § 227');
    expect(found).toContain('16 CFR Part 310');
    for (const cited of found) expect(legalFacts.includes(cited), cited).toBe(true);
    // The other states' letter holds no number of days: they come from the rules.
    const other = forms.find((form) => form.template?.includes('{{lawCitation}}'))!;
    expect(typedNumberOfDays(`${other.template}${other.instructions}`)).toBeNull();
    expect(letterTemplateProblem(other)).toBeNull();
  });

  it('flags records that rest on a medium-confidence fact', async () => {
    const [nevada] = await database.db
      .select()
      .from(legalStatutes)
      .where(eq(legalStatutes.citation, 'NRS 119A.410'));
    expect(nevada!.verifyWithSource).toBe(true);
    const [nevadaLetter] = await database.db
      .select()
      .from(legalForms)
      .where(eq(legalForms.jurisdiction, 'nevada'));
    expect(nevadaLetter!.verifyWithSource).toBe(true);
    const [regulationF] = await database.db
      .select()
      .from(legalRegulations)
      .where(eq(legalRegulations.cfr, '12 CFR Part 1006'));
    expect(regulationF!.verifyWithSource).toBe(true);
  });
});
