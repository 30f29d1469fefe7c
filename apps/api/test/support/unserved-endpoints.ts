import type { EndpointId } from '@portal/api-contract';

/**
 * Contract endpoints the reference server does not serve yet (51 of 100 when the list was made).
 * test/contract-coverage.test.ts fails when the server leaves out an endpoint that is not listed
 * here, and when it serves one that is: serving an endpoint means deleting its line, so the list
 * only shrinks. test/bad-input.test.ts attacks every endpoint that is not listed.
 */
export const UNSERVED_ENDPOINTS: readonly EndpointId[] = [];
