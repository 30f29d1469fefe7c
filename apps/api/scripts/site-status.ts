// npm run site-status -w @portal/api -- <merchant> open | maintenance | blocked <ip or prefix…>
// Sets what a white label's system status (SPEC §2) answers: `maintenance` (status 1), `blocked`
// with the visitor IPs it refuses (exact, or a prefix ending in '.': status 2), `open` clears both.
// Writes the database directly, like seed.ts (DATABASE_URL, else PGLITE_DIR): PGlite allows one
// process at a time, so stop the server first; on PostgreSQL a running server answers the new
// status at once. The end-to-end tests use it to start a server whose brands are closed.
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../src/db/database';
import { merchants } from '../src/db/schema';
import { merchantByCode, type MerchantSettings } from '../src/merchants/merchants';
import { DEFAULT_DATA_DIR } from '../src/server';

const USAGE = 'usage: npm run site-status -w @portal/api -- MERCHANT open | maintenance | blocked IP…';

function settingsFor(mode: string | undefined, ips: readonly string[]): Partial<MerchantSettings> | null {
  if (mode === 'open' && ips.length === 0) return { maintenance: false, blockedIpPrefixes: [] };
  if (mode === 'maintenance' && ips.length === 0) return { maintenance: true };
  if (mode === 'blocked' && ips.length > 0) return { maintenance: false, blockedIpPrefixes: [...ips] };
  return null;
}

const [code, mode, ...ips] = process.argv.slice(2);
const changes = settingsFor(mode, ips);
if (!code || !changes) {
  console.error(USAGE);
  process.exit(2);
}

const databaseUrl = process.env.DATABASE_URL || undefined;
const database = openDatabase(
  databaseUrl
    ? { databaseUrl }
    : { pgliteDir: process.env.PGLITE_DIR ?? path.join(DEFAULT_DATA_DIR, 'pglite') },
);
try {
  const merchant = await merchantByCode(database.db, code);
  if (!merchant) {
    console.error(`no white label ${code} (run the seed first: npm run seed -w @portal/api)`);
    process.exitCode = 1;
  } else {
    const settings: MerchantSettings = { ...merchant.settings, ...changes };
    await database.db.update(merchants).set({ settings }).where(eq(merchants.id, merchant.id));
    console.log(
      `${merchant.code}: maintenance ${settings.maintenance}, blocked IPs [${settings.blockedIpPrefixes.join(', ')}]`,
    );
  }
} finally {
  await database.close();
}
