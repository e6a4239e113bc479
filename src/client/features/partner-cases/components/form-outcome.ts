/** What became of a form's last submit, written under it (a toast hides behind a dialog). */
export interface FormOutcome {
  tone: 'success' | 'error';
  title?: string;
  message: string;
}
