import type { I18n } from '@lingui/core';
import { text, type TextDescriptor } from './i18n/text';

/*
 * The updates the product writes on a case by itself (the case was submitted, a partner was
 * assigned) are stored in English, and stored values never change. These are their messages,
 * word for word as the server writes them (src/server/modules/cases/service.ts and
 * admin-cases/case-assignment.ts; src/server/modules/cases/case-update-texts.test.ts holds them together), so a page
 * shows such an update in its reader's language, and the page's code carries the messages.
 */
const fixedTexts: readonly TextDescriptor[] = [
  text('Case Submitted'),
  text(
    'Thank you. We have received your case, and a member of our team will be in touch within 24-48 hours.',
  ),
  text('Assigned to a partner attorney'),
];

/** How the stored English of an assignment update ends, after the firm's name. */
const ASSIGNED_SUFFIX =
  // eslint-disable-next-line lingui/no-unlocalized-strings -- matches stored English; shown translated below
  ', a verified partner in our network, is now working on your case. They will be in touch with you soon.';

/** A stored update title or description in `i18n`'s language; anyone's own words as written. */
export function caseUpdateText(i18n: I18n, stored: string): string {
  const known = fixedTexts.find((descriptor) => descriptor.id === stored);
  if (known) return i18n._(known);
  if (stored.endsWith(ASSIGNED_SUFFIX) && stored.length > ASSIGNED_SUFFIX.length) {
    const firm = stored.slice(0, -ASSIGNED_SUFFIX.length);
    return i18n._(
      text(
        '{firm}, a verified partner in our network, is now working on your case. They will be in touch with you soon.',
        { firm },
      ),
    );
  }
  return stored;
}
