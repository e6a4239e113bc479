import { text } from '@shared/i18n/text';
import { activeText } from '@client/lib/i18n/active';
import { toast } from '@client/lib/toast';

/**
 * The outcome of an action taken in a dialog. It is toasted and also kept for a lasting notice
 * inside the open dialog, because a toast sits behind a modal dialog.
 */
export interface Notice {
  tone: 'success' | 'error';
  title: string;
  message: string;
}

export function announce(notice: Notice): Notice {
  const show = notice.tone === 'success' ? toast.success : toast.error;
  show(notice.title, { description: notice.message });
  return notice;
}

/** A failure with the server's message (or a plain retry hint when there is none). */
export function announceFailure(title: string, error: Error): Notice {
  return announce({
    tone: 'error',
    title,
    message: error.message || activeText(text('Please try again.')),
  });
}
