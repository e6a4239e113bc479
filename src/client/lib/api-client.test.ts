import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, setApiTransport } from './api-client';
import { formatLongDate, formatLongDay } from './format-date';

const answered = () => new Response(JSON.stringify({ ok: true }), { status: 200 });

afterEach(() => {
  setApiTransport((path, init) => fetch(path, init));
});

describe('apiRequest in the page language', () => {
  it('asks the API to answer in the page language', async () => {
    const transport = vi.fn(async (_path: string, _init: RequestInit) => answered());
    setApiTransport(transport);
    await apiRequest('/api/anything');
    i18n.activate('es');
    await apiRequest('/api/anything');
    const sent = transport.mock.calls.map(
      ([, init]) => (init.headers as Record<string, string>)['Accept-Language'],
    );
    expect(sent).toEqual(['en', 'es']);
  });

  it('says in the page language that the server could not be reached', async () => {
    setApiTransport(async () => {
      throw new TypeError('Failed to fetch');
    });
    i18n.activate('es');
    const failure = await apiRequest('/api/anything').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).message).toMatch(/^No pudimos comunicarnos con el servidor/);
  });
});

describe('dates in the page language', () => {
  it('writes a date as the given locale reads it, else as the active language does', () => {
    expect(formatLongDay('2025-03-04', 'en-US')).toBe('March 4, 2025');
    expect(formatLongDay('2025-03-04', 'es-US')).toBe('4 de marzo de 2025');
    i18n.activate('es');
    expect(formatLongDay('2025-03-04')).toBe('4 de marzo de 2025');
    expect(formatLongDate('not a date')).toBe('not a date');
  });
});
