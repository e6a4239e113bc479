import '@testing-library/jest-dom/vitest';
import { i18n } from '@lingui/core';
import { options } from 'preact';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { classConflictsIn } from './src/client/testing/class-conflicts';
import { loadCatalogues } from './src/server/platform/i18n/catalogues';

// Components render with the whole catalogues, in English unless a test switches language.
i18n.load(await loadCatalogues());
i18n.activate('en');

// The whole suite runs in parallel on shared machines; one second for the page to settle is
// too tight under load, and a longer wait costs nothing when the page is quick.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  i18n.activate('en');
  // Whatever a test rendered carries one class of each kind (lib/cn withReplaceable).
  const conflicts = classConflictsIn(document.body);
  cleanup();
  // Test files share a worker's modules (decision 017), and a browser's storage may outlive a
  // file there: each test starts signed out, with nothing stored by another.
  window.localStorage.clear();
  window.sessionStorage.clear();
  if (conflicts.length > 0) {
    throw new Error(`Classes that fight over one property:\n${conflicts.join('\n')}`);
  }
});

// jsdom paints no frames: Preact runs effects after the next frame, or 100 ms later without
// one. Here they run as soon as the render is done, as a browser's next frame would.
options.requestAnimationFrame = (callback) => queueMicrotask(callback);
