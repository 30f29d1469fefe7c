import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Whole-app tests wait for the mocked API through the real client: give them time on a busy machine.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());
