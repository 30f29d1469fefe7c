import { createApiClient } from '@portal/api-contract';
import { runOperatorCommand } from '../../src/operator/cli';
import type { TestServer } from './server';

/**
 * The operator CLI (src/operator/cli.ts) against a test server as `token`'s operator: each call
 * runs one command and answers its exit code and printed lines.
 */
export function operatorCli(api: TestServer, token: string, merchant = 'aurora') {
  const client = createApiClient({
    baseUrl: api.baseUrl,
    merchantCode: merchant,
    getToken: () => token,
    getLanguage: () => 'en',
    retry: { attempts: 1 },
  });
  return async (...argv: string[]) => {
    const lines: string[] = [];
    const code = await runOperatorCommand(argv, client, (line) => lines.push(line));
    return { code, lines, output: lines.join('\n') };
  };
}
