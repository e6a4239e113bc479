import type { AppConfig } from '@server/config';
import { useTestApp } from '@server/testing/use-test-app';

/**
 * The test app of the security suite (PGlite, or PostgreSQL with TEST_DATABASE_URL). Public
 * form limits are lifted so the suite's many submissions test the forms, not the limit.
 */
export function useSecurityApp(overrides: Partial<AppConfig> = {}) {
  return useTestApp({ formRateLimit: 1_000_000, ...overrides });
}
