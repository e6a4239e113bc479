import '@testing-library/jest-dom/vitest';
import { options } from 'preact';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// The whole suite runs in parallel on shared machines; one second for the page to settle is
// too tight under load, and a longer wait costs nothing when the page is quick.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  // Test files share a worker's modules (decision 017), and a browser's storage may outlive a
  // file there: each test starts signed out, with nothing stored by another.
  window.localStorage.clear();
  window.sessionStorage.clear();
});

// jsdom paints no frames: Preact runs effects after the next frame, or 100 ms later without
// one. Here they run as soon as the render is done, as a browser's next frame would.
options.requestAnimationFrame = (callback) => queueMicrotask(callback);
