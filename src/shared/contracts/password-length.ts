import { english } from '../i18n/translate-issue';
import { text } from '../i18n/text';
/**
 * One password rule everywhere (design.md: the spec's 6 on reset is raised to 8). Kept apart
 * from the schemas (contracts/auth) so a page can say the rule without loading zod.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_TOO_SHORT_MESSAGE = english(text('Password must be at least 8 characters.'));
export const PASSWORD_MAX_LENGTH = 200;
