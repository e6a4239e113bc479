/*
 * Staff accounts of the browser tests, without Playwright imports: scripts/e2e-fixtures.ts
 * prepares them before the server starts.
 */
import { DEMO_ADMIN_TOTP_SECRET } from './authenticator';

export interface StaffAccount {
  email: string;
  password: string;
  /** The authenticator app's secret, when the account uses two-step sign-in. */
  totpSecret?: string;
}

/** The README's demo administrator, who in the browser tests already uses an authenticator app. */
export const demoAdmin: StaffAccount = {
  email: 'admin@tra-demo.example',
  password: 'DemoAdmin2026!',
  totpSecret: DEMO_ADMIN_TOTP_SECRET,
};

export const demoEditor: StaffAccount = {
  email: 'editor@tra-demo.example',
  password: 'DemoEditor2026!',
};

/** An administrator who has never signed in, so two-step sign-in is not set up yet. */
export const firstTimeAdmin = {
  email: 'first-admin@tra-e2e.example',
  password: 'lantern orchard 2026 granite',
  firstName: 'Robin',
  lastName: 'Okafor',
};

/** An editor per browser-test project whose sessions one test signs out (nobody else uses it). */
export const sessionsEditorOf = (project: string) => ({
  email: `sessions-editor-${project}@tra-e2e.example`,
  password: 'quartz willow 2026 harbor',
  firstName: 'Sam',
  lastName: 'Lindqvist',
});
export const browserTestProjects = ['desktop', 'phone'] as const;
