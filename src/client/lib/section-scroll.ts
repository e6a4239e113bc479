import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths, type LandingSection } from './paths';

/** Requirements §9: the scroll retries every 50 ms after a 300 ms delay. */
export const SCROLL_FIRST_DELAY_MS = 300;
export const SCROLL_RETRY_MS = 50;
const SCROLL_MAX_ATTEMPTS = 60;

function scrollWhenPresent(sectionId: string, firstDelayMs: number): void {
  let attempts = 0;
  const tryScroll = () => {
    const target = document.getElementById(sectionId);
    if (target) {
      target.scrollIntoView({ behavior: 'smooth', block: 'start' });
      // Move keyboard focus with the view so screen-reader and keyboard users land there too.
      target.focus({ preventScroll: true });
      return;
    }
    attempts += 1;
    if (attempts < SCROLL_MAX_ATTEMPTS) window.setTimeout(tryScroll, SCROLL_RETRY_MS);
  };
  window.setTimeout(tryScroll, firstDelayMs);
}

/**
 * Returns a function that scrolls to a landing-page section, first navigating to `/`
 * when the visitor is on another page.
 */
export function useGoToSection(delayAfterNavigationMs = SCROLL_FIRST_DELAY_MS) {
  const location = useLocation();
  const navigate = useNavigate();
  return useCallback(
    (sectionId: LandingSection) => {
      if (location.pathname === paths.home.path) {
        scrollWhenPresent(sectionId, 0);
        return;
      }
      void navigate(paths.home.getHref());
      scrollWhenPresent(sectionId, delayAfterNavigationMs);
    },
    [location.pathname, navigate, delayAfterNavigationMs],
  );
}
