import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import type { ApiClient } from '@portal/api-contract';
import { e2eServer, operatorCliBundle, operatorTokenFile, repoRoot } from './server';

const run = promisify(execFile);

/**
 * The back office's step through the operator CLI (`npm run operator -w @portal/api -- …`, i.e.
 * apps/api/scripts/operator.ts, bundled when the suite's server starts: operatorCliBundle) against
 * the suite's server, as an operator would type it; returns what it printed. Fails when the CLI
 * does (a refused call exits non-zero).
 */
export async function operatorCli(...args: string[]): Promise<string> {
  const token = (await readFile(operatorTokenFile, 'utf8')).trim();
  const { stdout } = await run(process.execPath, ['--enable-source-maps', operatorCliBundle, ...args], {
    cwd: repoRoot,
    env: { ...process.env, OPERATOR_TOKEN: token, API_URL: e2eServer.origin() },
    timeout: 60_000,
  });
  return stdout;
}

/**
 * Money in a member's main wallet as a player gets it: a bank-transfer deposit (`amount` in minor
 * units) that the back office credits.
 */
export async function creditedBankDeposit(api: ApiClient['api'], amount: number): Promise<void> {
  const bank = (await api.funds.depositChannels()).find((channel) => channel.method === 'BANK_TRANSFER');
  if (!bank) throw new Error('the white label has no bank-transfer channel (apps/api/src/seed/funds.ts)');
  const order = await api.funds.deposit(
    { channelId: bank.channelId, amount },
    { idempotencyKey: randomUUID() },
  );
  await operatorCli('credit', order.orderId);
}
