import type { HumanCheckKeys, HumanCheckWork } from '../humanCheck';

/** The mocks sign their challenges with a fixed key: they are stories' and tests' server. */
export const MOCK_HUMAN_CHECK_KEYS: HumanCheckKeys = { secret: 'mock-human-check-secret' };

/** Little work, so stories and flow tests that log in many times stay quick. */
export const MOCK_HUMAN_CHECK_WORK: HumanCheckWork = { minCounter: 1, maxCounter: 40 };
