import { randomUUID } from 'node:crypto';
import { contract, type WhiteLabelFlagName } from '@portal/api-contract';
import { eq } from 'drizzle-orm';
import { merchants } from '../../src/db/schema';
import type { TestServer } from './server';

/**
 * Merges `change` into a white label's settings, in the database directly (no API call sets them),
 * as scripts/site-status.ts does; the server sees it once its read cache's staleness bound has
 * passed, so the test clock moves past it.
 */
export async function setMerchantSettings(
  api: TestServer,
  code: string,
  change: Record<string, unknown>,
): Promise<void> {
  await updateMerchant(api, code, (row) => ({ settings: { ...row.settings, ...change } }));
}

/** Merges `change` into a white label's flags, in the database directly, as setMerchantSettings does. */
export async function setMerchantFlags(
  api: TestServer,
  code: string,
  change: Partial<Record<WhiteLabelFlagName, boolean>>,
): Promise<void> {
  await updateMerchant(api, code, (row) => ({ flags: { ...row.flags, ...change } }));
}

async function updateMerchant(
  api: TestServer,
  code: string,
  changed: (row: typeof merchants.$inferSelect) => Partial<typeof merchants.$inferInsert>,
): Promise<void> {
  const db = api.testDb.database.db;
  const [row] = await db.select().from(merchants).where(eq(merchants.code, code));
  if (!row) throw new Error(`no merchant ${code}`);
  await db.update(merchants).set(changed(row)).where(eq(merchants.code, code));
  api.clock.advanceSeconds(api.app.options.readCacheSeconds);
}

/** Launches the in-house demo slot (BGS) for `token` and returns the launch URL and its ticket. */
export async function launchDemoSlot(
  api: TestServer,
  token: string,
  merchant?: string,
): Promise<{ url: URL; ticket: string }> {
  const scope = merchant ? { merchant } : {};
  const games = await api.call<{ content: { gameCode: string }[] }>(contract.games.list, {
    token,
    ...scope,
    query: { gameType: 'BGS', vassalage: 'BGS', pageSize: 1 },
  });
  const gameCode = games.body.success ? games.body.value.content[0]?.gameCode : undefined;
  const launched = await api.call<{ url: string }>(contract.games.launch, {
    token,
    ...scope,
    body: { gameCode, vassalage: 'BGS', gameType: 'BGS' },
  });
  if (!launched.body.success) throw new Error(JSON.stringify(launched.body));
  const url = new URL(launched.body.value.url);
  return { url, ticket: url.searchParams.get('ticket') ?? '' };
}

/** One spin of the demo slot through its own endpoint (the game page's call), from `ip` if given. */
export async function spinDemoSlot(
  api: TestServer,
  ticket: string,
  stake: number,
  ip?: string,
): Promise<{ status: number; body: { code?: string; value?: { payout: number } } }> {
  const response = await api.fetch('/demo-game/spin', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
      'Idempotency-Key': randomUUID(),
    },
    body: JSON.stringify({ ticket, stake }),
    ...(ip ? { ip } : {}),
  });
  return { status: response.status, body: (await response.json()) as { code?: string } };
}
