import type * as Sonner from 'sonner';
import type { ExternalToast, toast as sonnerToast } from 'sonner';

/*
 * The spec's toasts (requirements §8) without sonner in a page's first JavaScript: a toast
 * follows something the visitor did, so sonner loads with the first one (or with the toaster,
 * whichever comes first) and the toast shows as soon as it has.
 */

let loading: Promise<typeof Sonner> | undefined;
const sonner = () => (loading ??= import('sonner'));

type Message = Parameters<typeof sonnerToast.success>[0];

export const toast = {
  success(message: Message, data?: ExternalToast): void {
    void sonner().then(({ toast }) => toast.success(message, data));
  },
  error(message: Message, data?: ExternalToast): void {
    void sonner().then(({ toast }) => toast.error(message, data));
  },
};
