import '@testing-library/jest-dom/vitest';
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
