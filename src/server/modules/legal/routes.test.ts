import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { LEGAL_SEARCH_MAX_LENGTH } from '@shared/contracts/legal';
import { legalKinds, type LegalKind } from '@shared/legal-filters';
import {
  legalCases,
  legalForms,
  legalRegulations,
  legalResources,
  legalStatutes,
  type NewLegalCase,
  type NewLegalForm,
  type NewLegalRegulation,
  type NewLegalResource,
  type NewLegalStatute,
} from '../../db/schema';
import { useTestApp } from '../../testing/use-test-app';
import { EMPTY_QUERY_MESSAGE, QUERY_TOO_LONG_MESSAGE } from './search';

/*
 * Own fixture rows (the demo seed is not loaded by createTestApp). Each row is built so one
 * search finds it first: cancel -> the Florida statute, rescission -> the California statute,
 * telemarketing -> the TSR, citations -> their records.
 */

const statutes = {
  floridaCancel: {
    title: 'Florida timeshare cancellation right',
    citation: 'Fla. Stat. § 721.10',
    jurisdiction: 'florida',
    category: 'timeshare',
    summary:
      'A buyer may cancel the purchase contract until midnight of the 10th calendar day after signing or receiving the last required document. The right to cancel cannot be waived.',
    fullText: 'The purchaser may cancel the contract without penalty.',
  },
  floridaAct: {
    title: 'Florida Vacation Plan and Timesharing Act',
    citation: 'Fla. Stat. ch. 721',
    jurisdiction: 'florida',
    category: 'timeshare',
    summary:
      'Regulates how timeshare plans are created, sold and managed; the buyer’s right is in 721.10.',
  },
  californiaRescission: {
    title: 'California time-share rescission right',
    citation: 'Cal. Bus. & Prof. Code § 11238',
    jurisdiction: 'california',
    category: 'timeshare',
    summary:
      'Rescission: the buyer may void the purchase without penalty within 7 calendar days after signing.',
  },
  ftcAct: {
    title: 'Federal Trade Commission Act § 5',
    citation: '15 U.S.C. § 45',
    jurisdiction: 'federal',
    category: 'consumer-protection',
    summary: 'Makes unfair or deceptive acts or practices in or affecting commerce unlawful.',
  },
  scripted: {
    title: 'Nevada skimming notice',
    citation: 'NRS 119A.410',
    jurisdiction: 'nevada',
    category: 'fraud',
    summary:
      'Card skimming <script>alert("x")</script> & <b onclick="steal()">bold</b> tricks "quoted" it\'s <mark>fake</mark>.',
    verifyWithSource: true,
  },
} satisfies Record<string, NewLegalStatute>;

const regulations = {
  tsr: {
    title: 'Telemarketing Sales Rule',
    agency: 'ftc',
    cfr: '16 CFR Part 310',
    jurisdiction: 'federal',
    category: 'fraud',
    summary:
      'Bans deceptive and abusive telemarketing and calls to numbers on the Do Not Call Registry.',
  },
  coolingOff: {
    title: 'FTC Cooling-Off Rule',
    agency: 'ftc',
    cfr: '16 CFR Part 429',
    jurisdiction: 'federal',
    category: 'consumer-protection',
    summary: 'A buyer may cancel a covered door-to-door sale within 3 business days.',
  },
  nevadaRule: {
    title: 'Nevada contract-language rule',
    agency: 'state-agency',
    jurisdiction: 'nevada',
    category: 'timeshare',
    summary: 'Every sale contract must print the buyer’s right to void it above the signature.',
  },
  regJ: {
    title: 'Regulation J (Land Registration)',
    agency: 'cfpb',
    cfr: '12 CFR Part 1010',
    federalRegister: '76 FR 79486',
    jurisdiction: 'federal',
    category: 'real-estate',
    summary: 'Developer registration and property report rules for land sales.',
  },
} satisfies Record<string, NewLegalRegulation>;

const cases = {
  stateCourt: {
    caseName: 'Example Owner v. Resort Developer',
    citation: '123 So. 3d 456',
    court: 'state-court',
    jurisdiction: 'florida',
    decidedDate: '2015-06-01',
    category: 'contract-disputes',
    summary: 'The court let the owner void a contract signed after misleading sales claims.',
    keyHolding: 'Misleading oral promises can support rescinding the contract.',
  },
  resale: {
    caseName: 'FTC v. Example Resale Co.',
    court: 'district-court',
    jurisdiction: '11th-circuit',
    decidedDate: '2019-03-02',
    category: 'fraud',
    summary: 'A resale company took upfront fees for buyers who did not exist.',
  },
  undated: {
    caseName: 'Undated Matter v. Someone',
    court: 'supreme-court',
    jurisdiction: 'federal',
    category: 'consumer-protection',
    summary: 'A decision whose date is not known.',
  },
} satisfies Record<string, NewLegalCase>;

const forms = {
  letter: {
    title: 'Florida Cancellation Letter',
    formType: 'cancellation-letter',
    jurisdiction: 'florida',
    category: 'timeshare',
    description: 'A letter to send the developer within the cancellation period.',
    template: 'Dear {{developerName}}, I cancel contract {{contractNumber}}.',
    requiredFields: ['developerName', 'contractNumber'],
    applicableLaws: ['Fla. Stat. § 721.10'],
  },
  complaint: {
    title: 'FTC Complaint Worksheet',
    formType: 'complaint',
    jurisdiction: 'federal',
    category: 'fraud',
    description: 'Notes to gather before reporting a scam to the FTC.',
  },
  hidden: {
    title: 'Internal Motion Draft',
    formType: 'motion',
    jurisdiction: 'california',
    category: 'contract-law',
    description: 'Not for the public: hiddenword.',
    isPublic: false,
  },
} satisfies Record<string, NewLegalForm>;

const resources = {
  guide: {
    title: 'State Deadlines Guide',
    resourceType: 'guide',
    category: 'timeshare',
    description: 'Explains how the state deadlines work for new buyers.',
    targetAudience: 'consumer',
    difficulty: 'beginner',
    tags: ['cancellation'],
  },
  analysis: {
    title: 'Attorney Contract Analysis',
    resourceType: 'analysis',
    category: 'contract-law',
    description: 'Clause-by-clause notes for lawyers.',
    targetAudience: 'attorney',
    difficulty: 'advanced',
  },
  hidden: {
    title: 'Staff Checklist',
    resourceType: 'checklist',
    category: 'timeshare',
    description: 'Internal steps: hiddenword.',
    targetAudience: 'staff',
    difficulty: 'intermediate',
    isPublic: false,
  },
} satisfies Record<string, NewLegalResource>;

type Ids<T> = Record<keyof T, string>;
const testApp = useTestApp();
const ids = {} as {
  statutes: Ids<typeof statutes>;
  regulations: Ids<typeof regulations>;
  cases: Ids<typeof cases>;
  forms: Ids<typeof forms>;
  resources: Ids<typeof resources>;
};

async function insertAll<T extends Record<string, object>>(
  rows: T,
  insert: (values: T[keyof T][]) => Promise<{ id: string }[]>,
): Promise<Ids<T>> {
  const keys = Object.keys(rows) as (keyof T)[];
  const inserted = await insert(keys.map((key) => rows[key]));
  return Object.fromEntries(keys.map((key, index) => [key, inserted[index]!.id])) as Ids<T>;
}

beforeAll(async () => {
  const db = testApp.database.db;
  ids.statutes = await insertAll(statutes, (values) =>
    db.insert(legalStatutes).values(values).returning({ id: legalStatutes.id }),
  );
  ids.regulations = await insertAll(regulations, (values) =>
    db.insert(legalRegulations).values(values).returning({ id: legalRegulations.id }),
  );
  ids.cases = await insertAll(cases, (values) =>
    db.insert(legalCases).values(values).returning({ id: legalCases.id }),
  );
  ids.forms = await insertAll(forms, (values) =>
    db.insert(legalForms).values(values).returning({ id: legalForms.id }),
  );
  ids.resources = await insertAll(resources, (values) =>
    db.insert(legalResources).values(values).returning({ id: legalResources.id }),
  );
});

function get(url: string, query?: Record<string, string>) {
  return testApp.app.inject({ method: 'GET', url: `/api${url}`, query });
}

async function listOf(kind: LegalKind, query: Record<string, string> = {}) {
  const response = await get(`/legal/${kind}`, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ id: string }[]>().map((row) => row.id);
}

interface Hit {
  kind: LegalKind;
  id: string;
  title: string;
  citation: string | null;
  jurisdiction: string | null;
  snippet: string;
  rank: number;
}

async function search(q: string, kind?: LegalKind) {
  const response = await get(kind ? `/legal/${kind}/search` : '/legal/search', { q });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ results: Hit[]; total: number }>();
}

describe('GET /api/legal/{kind} lists', () => {
  it('answers statutes by jurisdiction (federal first) then title, with the contract fields', async () => {
    const response = await get('/legal/statutes');
    expect(response.statusCode).toBe(200);
    const rows = response.json<Record<string, unknown>[]>();
    expect(rows.map((row) => row.id)).toEqual([
      ids.statutes.ftcAct,
      ids.statutes.floridaCancel,
      ids.statutes.floridaAct,
      ids.statutes.californiaRescission,
      ids.statutes.scripted,
    ]);
    const florida = rows[1]!;
    expect(florida).toMatchObject({
      title: 'Florida timeshare cancellation right',
      citation: 'Fla. Stat. § 721.10',
      jurisdiction: 'florida',
      category: 'timeshare',
      status: 'active',
      effectiveDate: null,
      verifyWithSource: false,
    });
    expect(florida).not.toHaveProperty('searchVector');
    expect(florida).not.toHaveProperty('citationKey');
    expect(rows[4]).toMatchObject({ verifyWithSource: true });
  });

  it('filters statutes by jurisdiction and category', async () => {
    expect(await listOf('statutes', { jurisdiction: 'florida' })).toEqual([
      ids.statutes.floridaCancel,
      ids.statutes.floridaAct,
    ]);
    expect(await listOf('statutes', { category: 'consumer-protection' })).toEqual([
      ids.statutes.ftcAct,
    ]);
    expect(await listOf('statutes', { jurisdiction: 'florida', category: 'fraud' })).toEqual([]);
    expect(await listOf('statutes', { jurisdiction: 'hawaii' })).toEqual([]);
  });

  it('answers cases newest decided first, undated last, and filters them', async () => {
    expect(await listOf('cases')).toEqual([
      ids.cases.resale,
      ids.cases.stateCourt,
      ids.cases.undated,
    ]);
    expect(await listOf('cases', { jurisdiction: '11th-circuit' })).toEqual([ids.cases.resale]);
    expect(await listOf('cases', { category: 'contract-disputes' })).toEqual([
      ids.cases.stateCourt,
    ]);
    expect(await listOf('cases', { court: 'supreme-court' })).toEqual([ids.cases.undated]);
    expect(await listOf('cases', { court: 'circuit-court' })).toEqual([]);
    const [resale] = (await get('/legal/cases')).json<Record<string, unknown>[]>();
    expect(resale).toMatchObject({
      caseName: 'FTC v. Example Resale Co.',
      citation: null,
      decidedDate: '2019-03-02',
      precedentialValue: 'binding',
    });
  });

  it('filters regulations by agency, jurisdiction and category', async () => {
    expect(await listOf('regulations')).toHaveLength(4);
    expect(await listOf('regulations', { agency: 'ftc' })).toEqual([
      ids.regulations.coolingOff,
      ids.regulations.tsr,
    ]);
    expect(await listOf('regulations', { jurisdiction: 'nevada' })).toEqual([
      ids.regulations.nevadaRule,
    ]);
    expect(await listOf('regulations', { category: 'real-estate' })).toEqual([
      ids.regulations.regJ,
    ]);
    expect(await listOf('regulations', { agency: 'hud' })).toEqual([]);
  });

  it('answers only public forms and filters them by formType, jurisdiction and category', async () => {
    expect(await listOf('forms')).toEqual([ids.forms.complaint, ids.forms.letter]);
    expect(await listOf('forms', { formType: 'complaint' })).toEqual([ids.forms.complaint]);
    expect(await listOf('forms', { formType: 'motion' })).toEqual([]);
    expect(await listOf('forms', { jurisdiction: 'florida' })).toEqual([ids.forms.letter]);
    expect(await listOf('forms', { category: 'fraud' })).toEqual([ids.forms.complaint]);
    const letter = (await get('/legal/forms', { jurisdiction: 'florida' })).json()[0];
    expect(letter).toMatchObject({
      requiredFields: ['developerName', 'contractNumber'],
      applicableLaws: ['Fla. Stat. § 721.10'],
      downloadCount: 0,
    });
    expect(letter).not.toHaveProperty('isPublic');
  });

  it('answers only public resources and filters them by each of their filters', async () => {
    expect(await listOf('resources')).toEqual([ids.resources.analysis, ids.resources.guide]);
    expect(await listOf('resources', { resourceType: 'analysis' })).toEqual([
      ids.resources.analysis,
    ]);
    expect(await listOf('resources', { category: 'timeshare' })).toEqual([ids.resources.guide]);
    expect(await listOf('resources', { targetAudience: 'attorney' })).toEqual([
      ids.resources.analysis,
    ]);
    expect(await listOf('resources', { targetAudience: 'staff' })).toEqual([]);
    expect(await listOf('resources', { difficulty: 'beginner' })).toEqual([ids.resources.guide]);
    expect(await listOf('resources', { resourceType: 'checklist' })).toEqual([]);
  });

  it('answers 400 naming the filter and its allowed values for a value outside the list', async () => {
    const response = await get('/legal/statutes', { jurisdiction: 'mars' });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.message).toBe(
      'The jurisdiction filter must be one of: federal, florida, california, nevada, hawaii.',
    );
    expect(body.issues[0].path).toBe('jurisdiction');

    const cases = await get('/legal/cases', { court: 'moon-court' });
    expect(cases.statusCode).toBe(400);
    expect(cases.json().message).toBe(
      'The court filter must be one of: supreme-court, circuit-court, district-court, state-court.',
    );
    // Circuits are cases only.
    expect((await get('/legal/cases', { jurisdiction: '9th-circuit' })).statusCode).toBe(200);
    const statutes = await get('/legal/statutes', { jurisdiction: '9th-circuit' });
    expect(statutes.statusCode).toBe(400);

    const invalid: [LegalKind, string, string][] = [
      ['statutes', 'category', 'Timeshare'],
      ['regulations', 'agency', 'fcc'],
      ['forms', 'formType', 'letter'],
      ['resources', 'resourceType', 'video'],
      ['resources', 'targetAudience', 'everyone'],
      ['resources', 'difficulty', 'expert'],
      ['forms', 'jurisdiction', ''],
    ];
    for (const [kind, key, value] of invalid) {
      const answer = await get(`/legal/${kind}`, { [key]: value });
      expect(answer.statusCode, `${kind} ${key}=${value}`).toBe(400);
      expect(answer.json().message).toContain(`The ${key} filter must be one of: `);
    }
    const repeated = await testApp.app.inject({
      method: 'GET',
      url: '/api/legal/statutes?jurisdiction=florida&jurisdiction=nevada',
    });
    expect(repeated.statusCode).toBe(400);
  });

  it('ignores query parameters that are not filters', async () => {
    expect(await listOf('statutes', { court: 'nonsense', _: '123' })).toHaveLength(5);
  });
});

describe('GET /api/legal/{kind}/{id}', () => {
  it('answers one record of each kind', async () => {
    const expected: [LegalKind, string, string][] = [
      ['statutes', ids.statutes.floridaCancel, 'Florida timeshare cancellation right'],
      ['regulations', ids.regulations.tsr, 'Telemarketing Sales Rule'],
      ['forms', ids.forms.letter, 'Florida Cancellation Letter'],
      ['resources', ids.resources.guide, 'State Deadlines Guide'],
    ];
    for (const [kind, id, title] of expected) {
      const response = await get(`/legal/${kind}/${id}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ id, title });
    }
    const caseResponse = await get(`/legal/cases/${ids.cases.stateCourt.toUpperCase()}`);
    expect(caseResponse.statusCode).toBe(200);
    expect(caseResponse.json()).toMatchObject({
      id: ids.cases.stateCourt,
      caseName: 'Example Owner v. Resort Developer',
      keyHolding: 'Misleading oral promises can support rescinding the contract.',
    });
  });

  it('answers 404 for unknown, malformed and hidden ids and unknown kinds, never 500', async () => {
    const missing = [
      '/legal/statutes/' + randomUUID(),
      '/legal/cases/not-a-uuid',
      '/legal/regulations/12345',
      "/legal/statutes/1'%20or%20'1'='1",
      '/legal/statutes/%00',
      '/legal/resources/' + 'f'.repeat(36),
      `/legal/forms/${ids.forms.hidden}`,
      `/legal/resources/${ids.resources.hidden}`,
      `/legal/treaties/${ids.statutes.ftcAct}`,
      `/legal/treaties`,
      `/legal/statutes/${ids.statutes.ftcAct}/extra`,
    ];
    for (const url of missing) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().code, url).toBe('NOT_FOUND');
    }
    expect((await get(`/legal/forms/${ids.forms.hidden}`)).json().message).toBe(
      'We could not find that form.',
    );
    // A statute id under another kind is unknown there.
    expect((await get(`/legal/cases/${ids.statutes.ftcAct}`)).statusCode).toBe(404);
  });

  it('counts a view of a resource with every read, atomically', async () => {
    const url = `/legal/resources/${ids.resources.analysis}`;
    const first = await get(url);
    expect(first.json().viewCount).toBe(1);
    const [a, b] = await Promise.all([get(url), get(url)]);
    expect([a.json().viewCount, b.json().viewCount].sort()).toEqual([2, 3]);
    const [row] = await testApp.database.db
      .select({ viewCount: legalResources.viewCount })
      .from(legalResources)
      .where(eq(legalResources.id, ids.resources.analysis));
    expect(row!.viewCount).toBe(3);
    // A hidden resource's read is refused and not counted.
    await get(`/legal/resources/${ids.resources.hidden}`);
    const [hidden] = await testApp.database.db
      .select({ viewCount: legalResources.viewCount })
      .from(legalResources)
      .where(eq(legalResources.id, ids.resources.hidden));
    expect(hidden!.viewCount).toBe(0);
  });
});

describe('POST /api/legal/forms/{id}/download', () => {
  const download = (id: string) =>
    testApp.app.inject({ method: 'POST', url: `/api/legal/forms/${id}/download` });

  it('counts downloads atomically and answers the new count', async () => {
    const id = ids.forms.complaint;
    expect((await download(id)).json()).toEqual({ downloadCount: 1 });
    const [a, b] = await Promise.all([download(id), download(id)]);
    expect(a.statusCode).toBe(200);
    expect([a.json().downloadCount, b.json().downloadCount].sort()).toEqual([2, 3]);
    expect((await get(`/legal/forms/${id}`)).json().downloadCount).toBe(3);
  });

  it('answers 404 for unknown, malformed and hidden forms', async () => {
    for (const id of [randomUUID(), 'nope', ids.forms.hidden, ids.statutes.ftcAct]) {
      const response = await download(id);
      expect(response.statusCode, id).toBe(404);
    }
    const [hidden] = await testApp.database.db
      .select({ downloadCount: legalForms.downloadCount })
      .from(legalForms)
      .where(eq(legalForms.id, ids.forms.hidden));
    expect(hidden!.downloadCount).toBe(0);
  });
});

describe('search', () => {
  it.each([
    ['cancel', 'statutes', 'floridaCancel'],
    ['rescission', 'statutes', 'californiaRescission'],
    ['telemarketing', 'regulations', 'tsr'],
    ['721.10', 'statutes', 'floridaCancel'],
    ['§ 721.10', 'statutes', 'floridaCancel'],
    ['Fla. Stat. § 721.10', 'statutes', 'floridaCancel'],
    ['16 CFR 429', 'regulations', 'coolingOff'],
    ['16 C.F.R. Part 310', 'regulations', 'tsr'],
    ['15 U.S.C. § 45', 'statutes', 'ftcAct'],
    ['15 USC 45', 'statutes', 'ftcAct'],
    ['119A.410', 'statutes', 'scripted'],
    ['76 FR 79486', 'regulations', 'regJ'],
    ['123 So. 3d 456', 'cases', 'stateCourt'],
    ['"door-to-door sale"', 'regulations', 'coolingOff'],
    ['resale fees', 'cases', 'resale'],
  ] as const)('finds %s first', async (q, kind, key) => {
    const { results, total } = await search(q);
    expect(total).toBeGreaterThanOrEqual(1);
    expect(results[0], JSON.stringify(results)).toMatchObject({
      kind,
      id: (ids[kind] as Record<string, string>)[key],
    });
  });

  it('answers hits with kind, title, citation, jurisdiction, rank and a total', async () => {
    const { results, total } = await search('cancel');
    expect(total).toBe(results.length);
    expect(results.length).toBeGreaterThanOrEqual(3);
    expect(results[0]).toEqual({
      kind: 'statutes',
      id: ids.statutes.floridaCancel,
      title: 'Florida timeshare cancellation right',
      citation: 'Fla. Stat. § 721.10',
      jurisdiction: 'florida',
      snippet: expect.stringContaining('<mark>cancel</mark>'),
      rank: expect.any(Number),
    });
    const ranks = results.map((hit) => hit.rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
    const kinds = new Set(results.map((hit) => hit.kind));
    expect(kinds).toContain('regulations');
    expect(kinds).toContain('forms');
    const regulation = results.find((hit) => hit.id === ids.regulations.coolingOff);
    expect(regulation).toMatchObject({ citation: '16 CFR Part 429', jurisdiction: 'federal' });
    const form = results.find((hit) => hit.id === ids.forms.letter);
    expect(form).toMatchObject({ kind: 'forms', citation: null, jurisdiction: 'florida' });
  });

  it('ranks citation matches above text matches', async () => {
    const { results } = await search('721.10');
    // The act mentions 721.10 in its summary (a text match), below the citation match.
    expect(results.map((hit) => hit.id)).toEqual([
      ids.statutes.floridaCancel,
      ids.statutes.floridaAct,
    ]);
    expect(results[0]!.rank).toBeGreaterThanOrEqual(2);
    expect(results[1]!.rank).toBeLessThan(1);
    // "721" is the act's whole section number and only part of the cancellation right's.
    const chapter = await search('Fla. Stat. ch. 721');
    expect(chapter.results[0]!.id).toBe(ids.statutes.floridaAct);
  });

  it('searches one kind at /api/legal/{kind}/search', async () => {
    const regulationsOnly = await search('cancel', 'regulations');
    expect(regulationsOnly.results.map((hit) => hit.id)).toEqual([ids.regulations.coolingOff]);
    expect(regulationsOnly.total).toBe(1);
    expect((await search('telemarketing', 'statutes')).total).toBe(0);
    expect((await search('cancel', 'forms')).results[0]!.id).toBe(ids.forms.letter);
    expect((await search('lawyers', 'resources')).results[0]!.id).toBe(ids.resources.analysis);
    expect((await search('resale', 'cases')).results[0]!.id).toBe(ids.cases.resale);
  });

  it('never finds hidden forms and resources', async () => {
    expect(await search('hiddenword')).toEqual({ results: [], total: 0 });
    expect((await search('Internal Motion Draft', 'forms')).total).toBe(0);
  });

  it('answers the total of all matches while limiting the results', async () => {
    const response = await get('/legal/search', { q: 'buyer', limit: '1' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.results).toHaveLength(1);
    expect(body.total).toBeGreaterThan(1);
    expect((await get('/legal/search', { q: 'buyer', limit: '0' })).statusCode).toBe(400);
    expect((await get('/legal/search', { q: 'buyer', limit: '51' })).statusCode).toBe(400);
  });

  it('marks matches in snippets and lets no other tag through', async () => {
    const { results } = await search('skimming');
    expect(results).toHaveLength(1);
    const snippet = results[0]!.snippet;
    expect(snippet).toContain('<mark>skimming</mark>');
    expect(snippet).not.toContain('script');
    expect(snippet).toContain('&amp;');
    expect(snippet).toContain('&quot;quoted&quot;');
    expect(snippet.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/);

    for (const q of ['cancel', 'script', 'alert', 'bold', 'fake mark', 'onclick', 'b']) {
      for (const hit of (await search(q)).results) {
        expect(hit.snippet.replace(/<\/?mark>/g, ''), `${q}: ${hit.snippet}`).not.toMatch(/[<>]/);
      }
    }
  });

  it('answers 200 to quotes, operators, Unicode and punctuation', async () => {
    const nasty = [
      '"',
      '""',
      '"unterminated phrase',
      "'",
      "''",
      "it's",
      '-',
      '--',
      '-rescission',
      'rescission -',
      'OR',
      'or or or',
      'OR rescission',
      'rescission OR',
      'rescission OR OR cancel',
      'NOT',
      'AND',
      '!',
      '!!',
      '&',
      '|',
      '&|!():*',
      'cancel:*',
      'cancel:A',
      '(',
      ')',
      '()',
      '(cancel',
      '<->',
      'cancel <-> buyer',
      '\\',
      '\\\\',
      '%',
      '_',
      '%_%',
      '*',
      '?',
      '.',
      '...',
      '§',
      '§§',
      '§ ',
      '721.',
      '.10',
      '1',
      '0',
      '-1',
      '1e999',
      'NaN',
      'null',
      'undefined',
      'true',
      '{}',
      '[]',
      '<script>alert(1)</script>',
      '<mark>',
      "'; drop table legal_statutes; --",
      "' or 1=1 --",
      '$1',
      '$$',
      "E'\\x00'",
      'the',
      'a an the of',
      '🏖️ timeshare',
      '🏖️',
      '分时度假',
      'الإلغاء',
      'zürich café naïve',
      'ǅ İstanbul ß Kelvin K',
      'e\u0301',
      '\u200b',
      '\u202e cancel',
      '\ufeffcancel',
      'nul\u0000byte',
      'bell\u0007',
      'a'.repeat(LEGAL_SEARCH_MAX_LENGTH),
      '"'.repeat(LEGAL_SEARCH_MAX_LENGTH),
      '-'.repeat(LEGAL_SEARCH_MAX_LENGTH),
      '§1 '.repeat(Math.floor(LEGAL_SEARCH_MAX_LENGTH / 3)),
      'OR '.repeat(Math.floor(LEGAL_SEARCH_MAX_LENGTH / 3)),
      `  ${'b'.repeat(LEGAL_SEARCH_MAX_LENGTH)}  `,
      '𝔘𝔫𝔦𝔠𝔬𝔡𝔢'.repeat(10),
    ];
    for (const q of nasty) {
      for (const url of ['/legal/search', '/legal/statutes/search', '/legal/forms/search']) {
        const response = await get(url, { q });
        expect(response.statusCode, `${url} ${JSON.stringify(q)}: ${response.body}`).toBe(200);
        const body = response.json<{ results: Hit[]; total: number }>();
        expect(Array.isArray(body.results)).toBe(true);
        expect(typeof body.total).toBe('number');
      }
    }
    // Raw, badly encoded query strings.
    for (const raw of ['%ED%A0%80', '%FF%FE', '%C0%AF', 'cancel%', '%E2%80']) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: `/api/legal/search?q=${raw}`,
      });
      expect(response.statusCode, raw).toBeLessThan(500);
    }
    expect((await search('-rescission cancel')).results.map((hit) => hit.id)).not.toContain(
      ids.statutes.californiaRescission,
    );
  });

  it('answers 400 to an empty, blank, missing or too long query', async () => {
    const blank = ['', '   ', '\t\n', '\u0000'];
    for (const q of blank) {
      for (const url of ['/legal/search', '/legal/cases/search']) {
        const response = await get(url, { q });
        expect(response.statusCode, JSON.stringify(q)).toBe(400);
        expect(response.json()).toEqual({
          message: EMPTY_QUERY_MESSAGE,
          code: 'VALIDATION_ERROR',
          issues: [{ path: 'q', message: EMPTY_QUERY_MESSAGE }],
        });
      }
    }
    const missing = await get('/legal/search');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(EMPTY_QUERY_MESSAGE);

    const tooLong = await get('/legal/search', { q: 'a'.repeat(LEGAL_SEARCH_MAX_LENGTH + 1) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe(QUERY_TOO_LONG_MESSAGE);
    expect(QUERY_TOO_LONG_MESSAGE).toContain(String(LEGAL_SEARCH_MAX_LENGTH));
    const longWords = await get('/legal/regulations/search', {
      q: 'cancel '.repeat(LEGAL_SEARCH_MAX_LENGTH),
    });
    expect(longWords.statusCode).toBe(400);
  });

  it('documents every legal path in the OpenAPI description', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = response.json().paths as Record<string, unknown>;
    for (const kind of legalKinds) {
      expect(paths).toHaveProperty([`/api/legal/${kind}`]);
      expect(paths).toHaveProperty([`/api/legal/${kind}/search`]);
      expect(paths).toHaveProperty([`/api/legal/${kind}/{id}`]);
    }
    expect(paths).toHaveProperty(['/api/legal/search']);
    expect(paths).toHaveProperty(['/api/legal/forms/{id}/download']);
  });
});
