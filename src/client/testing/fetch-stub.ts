import { waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, expect, vi, type Mock } from 'vitest';
import { clearAllSignIns } from '@client/lib/auth-storage';

/*
 * Component tests talk to a stubbed fetch: each test answers the API calls it expects, and
 * then checks what the page sent.
 */

/** An answer with a JSON body, as the server gives them (a 204 has no body). */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

type FetchCall = Parameters<typeof fetch>;

/** The JSON body a call sent (pass the call, or its RequestInit); undefined without one. */
export function sentBody(callOrInit: FetchCall | RequestInit | undefined): unknown {
  const init = Array.isArray(callOrInit) ? callOrInit[1] : callOrInit;
  return typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
}

/** One rule of a fake server: its answer to a call, or undefined to leave the call to the next. */
export type FetchHandler = (method: string, url: string, body: unknown) => Response | undefined;

/**
 * Answers by method and address, `{ 'GET /api/cases': () => jsonResponse([]) }`, the address
 * with its query. Each answer is made afresh, as a response's body can be read only once.
 */
export function routeTable(table: Record<string, (body: unknown) => Response>): FetchHandler {
  return (method, url, body) => table[`${method} ${url}`]?.(body);
}

export interface FetchStub {
  /** The stub itself: answer with `mockResolvedValue` and the like, and check its calls. */
  fetchMock: Mock<typeof fetch>;
  /**
   * Answers each call with the first handler that answers it; a call none answers fails
   * loudly with a 500 naming it.
   */
  serve: (...handlers: FetchHandler[]) => void;
  /** The calls made with `method`, only those to `url` (query included) when it is given. */
  calls: (method: string, url?: string) => FetchCall[];
  /** Waits until exactly one call with `method` went to `url`, and gives the body it sent. */
  sentOnce: (method: string, url: string) => Promise<unknown>;
}

/**
 * Stubs fetch for every test of the calling file: a fresh stub for each test, which starts
 * with no sign-in stored on the device and leaves no toast behind for the next test.
 */
export function stubFetchForEachTest(): FetchStub {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    clearAllSignIns();
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    toast.dismiss();
    vi.unstubAllGlobals();
  });

  const calls = (method: string, url?: string) =>
    fetchMock.mock.calls.filter(
      ([input, init]) =>
        (init?.method ?? 'GET') === method && (url === undefined || String(input) === url),
    );
  return {
    fetchMock,
    calls,
    serve: (...handlers) => {
      fetchMock.mockImplementation(async (input, init) => {
        const url = String(input);
        const method = init?.method ?? 'GET';
        const body = sentBody(init);
        for (const handler of handlers) {
          const answer = handler(method, url, body);
          if (answer) return answer;
        }
        return jsonResponse({ message: `Unexpected ${method} ${url}` }, 500);
      });
    },
    sentOnce: async (method, url) => {
      await waitFor(() => expect(calls(method, url)).toHaveLength(1));
      return sentBody(calls(method, url)[0]);
    },
  };
}
