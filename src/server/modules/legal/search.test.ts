import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEGAL_SEARCH_MAX_LENGTH } from '@shared/contracts/legal';
import type { DatabaseHandle } from '../../db/client';
import { legalCases, legalRegulations, legalStatutes } from '../../db/schema';
import { createTestDatabase } from '../../testing/test-database';
import { FieldError } from '../../platform/errors';
import {
  citationKeyOfQuery,
  cleanSearchQuery,
  collapseNegations,
  EMPTY_QUERY_MESSAGE,
  normaliseCitation,
  QUERY_TOO_LONG_MESSAGE,
  searchLegal,
  snippetHtml,
} from './search';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** Citations of /shared/legal-facts.md and a few awkward made-up ones. */
const citations = [
  'Fla. Stat. § 721.10',
  'Fla. Stat. ch. 721 (Part I, §§ 721.01–721.32)',
  'Cal. Bus. & Prof. Code §§ 11210–11288',
  'Cal. Bus. & Prof. Code § 11238 (required notice form in § 11239)',
  'NRS ch. 119A',
  'NRS 119A.410',
  'Haw. Rev. Stat. ch. 514E',
  'Haw. Rev. Stat. § 514E-8',
  '15 U.S.C. § 45',
  '15 U.S.C. § 1701 et seq.',
  'Fla. Stat. §§ 501.201–501.213',
  'Cal. Bus. & Prof. Code § 17200 et seq. (FAL § 17500 et seq.; CLRA Civ. Code § 1750 et seq.)',
  'NRS ch. 598 (definitions in NRS 598.0915–598.0925); private action under NRS 41.600',
  '47 U.S.C. § 227',
  '16 CFR Part 429',
  '16 CFR Part 310 (recovery-services advance-fee ban: § 310.4(a)(3))',
  '12 C.F.R. Part 1026',
  'Nev. Admin. Code 119A.255 (state code, not CFR)',
  '76 FR 79486',
  '592 U.S. 395 (2021)',
  'SECTION 5.  Part.  Sec.12',
  'İstanbul ß Ǆ KELVIN K Ωmega 12.',
  '..1..2.. a.b.c. -x- _y_ 3.4.5',
  '',
];

describe('normaliseCitation', () => {
  it.each([
    ['Fla. Stat. § 721.10', 'fla stat 721.10'],
    ['§ 721.10', '721.10'],
    ['721.10', '721.10'],
    ['16 CFR 429', '16 cfr 429'],
    ['16 C.F.R. Part 429', '16 cfr 429'],
    ['15 U.S.C. § 45', '15 usc 45'],
    ['15 USC §45', '15 usc 45'],
    ['NRS 119A.410', 'nrs 119a.410'],
    ['Haw. Rev. Stat. § 514E-8', 'haw rev stat 514e 8'],
    ['Fla. Stat. ch. 721 (Part I, §§ 721.01–721.32)', 'fla stat 721 i 721.01 721.32'],
  ])('%s -> %s', (citation, key) => {
    expect(normaliseCitation(citation)).toBe(key);
  });

  it('is what the database stores as citation_key', async () => {
    const db = database.db;
    const rows = citations.map((citation, index) => ({
      title: `Parity ${index}`,
      citation: citation || `empty ${index}`,
      jurisdiction: 'federal',
      category: 'timeshare',
      summary: 'Parity check.',
    }));
    const statutes = await db
      .insert(legalStatutes)
      .values(rows)
      .returning({ citation: legalStatutes.citation, key: legalStatutes.citationKey });
    for (const { citation, key } of statutes) {
      expect(key, citation).toBe(normaliseCitation(citation));
    }

    const regulations = await db
      .insert(legalRegulations)
      .values(
        [
          { cfr: '16 CFR Part 310', federalRegister: '60 FR 43842' },
          { cfr: null, federalRegister: '89 FR 15017' },
          { cfr: '12 C.F.R. § 1026.23', federalRegister: null },
          { cfr: null, federalRegister: null },
        ].map((ids, index) => ({
          ...ids,
          title: `Parity regulation ${index}`,
          agency: 'ftc',
          jurisdiction: 'federal',
          category: 'fraud',
          summary: 'Parity check.',
        })),
      )
      .returning({
        cfr: legalRegulations.cfr,
        federalRegister: legalRegulations.federalRegister,
        key: legalRegulations.citationKey,
      });
    for (const { cfr, federalRegister, key } of regulations) {
      expect(key).toBe(normaliseCitation(`${cfr ?? ''} ${federalRegister ?? ''}`));
    }

    const [caseRow] = await db
      .insert(legalCases)
      .values({
        caseName: 'Parity v. Check',
        court: 'state-court',
        jurisdiction: 'florida',
        category: 'fraud',
        summary: 'Parity check.',
      })
      .returning({ key: legalCases.citationKey });
    expect(caseRow!.key).toBe('');

    await db.delete(legalStatutes).where(
      inArray(
        legalStatutes.title,
        rows.map((row) => row.title),
      ),
    );
    await db.delete(legalRegulations);
    await db.delete(legalCases);
  });
});

describe('citationKeyOfQuery', () => {
  it('answers a key only for queries with a digit', () => {
    expect(citationKeyOfQuery('rescission')).toBeNull();
    expect(citationKeyOfQuery('§§ -- ..')).toBeNull();
    expect(citationKeyOfQuery('§ 721.10')).toBe('721.10');
    expect(citationKeyOfQuery('16 CFR 429')).toBe('16 cfr 429');
    // Only LIKE-safe characters remain.
    expect(citationKeyOfQuery('%_\\ 12 %')).toBe('12');
  });
});

describe('cleanSearchQuery', () => {
  it('trims, turns control characters into spaces and checks the length', () => {
    expect(cleanSearchQuery('  cancel  ')).toBe('cancel');
    expect(cleanSearchQuery('a\u0000b\u0007c')).toBe('a b c');
    expect(cleanSearchQuery(` ${'x'.repeat(LEGAL_SEARCH_MAX_LENGTH)} `)).toHaveLength(
      LEGAL_SEARCH_MAX_LENGTH,
    );
    // Characters, not UTF-16 units: 200 emoji are fine.
    expect(() => cleanSearchQuery('🏖'.repeat(LEGAL_SEARCH_MAX_LENGTH))).not.toThrow();
    for (const blank of [undefined, '', '   ', '\u0000\t']) {
      expect(() => cleanSearchQuery(blank)).toThrow(EMPTY_QUERY_MESSAGE);
    }
    const tooLong = (() => {
      try {
        cleanSearchQuery('x'.repeat(LEGAL_SEARCH_MAX_LENGTH + 1));
      } catch (error) {
        return error;
      }
    })();
    expect(tooLong).toBeInstanceOf(FieldError);
    expect(tooLong).toMatchObject({ statusCode: 400, field: 'q', message: QUERY_TOO_LONG_MESSAGE });
  });
});

describe('collapseNegations', () => {
  it('turns a run of "-" into one and leaves words alone', () => {
    expect(collapseNegations('-'.repeat(50))).toBe('-');
    expect(collapseNegations('- - -(-( cancel')).toBe('-( cancel');
    expect(collapseNegations('door-to-door -rescission')).toBe('door-to-door -rescission');
    expect(collapseNegations('-"phrase" -"other"')).toBe('-"phrase" -"other"');
  });
});

describe('snippetHtml', () => {
  it('escapes the text and turns only the markers into <mark>', () => {
    expect(snippetHtml('a \uE000cancel\uE001 <b>&"\'</b>')).toBe(
      'a <mark>cancel</mark> &lt;b&gt;&amp;&quot;&#39;&lt;/b&gt;',
    );
  });
});

describe('searchLegal never fails on what people type', () => {
  it('answers random mixes of operators, punctuation and Unicode', async () => {
    const db = database.db;
    await db.insert(legalStatutes).values({
      title: 'Fuzz cancellation right',
      citation: 'Fuzz Stat. § 1.1',
      jurisdiction: 'florida',
      category: 'timeshare',
      summary: 'Cancel <i>within</i> 10 days & "more" – rescission.',
    });
    const pieces = [
      '-',
      '--',
      '"',
      "'",
      '(',
      ')',
      '!',
      '&',
      '|',
      ':',
      '*',
      '<->',
      '<2>',
      ' OR ',
      ' or ',
      ' AND ',
      ' NOT ',
      '\\',
      '%',
      '_',
      '§',
      '.',
      ',',
      ';',
      '?',
      ' ',
      '  ',
      'cancel',
      'rescission',
      'the',
      'a',
      '721.10',
      '16',
      'CFR',
      '1.1',
      'é',
      'ß',
      '分时',
      '🏖️',
      '\u0301',
      '\u200b',
      '\u202e',
      '\ufeff',
      '\u0000',
      '\t',
      '\n',
      '<script>',
      '</mark>',
      '&amp;',
      '$1',
    ];
    let seed = 20240601;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    let searched = 0;
    for (let round = 0; round < 300; round++) {
      const length = 1 + Math.floor(random() * 40);
      let query = '';
      for (let i = 0; i < length; i++) query += pieces[Math.floor(random() * pieces.length)];
      query = query.slice(0, LEGAL_SEARCH_MAX_LENGTH);
      let cleaned: string;
      try {
        cleaned = cleanSearchQuery(query);
      } catch {
        continue;
      }
      const result = await searchLegal(db, cleaned);
      searched++;
      for (const hit of result.results) {
        expect(hit.snippet.replace(/<\/?mark>/g, ''), JSON.stringify(query)).not.toMatch(/[<>]/);
      }
    }
    expect(searched).toBeGreaterThan(250);
    expect((await searchLegal(db, '-'.repeat(LEGAL_SEARCH_MAX_LENGTH))).total).toBe(0);
    await searchLegal(db, `${'- '.repeat(60)}cancel`);
    expect((await searchLegal(db, 'cancel')).results[0]!.snippet).toBe(
      '<mark>Cancel</mark> within 10 days &amp; &quot;more&quot; – rescission',
    );
    await db.delete(legalStatutes);
  });
});
