import { useEffect, useState } from 'react';

/** Typing pauses this long before a search is sent, so each keystroke is not a request. */
export const SEARCH_DEBOUNCE_MS = 300;

/** The value once it has stopped changing for `delayMs` (search boxes that query the server). */
export function useDebouncedValue<Value>(value: Value, delayMs = SEARCH_DEBOUNCE_MS): Value {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
