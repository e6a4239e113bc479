import type { TestApp } from './test-app';

export interface RequestOptions {
  headers?: Record<string, string>;
  /** The caller's IP address, which rate limits and sign-in lockouts count by. */
  remoteAddress?: string;
}

/** GET and JSON POST calls to the test app, as the browser makes them. */
export function requestsTo(testApp: TestApp) {
  return {
    get: (url: string, options: RequestOptions = {}) =>
      testApp.app.inject({ method: 'GET', url, ...options }),
    post: (url: string, payload?: object, options: RequestOptions = {}) =>
      testApp.app.inject({ method: 'POST', url, payload, ...options }),
  };
}
