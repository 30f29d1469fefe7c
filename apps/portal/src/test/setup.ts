import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Whole-app tests wait for the mocked API through the real client, and for lazy screens and popups
// that Vite transforms on their first import in a worker: seconds on a quiet two-core machine, over
// ten at a load of 16. So a wait is bounded by nothing shorter than its test: it ends when what it
// asserts shows, and fails with the DOM it saw when it never does.
configure({ asyncUtilTimeout: 50_000 });

afterEach(() => cleanup());
