// Runs the root drizzle-kit with `drizzle-orm` resolved from this package: npm installed drizzle-orm
// under apps/api/node_modules only, and drizzle-kit's own `import('drizzle-orm/version')` would
// otherwise not find it. Usage (from apps/api): node scripts/drizzle-kit.mjs generate --name <name>
import { register } from 'node:module';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const hook = `
const apiPackage = ${JSON.stringify(pathToFileURL(`${process.cwd()}/package.json`).href)};
export async function resolve(specifier, context, next) {
  if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) {
    return next(specifier, { ...context, parentURL: apiPackage });
  }
  return next(specifier, context);
}`;
register(`data:text/javascript,${encodeURIComponent(hook)}`);

const require = createRequire(import.meta.url);
// The same for drizzle-kit's CommonJS requires (the schema file is loaded through require).
process.env.NODE_PATH = path.join(process.cwd(), 'node_modules');
require('node:module')._initPaths();
const bin = path.join(path.dirname(require.resolve('drizzle-kit')), 'bin.cjs');
process.argv.splice(1, 1, bin);
require(bin);
