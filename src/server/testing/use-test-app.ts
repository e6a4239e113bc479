import { afterAll, beforeAll } from 'vitest';
import type { AppConfig } from '../config';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app';

/**
 * One test app for the whole test file: built before its first test and closed after its
 * last. Call it at the top of the file; its hooks run before the file's own beforeAll hooks.
 */
export function useTestApp(
  overrides: Partial<AppConfig> = {},
  options: TestAppOptions = {},
): TestApp {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await createTestApp(overrides, options);
  });
  afterAll(async () => {
    await current?.close();
  });
  const started = () => {
    if (!current) throw new Error('The test app exists only while the tests run.');
    return current;
  };
  return {
    get app() {
      return started().app;
    },
    get database() {
      return started().database;
    },
    get config() {
      return started().config;
    },
    close: () => started().close(),
  };
}
