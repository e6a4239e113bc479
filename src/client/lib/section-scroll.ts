import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths, type LandingSection } from './paths';

/** Requirements §9: the scroll retries every 50 ms after a 300 ms delay. */
export const SCROLL_FIRST_DELAY_MS = 300;
export const SCROLL_RETRY_MS = 50;
const SCROLL_MAX_ATTEMPTS = 60;
/** How long the section is kept in view while the page above it is still loading. */
const KEEP_IN_VIEW_MS = 2000;
const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Sections above the target can still be loading when it is scrolled to, and push it out of
 * view as they appear. Scroll again whenever the page's height changes, for a short while,
 * unless the visitor starts scrolling on their own.
 */
function keepInView(target: HTMLElement): void {
  if (typeof ResizeObserver === 'undefined') return;
  let initialNotice = true; // an observer reports the size it starts with; that is no change
  const observer = new ResizeObserver(() => {
    if (initialNotice) initialNotice = false;
    else target.scrollIntoView({ block: 'start' });
  });
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
    for (const type of USER_SCROLL_EVENTS) window.removeEventListener(type, stop);
  };
  const timer = window.setTimeout(stop, KEEP_IN_VIEW_MS);
  for (const type of USER_SCROLL_EVENTS) window.addEventListener(type, stop, { passive: true });
  observer.observe(document.body);
}

function scrollWhenPresent(sectionId: string, firstDelayMs: number): void {
  let attempts = 0;
  const tryScroll = () => {
    const target = document.getElementById(sectionId);
    if (target) {
      target.scrollIntoView({ behavior: 'smooth', block: 'start' });
      // Move keyboard focus with the view so screen-reader and keyboard users land there too.
      target.focus({ preventScroll: true });
      keepInView(target);
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
