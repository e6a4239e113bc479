import { eq } from 'drizzle-orm';
import JSZip from 'jszip';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Letter } from '@shared/contracts/letters';
import { MAX_FIELD_LENGTH } from '@shared/letters/fields';
import { rescissionRules } from '@shared/rescission/rules';
import { legalForms } from '../../db/schema';
import { seedLegalForms } from '../../db/seed/legal/forms';
import { pdfText } from '../../testing/pdf-text';
import { useTestApp } from '../../testing/use-test-app';

const testApp = useTestApp();

beforeAll(async () => {
  await seedLegalForms(testApp.database.db);
});

async function getLetter(purpose: string, state?: string) {
  const query = state ? `?state=${encodeURIComponent(state)}` : '';
  return testApp.app.inject({ method: 'GET', url: `/api/letters/${purpose}${query}` });
}

/** Every box of a letter filled with a recognisable value. */
function filled(letter: Letter, values: Record<string, string> = {}) {
  return Object.fromEntries(
    letter.fields.map((field) => [field.name, values[field.name] ?? `${field.name} value`]),
  );
}

async function documentOf(purpose: string, body: object) {
  return testApp.app.inject({
    method: 'POST',
    url: `/api/letters/${purpose}/document`,
    payload: body,
  });
}

async function docxText(bytes: Buffer): Promise<string> {
  const zip = await JSZip.loadAsync(bytes);
  const xml = await zip.file('word/document.xml')!.async('string');
  return xml
    .replace(/<w:br\/>/g, '\n')
    .replace(/<\/w:p>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&apos;/g, "'");
}

describe('GET /api/letters/:purpose', () => {
  it("gives a state's own cancellation letter where there is one", async () => {
    const response = await getLetter('rescission', 'florida');
    expect(response.statusCode).toBe(200);
    const letter = response.json<Letter>();
    expect(letter.title).toBe('Florida Timeshare Cancellation Letter');
    expect(letter.template).toContain('section 721.10 of the Florida Statutes');
    expect(letter.fields.map((field) => field.name)).toEqual(
      expect.arrayContaining(['buyerName', 'developerName', 'contractDate', 'todayDate']),
    );
    expect(letter.fields.find((field) => field.name === 'buyerName')!.label).toBe('Your full name');
    expect(letter.mailingInstructions.join(' ')).toMatch(/certified mail/);
    expect(letter.mailingInstructions.join(' ')).toMatch(/before your last day/);
  });

  it("fills the other states' letter from the state's rule, for every state in the rules", async () => {
    for (const rule of rescissionRules) {
      const response = await getLetter('rescission', rule.id);
      expect(response.statusCode, rule.id).toBe(200);
      const letter = response.json<Letter>();
      expect(letter.applicableLaws, rule.id).toContain(rule.citation);
      expect(letter.template).not.toMatch(/\{\{\s*(lawCitation|stateName|cancellationPeriod)/);
      const names = letter.fields.map((field) => field.name);
      expect(names).not.toContain('lawCitation');
      if (letter.title.includes('Other States')) {
        expect(letter.template, rule.id).toContain(
          `Under ${rule.citation}, the law of ${rule.state}`,
        );
        expect(letter.template, rule.id).toContain(`${rule.days} `);
        expect(letter.verifyWithSource, rule.id).toBe(rule.confidence === 'medium');
      }
    }
    const tennessee = (await getLetter('rescission', 'tennessee')).json<Letter>();
    expect(tennessee.template).toContain('10 days (15 days if I did not inspect');
    const arizona = (await getLetter('rescission', 'arizona')).json<Letter>();
    expect(arizona.template).toContain('cancellation period of 10 calendar days');
  });

  it('prefills the attorney general of the four states our facts name', async () => {
    const florida = (await getLetter('attorney-general-complaint', 'florida')).json<Letter>();
    const agency = florida.fields.find((field) => field.name === 'agencyName')!;
    expect(agency.suggested).toBe('Florida Attorney General (Consumer Protection)');
    expect(florida.mailingInstructions[0]).toContain('https://www.myfloridalegal.com/');
    const hawaii = (await getLetter('attorney-general-complaint', 'hawaii')).json<Letter>();
    expect(hawaii.fields.find((field) => field.name === 'agencyName')!.suggested).toBe(
      'Hawaii Attorney General',
    );
    expect(hawaii.verifyWithSource).toBe(true);
    const texas = (await getLetter('attorney-general-complaint', 'texas')).json<Letter>();
    expect(texas.fields.find((field) => field.name === 'agencyName')!.suggested).toBeNull();
  });

  it('serves the fee-dispute and stop-contact letters without a state', async () => {
    const fees = (await getLetter('fee-dispute')).json<Letter>();
    expect(fees.template).toContain('{{disputedFees}}');
    const stop = (await getLetter('stop-contact')).json<Letter>();
    expect(stop.template).toContain('47 U.S.C. § 227');
    expect(stop.applicableLaws).toEqual(['47 U.S.C. § 227', '16 CFR Part 310']);
  });

  it('finds a form by its purpose even after staff rename it', async () => {
    const db = testApp.database.db;
    await db
      .update(legalForms)
      .set({ title: 'Stop the calls' })
      .where(eq(legalForms.purpose, 'stop-contact'));
    expect((await getLetter('stop-contact')).json<Letter>().title).toBe('Stop the calls');
  });

  it('answers 400 for an unknown purpose or state, and for rescission without a state', async () => {
    const purpose = await getLetter('love-letter');
    expect(purpose.statusCode).toBe(400);
    expect(purpose.json().message).toMatch(/Choose a letter/);
    const state = await getLetter('rescission', 'atlantis');
    expect(state.statusCode).toBe(400);
    expect(state.json().message).toContain('atlantis');
    const none = await getLetter('rescission');
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toMatch(/Choose the state/);
  });
});

describe('POST /api/letters/:purpose/document', () => {
  it('makes a filled PDF', async () => {
    const letter = (await getLetter('rescission', 'colorado')).json<Letter>();
    const fields = filled(letter, { buyerName: 'Maria Lopez', contractDate: '2026-11-20' });
    const response = await documentOf('rescission', { state: 'colorado', fields, format: 'pdf' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="timeshare-cancellation-letter-other-states.pdf"',
    );
    expect(response.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    const text = pdfText(response.rawPayload);
    expect(text).toContain('Maria Lopez');
    expect(text).toContain('November 20, 2026');
    expect(text).toContain('C.R.S. § 6-1-703(1)(b)');
    expect(text).not.toContain('{{');
    const [form] = await testApp.database.db
      .select({ downloadCount: legalForms.downloadCount })
      .from(legalForms)
      .where(eq(legalForms.id, letter.formId));
    expect(form!.downloadCount).toBe(1);
  });

  it('makes a filled Word file', async () => {
    const letter = (await getLetter('stop-contact')).json<Letter>();
    const fields = filled(letter, { buyerName: 'Sam Carter', companyName: 'Exit Now LLC' });
    const response = await documentOf('stop-contact', { fields, format: 'docx' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(response.headers['content-disposition']).toMatch(/filename=".+\.docx"/);
    const text = await docxText(response.rawPayload);
    expect(text).toContain('Sam Carter');
    expect(text).toContain('Exit Now LLC');
    expect(text).toContain('Telemarketing Sales Rule (16 CFR Part 310)');
  });

  it('refuses missing boxes, over-long boxes and an unknown format, saying which', async () => {
    const letter = (await getLetter('fee-dispute')).json<Letter>();
    const fields = filled(letter);
    const missing = await documentOf('fee-dispute', {
      fields: { ...fields, buyerName: ' ', accountNumber: '' },
      format: 'pdf',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Please fill in: Your full name, Owner account number.');
    const long = await documentOf('fee-dispute', {
      fields: { ...fields, disputeReason: 'x'.repeat(MAX_FIELD_LENGTH + 1) },
      format: 'pdf',
    });
    expect(long.statusCode).toBe(400);
    expect(JSON.stringify(long.json())).toContain(`at most ${MAX_FIELD_LENGTH} characters`);
    const format = await documentOf('fee-dispute', { fields, format: 'odt' });
    expect(format.statusCode).toBe(400);
    expect(JSON.stringify(format.json())).toMatch(/pdf or docx/);
    const state = await documentOf('rescission', { state: 'atlantis', fields, format: 'pdf' });
    expect(state.statusCode).toBe(400);
  });
});
