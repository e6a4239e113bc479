import { Toaster } from 'sonner';

/** Requirements §9: one toast visible at a time, 5000 ms each; a dismissed toast is removed after 1,000,000 ms. */
export const TOAST_DURATION_MS = 5000;

/** Where every page's toasts appear. */
export default function AppToaster() {
  return (
    <Toaster
      visibleToasts={1}
      duration={TOAST_DURATION_MS}
      position="top-center"
      richColors
      closeButton
      toastOptions={{ className: 'text-base' }}
    />
  );
}
