/*
 * Partner firms of the browser tests, without Playwright imports: scripts/e2e-fixtures.ts
 * prepares them (approved, with a password) before the server starts.
 */

/** A firm per browser-test project that adds a passkey and signs in with it (nobody else uses it). */
export const passkeyPartnerOf = (project: string) => ({
  email: `passkey-partner-${project}@tra-e2e.example`,
  password: 'saffron ledger 2026 beacon',
  companyName: `Passkey Test Law (${project})`,
  contactPerson: 'Dana Whitfield',
});
