import { Spinner } from '@client/components/ui/spinner';

/**
 * Holds the form's place while its code loads, at about its final height so the page
 * does not jump.
 */
export function FormPlaceholder({ label, minHeight }: { label: string; minHeight: string }) {
  return (
    <div className="flex items-center justify-center" style={{ minHeight }}>
      <Spinner label={label} />
    </div>
  );
}
