// npm run operator -w @portal/api -- <command>: the operator CLI (src/operator/cli.ts) against a
// running server. OPERATOR_TOKEN is an operator token (the server prints a demo one at start
// outside production); API_URL defaults to the server's default address.
import { createApiClient } from '@portal/api-contract';
import { OPERATOR_CLI_USAGE, runOperatorCommand } from '../src/operator/cli';

const token = process.env.OPERATOR_TOKEN;
if (!token) {
  console.error(`OPERATOR_TOKEN is not set.\n\n${OPERATOR_CLI_USAGE}`);
  process.exit(2);
}
const client = createApiClient({
  baseUrl: process.env.API_URL ?? 'http://127.0.0.1:8787',
  // The operator's token decides the white label; this header only names one for a platform-wide
  // operator's requests that do not say.
  merchantCode: process.env.MERCHANT ?? 'aurora',
  getToken: () => token,
  getLanguage: () => 'en',
});
process.exitCode = await runOperatorCommand(process.argv.slice(2), client, (line) => console.log(line));
