import { msg } from '@lingui/core/macro';
/**
 * The reader's chosen text size: kept in localStorage and shown as `data-text-size` on <html>,
 * which the stylesheet scales the root font size by. `public/text-size.js` applies a stored
 * choice before the first paint; this module changes it and tells the control.
 */
export const textSizes = [
  { value: 'normal', label: msg`Normal` },
  { value: 'large', label: msg`Large` },
  { value: 'larger', label: msg`Larger` },
] as const;
export type TextSize = (typeof textSizes)[number]['value'];

export const TEXT_SIZE_STORAGE_KEY = 'tra.text-size';
const ATTRIBUTE = 'data-text-size';

const listeners = new Set<() => void>();

function isTextSize(value: string | null): value is TextSize {
  return textSizes.some((size) => size.value === value);
}

export function currentTextSize(): TextSize {
  const shown = document.documentElement.getAttribute(ATTRIBUTE);
  return isTextSize(shown) ? shown : 'normal';
}

/** Shows and remembers `size`; normal is the page's own size, so it is stored as nothing. */
export function chooseTextSize(size: TextSize): void {
  if (size === 'normal') document.documentElement.removeAttribute(ATTRIBUTE);
  else document.documentElement.setAttribute(ATTRIBUTE, size);
  try {
    if (size === 'normal') localStorage.removeItem(TEXT_SIZE_STORAGE_KEY);
    else localStorage.setItem(TEXT_SIZE_STORAGE_KEY, size);
  } catch {
    // Storage may be blocked: the size still applies to this page.
  }
  listeners.forEach((listener) => listener());
}

export function subscribeToTextSize(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
