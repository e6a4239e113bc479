import { saveBlob } from '@client/lib/save-blob';

/**
 * Fetches a static file (requirements §7 Static files) so a failure can be reported, then hands it to
 * the browser as a download.
 */
export async function downloadFile(href: string, fileName: string): Promise<void> {
  const response = await fetch(href, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
  const blob = await response.blob();
  saveBlob(blob, fileName);
}
