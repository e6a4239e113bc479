import { toast } from 'sonner';

/** Why a save or delete failed, kept in the dialog for readers who miss the toast. */
export interface ContentProblem {
  title: string;
  message: string;
}

/** Says a failure in a toast and returns it for the dialog's lasting notice. */
export function announceFailure(title: string, error: Error): ContentProblem {
  const message = error.message || 'Please try again.';
  toast.error(title, { description: message });
  return { title, message };
}
