/*
 * When a page the server rendered is live: its root has hydrated and so has every deferred part
 * (components/deferred-part) that was waiting for its code. `html[data-hydrated]` says so, and
 * browser tests wait for it before pressing anything.
 */

let rootMounted = false;
let waitingParts = 0;

function sayIfLive(): void {
  if (rootMounted && waitingParts === 0) document.documentElement.dataset.hydrated = 'true';
}

/** The app's root has mounted (its effects run after every part's). */
export function rootHasMounted(): void {
  rootMounted = true;
  sayIfLive();
}

/** A deferred part is on the page but its code has not arrived yet. */
export function partWaiting(): void {
  waitingParts += 1;
}

/** A waiting part has rendered (or left the page). */
export function partDone(): void {
  waitingParts -= 1;
  sayIfLive();
}
