// Bundles a server entry into one ES module that plain Node runs, without the TypeScript loader:
// tsx's loader runs on a thread of its own (about 37 MB resident) and compiles every file at start.
//   npm run build -w @portal/api     src/main.ts → dist/main.mjs (what `npm start` runs)
// The API's and the workspace packages' sources are bundled. Packages stay where npm put them: each
// import names the file Node itself would load from the importing file, so every package is the
// one copy Node would use. `import.meta.url` keeps each source file's own URL, so paths relative to a
// source file (the migrations, public assets) resolve as they do under tsx.
import { readFile } from 'node:fs/promises';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';

const API_DIR = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
// esbuild's filters are Go regular expressions, which know no `u` flag.
const BARE_SPECIFIER = /^[^./]/;
const TYPESCRIPT = /\.tsx?$/;

function packagesStayInNodeModules(outDir: string): Plugin {
  return {
    name: 'packages-stay-in-node-modules',
    setup(builder) {
      builder.onResolve({ filter: BARE_SPECIFIER }, async (args) => {
        if (isBuiltin(args.path)) return { path: args.path, external: true };
        if (args.path.startsWith('@portal/') || args.pluginData === 'resolving') return undefined;
        const resolved = await builder.resolve(args.path, {
          kind: args.kind,
          resolveDir: args.resolveDir,
          importer: args.importer,
          pluginData: 'resolving',
        });
        if (resolved.errors.length > 0) return { errors: resolved.errors };
        const relative = path.relative(outDir, resolved.path).split(path.sep).join('/');
        return { path: relative.startsWith('.') ? relative : `./${relative}`, external: true };
      });
      builder.onLoad({ filter: TYPESCRIPT }, async (args) => {
        const source = await readFile(args.path, 'utf8');
        const ownUrl = JSON.stringify(pathToFileURL(args.path).href);
        return {
          contents: source.replaceAll('import.meta.url', ownUrl),
          loader: args.path.endsWith('x') ? 'tsx' : 'ts',
        };
      });
    },
  };
}

/** Bundles `entry` into `outfile` (an .mjs file), with a source map beside it. */
export async function bundleServer(entry: string, outfile: string): Promise<void> {
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [packagesStayInNodeModules(path.dirname(outfile))],
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const started = Date.now();
  await bundleServer(path.join(API_DIR, 'src/main.ts'), path.join(API_DIR, 'dist/main.mjs'));
  console.log(`apps/api/dist/main.mjs bundled in ${Date.now() - started} ms`);
}
