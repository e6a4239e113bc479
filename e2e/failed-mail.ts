/**
 * The mail the browser tests' database starts with, as if it had failed for good while the mail
 * server was unreachable (scripts/e2e-fixtures.ts stores it before the server starts).
 */
export const FAILED_MAIL = {
  to: 'e2e-outage@example.com',
  subject: 'Your case update (sent again after a mail outage)',
  text: 'Hello,\n\nThere is an update on your case. Sign in to read it.\n',
} as const;

export const FAILED_MAIL_ERROR = 'connect ECONNREFUSED 127.0.0.1:587 (the mail server was down)';
