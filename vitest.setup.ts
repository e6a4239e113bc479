import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// The whole suite runs in parallel on shared machines; one second for the page to settle is
// too tight under load, and a longer wait costs nothing when the page is quick.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());
