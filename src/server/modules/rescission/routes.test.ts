import { describe, expect, it } from 'vitest';
import { addDays } from '@shared/rescission/dates';
import { useTestApp } from '../../testing/use-test-app';

const testApp = useTestApp();

const check = (query: string, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'GET', url: `/api/cancellation-deadline?${query}`, headers });
const spanish = { 'accept-language': 'es-US,es;q=0.9' };
const today = () => new Date().toISOString().slice(0, 10);

describe('GET /api/cancellation-deadline', () => {
  it('gives Florida buyers who signed on a Friday the 10th calendar day', async () => {
    // 2026-01-09 is a Friday; ten calendar days later is Monday 2026-01-19.
    const response = await check('state=florida&signedOn=2026-01-09');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      state: 'Florida',
      lastDay: '2026-01-19',
      dayType: 'calendar',
      citation: 'Fla. Stat. § 721.10',
      status: 'passed',
    });
  });

  it('counts business days across a federal holiday', async () => {
    // Utah: 5 business days from signing. From Wednesday 2026-07-01, Independence Day
    // (observed Friday 07-03) and the weekend do not count.
    const response = await check('state=utah&signedOn=2026-07-01');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ dayType: 'business', lastDay: '2026-07-09' });
  });

  it('is still open for a recent purchase', async () => {
    const signed = addDays(today(), -2);
    const response = await check(`state=florida&signedOn=${signed}`);
    expect(response.json()).toMatchObject({ status: 'open', lastDay: addDays(signed, 10) });
  });

  it('refuses a signing date in the future with 400', async () => {
    const response = await check(`state=florida&signedOn=${addDays(today(), 3)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The date you signed cannot be in the future.');
  });

  it('says clearly when a state is not in the data', async () => {
    const response = await check('state=atlantis&signedOn=2026-01-09');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'unknown',
      state: 'atlantis',
      message: 'This state is not in our data.',
    });
  });

  it('answers in the language the request asks for', async () => {
    const future = await check(`state=florida&signedOn=${addDays(today(), 3)}`, spanish);
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toBe('La fecha en que firmó no puede ser en el futuro.');
    const unknown = await check('state=atlantis&signedOn=2026-01-09', spanish);
    expect(unknown.json().message).toBe('Este estado no está en nuestros datos.');
    const florida = await check('state=florida&signedOn=2026-01-09', spanish);
    const english = await check('state=florida&signedOn=2026-01-09');
    expect(florida.json().notice).toHaveLength(english.json().notice.length);
    expect(florida.json().notice).not.toEqual(english.json().notice);
  });

  it('refuses malformed dates with 400', async () => {
    for (const signedOn of ['', '2026-13-01', 'yesterday', '2026-02-30']) {
      const response = await check(`state=florida&signedOn=${signedOn}`);
      expect(response.statusCode, signedOn).toBe(400);
    }
  });
});
