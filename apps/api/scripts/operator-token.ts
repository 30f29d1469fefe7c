// npm run operator-token -w @portal/api -- NAME [--merchant CODE] [--hours N]: issues a token for a
// new operator of the back-office API and CLI (every white label, or the one named) and prints it,
// once: only its hash is kept. Writes the database directly, like seed.ts (DATABASE_URL, else
// PGLITE_DIR): PGlite allows one process at a time, so run it while no server holds the database.
// The end-to-end tests issue theirs so, before their server starts (its demo token is only logged).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../src/db/database';
import { merchantByCode } from '../src/merchants/merchants';
import { issueOperatorToken } from '../src/operator/operators';
import { DEFAULT_DATA_DIR } from '../src/server';

const USAGE = 'usage: npm run operator-token -w @portal/api -- NAME [--merchant CODE] [--hours N]';

const { positionals, values } = parseArgs({
  args: process.argv.slice(2),
  allowPositionals: true,
  options: { merchant: { type: 'string' }, hours: { type: 'string' } },
});
const [name] = positionals;
const hours = values.hours === undefined ? 24 : Number(values.hours);
if (!name || positionals.length > 1 || !Number.isFinite(hours) || hours <= 0) {
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
  const merchant = values.merchant ? await merchantByCode(database.db, values.merchant) : null;
  if (values.merchant && !merchant) {
    console.error(`no white label ${values.merchant} (run the seed first: npm run seed -w @portal/api)`);
    process.exitCode = 1;
  } else {
    const now = new Date();
    const { token } = await issueOperatorToken(database.db, {
      name,
      merchantId: merchant?.id ?? null,
      now,
      expiresAt: new Date(now.getTime() + hours * 3_600_000),
    });
    // The token alone on stdout, for `OPERATOR_TOKEN=$(…)` and files.
    console.log(token);
  }
} finally {
  await database.close();
}
