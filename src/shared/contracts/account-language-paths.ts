// Apart from the schema, so every page's language switch can use it without loading zod.
/** Where each kind of account sets its language (PUT), under its own sign-in. */
/* eslint-disable lingui/no-unlocalized-strings -- API paths */
export const accountLanguagePaths = {
  client: '/api/auth/me/language',
  partner: '/api/partners/me/language',
  staff: '/api/staff/me/language',
} as const;
/* eslint-enable lingui/no-unlocalized-strings */
