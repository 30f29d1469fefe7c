import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Whole-app tests wait for the mocked API through the real client, and for lazy screens and popups
// that Vite transforms on their first import in a worker: seconds on a busy two-core machine.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => cleanup());
