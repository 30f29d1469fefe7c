import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { BOOT_GROUP } from './scripts/buildManifest.ts';

/** Paths the API answers; everything else is the portal's (history routes, assets). */
export const API_PATH_PREFIXES = [
  '/wps',
  '/ops',
  '/lgw',
  '/lotto',
  '/ws',
  '/demo-game',
  '/assets',
  '/uploads',
  '/live-chat',
  // The API's documentation page and its document.
  '/docs',
  '/openapi.json',
];

const apiOrigin = process.env.API_ORIGIN ?? 'http://127.0.0.1:8787';

/**
 * react-router names Link, NavLink and Form (forwardRef components) with a displayName assigned at
 * module level, and that assignment keeps them, with their prefetching and form-submission code
 * (about 4 KB gzipped), in the first page's scripts although the portal renders none of them (its
 * links use useLinkClickHandler). Marking forwardRef pure and dropping the names lets the bundler
 * leave out what is unused; React DevTools still shows the components by their function names.
 * Its package resolves to its development build in every mode (remix-run/react-router#14102),
 * whose only difference is ENABLE_DEV_WARNINGS: a build turns it off, so the warnings' checks and
 * texts leave the page and its renders; the dev server keeps them.
 */
function reactRouterTreeShaking(): Plugin {
  let build = false;
  return {
    name: 'portal:react-router-tree-shaking',
    configResolved: (config) => {
      build = config.command === 'build';
    },
    transform: {
      filter: { id: /\/node_modules\/react-router\/dist\/.+\.mjs$/u },
      handler: (code) => {
        const shaken = code
          .replace(/^\w+\.displayName = "\w+";$/gmu, '')
          .replace(/= (React\d*)\.forwardRef\(/gu, '= /* @__PURE__ */ $1.forwardRef(');
        return {
          code: build
            ? shaken.replace(/^var ENABLE_DEV_WARNINGS = true;$/mu, 'var ENABLE_DEV_WARNINGS = false;')
            : shaken,
          map: null,
        };
      },
    },
  };
}

// `npm run dev`: Vite serves the portal and proxies the API's paths to the reference server.
// The Host header is kept, so aurora.localhost:5173 reaches the aurora merchant.
export default defineConfig({
  plugins: [
    vanillaExtractPlugin(),
    react(),
    reactRouterTreeShaking(),
    {
      // Brotli (quality 11) and gzip (level 9) copies beside each hashed text file, written once
      // here; the API serves them by Accept-Encoding (@fastify/static `preCompressed`). Fonts are
      // compressed already. The prerenderer's SSR bundle is never served.
      ...compression({ include: /^static\/.+\.(?:js|css|svg)$/u, logLevel: 'silent' }),
      apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    },
  ],
  resolve: {
    alias: [
      {
        // The dialogs' scroll lock adds its rules through a constructed stylesheet instead of a
        // <style> element, which the page's policy (style-src 'self') refuses.
        find: /^react-style-singleton$/u,
        replacement: fileURLToPath(new URL('src/site/styleSingleton.ts', import.meta.url)),
      },
    ],
  },
  // PORTAL_BRAND and DEFAULT_MERCHANT override the brand and merchant of hosts that name none.
  envPrefix: ['VITE_', 'PORTAL_BRAND', 'DEFAULT_MERCHANT'],
  define: {
    // The copyright year of the pre-rendered pages; the running app shows the current one.
    'import.meta.env.BUILD_YEAR': JSON.stringify(new Date().getUTCFullYear()),
  },
  server: {
    host: '127.0.0.1',
    port: Number(process.env.PORTAL_DEV_PORT ?? 5173),
    strictPort: true,
    allowedHosts: ['.localhost'],
    proxy: Object.fromEntries(
      API_PATH_PREFIXES.map((prefix) => [
        prefix,
        { target: apiOrigin, changeOrigin: false, ws: prefix === '/ws' },
      ]),
    ),
  },
  build: {
    outDir: 'dist',
    // /assets belongs to the API (game and vendor art): the portal's files live under /static.
    assetsDir: 'static',
    emptyOutDir: true,
    // dist/.vite/manifest.json (never served): the benchmark reads each screen group's chunks from it.
    manifest: true,
    // One stylesheet (~14 KB compressed, lazy screens' rules included): the first paint waits on
    // one request instead of three, and a lazy screen never waits on a stylesheet of its own.
    cssCodeSplit: false,
    // Screen groups are their own chunks (React.lazy-style imports); keep the entry lean.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What the entry needs before the first paint stays out of the app's chunk.
            { name: BOOT_GROUP, test: /\/src\/app\/idle\.ts$|vite\/preload-helper/u, priority: 6 },
            // React and React DOM, a chunk of their own: it stays cached while the app changes.
            // React DOM creates its sentinel errors as its module runs; with developer tools
            // attached (Lighthouse), the browser records each error's stack with line numbers,
            // parsing again the whole script the stack starts in: this chunk's 220 KB, not the
            // 540 KB it would be in one script with the app. src/app/reactFirst.ts, in this chunk,
            // runs React DOM's module and awaits a task, so the app's chunk evaluates in the next.
            {
              name: 'framework',
              test: /\/node_modules\/(?:react|react-dom|scheduler)\/|\/src\/app\/reactFirst\.ts$/u,
              priority: 5,
            },
            // The app the entry imports after the first paint, with its other static imports, is
            // one chunk. Left to the automatic split, what it shares with the lazy screens became
            // 40 chunks, 6 KB more on `/`.
            { name: 'app', test: /\/src\/startApp\.tsx$/u, priority: 4 },
            // What the shell imports lazily on every player page once it has rendered, with their
            // imports: three chunks instead of some 40 of a few hundred bytes each. zod builds each
            // schema as its module runs, so the contract's groups its first calls answer with
            // (system with the shared schemas, then games) and the machines with the announcements
            // popup load one after the other, each evaluated in a task of its own (in one chunk
            // they evaluate as one long task).
            {
              name: 'shell-contract',
              test: /\/api-contract\/src\/(?:envelope|endpoints\/system)\.ts$/u,
              priority: 3,
            },
            { name: 'shell-games', test: /\/api-contract\/src\/endpoints\/games\.ts$/u, priority: 2 },
            {
              name: 'shell-later',
              test: /\/src\/app\/shellMachines\.ts$|\/src\/popups\/AnnouncementsPopup\.tsx$/u,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  ssr: {
    // Workspace packages ship TypeScript source and CSS imports: bundle them into the prerenderer.
    noExternal: true,
  },
});
