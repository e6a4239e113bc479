/**
 * A field real people never see or fill. Bots that fill every input reveal themselves;
 * the server then answers as if it worked and stores nothing. (The name alone, without zod,
 * for the forms that render the field.)
 */
export const HONEYPOT_FIELD = 'companyWebsite';
