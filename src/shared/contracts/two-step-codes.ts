/** The `code` of the two-step sign-in errors (contracts/two-step) that screens act on (a dead mfaToken goes back to the password). */
export const twoStepErrorCodes = {
  setupRequired: 'MFA_SETUP_REQUIRED',
  tokenExpired: 'MFA_TOKEN_EXPIRED',
  wrongCode: 'WRONG_CODE',
  recoveryCodeWrong: 'RECOVERY_CODE_WRONG',
  passkeyWrong: 'PASSKEY_WRONG',
} as const;

/** The second step of each sign-in (`POST`), and where it asks for a passkey challenge. */
export const secondStepPaths = {
  client: '/api/auth/login/mfa',
  partner: '/api/partners/login/mfa',
  staff: '/api/staff/login/mfa',
} as const;
