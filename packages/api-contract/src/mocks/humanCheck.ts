import type { HumanCheckKeys, HumanCheckWork } from '../humanCheck';

/** The mocks sign their challenges with a fixed key: they are stories' and tests' server. */
export const MOCK_HUMAN_CHECK_KEYS: HumanCheckKeys = { secret: 'mock-human-check-secret' };

/**
 * Next to no work: the flow is real (fetch, solve, send, verify once), but component tests render
 * the whole portal on a busy event loop, where every digest awaits its turn behind the rendering.
 */
export const MOCK_HUMAN_CHECK_WORK: HumanCheckWork = { minCounter: 1, maxCounter: 2 };
