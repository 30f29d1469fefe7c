// Build step 3 of 3 (after the client build and the SSR build): writes the static first paint of
// every brand — the shell with the home skeleton, and the bare shell for other paths — into
// dist/prerendered/<brand>.<variant>.html, and again with "Try for free" in the header for merchants
// that offer free play (<brand>.<variant>.free-play.html). The API serves them by host and by the
// merchant's flag (apps/api/src/http/portal.ts).
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brands, type BrandTokens } from '@portal/tokens';
import { appStartKeys, BOOT_GROUP, firstPaintScripts, readManifest, servedPath } from './buildManifest';

interface PrerenderModule {
  renderPage(brand: string, variant: 'home' | 'shell', freePlay: boolean): Promise<string>;
  prerenderedRoot(variant: 'home' | 'shell', markup: string): string;
  brandNames: readonly string[];
  SERVED_FREE_PLAY_META: string;
}

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const dist = path.join(root, 'dist');
const APP_MARKER = '<div id="root"><!--portal-app--></div>';
/** The pages drawn for merchants that offer free play: `<brand>.<variant>.free-play.html`. */
const FREE_PLAY_SUFFIX = '.free-play';

function escapeAttribute(value: string): string {
  return value.replace(/&/gu, '&amp;').replace(/"/gu, '&quot;').replace(/</gu, '&lt;');
}

/** The woff2 file of each bundled face in the built stylesheets, by `family weight`. */
async function fontFiles(page: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const [, href] of page.matchAll(/<link rel="stylesheet"[^>]*href="(\/static\/[^"]+\.css)"/gu)) {
    const css = await readFile(path.join(dist, href ?? ''), 'utf8');
    for (const [rule = ''] of css.matchAll(/@font-face\{[^}]*\}/gu)) {
      const family = /font-family:\s*"?([^;"]+)"?;/u.exec(rule)?.[1];
      const weight = /font-weight:\s*(\d+)/u.exec(rule)?.[1];
      const woff2 = /url\(([^)]+\.woff2)\)/u.exec(rule)?.[1];
      if (family && weight && woff2) files.set(`${family} ${weight}`, woff2);
    }
  }
  return files;
}

/** The first family a token's font stack names ('"Inter", system-ui, sans-serif' → Inter). */
function firstFamily(stack: string): string {
  return (stack.split(',')[0] ?? '').trim().replace(/^["']|["']$/gu, '');
}

/**
 * Preloads of the faces the first paint draws with: body text in its three weights and headings in
 * bold. Fetched with the stylesheet instead of after it, they are mostly in before the first paint,
 * so swap (font-display) rarely has to re-lay the text out.
 */
function fontPreloads(tokens: BrandTokens, files: ReadonlyMap<string, string>): string {
  const { family, weight } = tokens.font;
  const faces = new Set([
    ...[weight.regular, weight.medium, weight.bold].map((w) => `${firstFamily(family.body)} ${w}`),
    `${firstFamily(family.heading)} ${weight.bold}`,
  ]);
  return [...faces]
    .map((face) => {
      const file = files.get(face);
      if (!file) throw new Error(`no bundled font file for ${face} (@portal/theme fonts)`);
      return `<link rel="preload" as="font" type="font/woff2" href="${escapeAttribute(file)}" crossorigin>`;
    })
    .join('\n    ');
}

const template = await readFile(path.join(dist, 'index.html'), 'utf8');
if (!template.includes(APP_MARKER)) throw new Error(`dist/index.html lacks ${APP_MARKER}`);
// The page's entry imports the app once the page has painted: were the app also one of the entry's
// static imports (a module both share, outside vite.config's boot group), the HTML would load it
// before the first paint.
const manifest = await readManifest(dist);
const appStart = appStartKeys(manifest);
const appOnly = new Set(
  [...appStart].filter((key) => manifest[key]?.name !== BOOT_GROUP).map((key) => servedPath(manifest, key)),
);
for (const script of firstPaintScripts(template))
  if (appOnly.has(script))
    throw new Error(`dist/index.html loads ${script} before the first paint (see vite.config's boot group)`);
// zod and the contract's schemas load with the shell's first calls, after the first render: a value
// imported from a schema module on the app's static path would pull zod (about 12 KB gzipped) into
// what the page runs before it renders. zod core names its base class `$ZodType`.
for (const key of appStart) {
  const file = manifest[key]?.file ?? '';
  if ((await readFile(path.join(dist, file), 'utf8')).includes('$ZodType'))
    throw new Error(
      `${file} holds zod, which the app's start must not import (import schemas lazily, types only)`,
    );
}
const fonts = await fontFiles(template);
const ssr = (await import(
  pathToFileURL(path.join(root, 'dist-ssr', 'entry-prerender.js')).href
)) as PrerenderModule;

await mkdir(path.join(dist, 'prerendered'), { recursive: true });
const written: string[] = [];
for (const brand of ssr.brandNames) {
  // Each page twice: for merchants without free play, and with "Try for free" in the header.
  for (const [variant, freePlay] of [
    ['home', false],
    ['shell', false],
    ['home', true],
    ['shell', true],
  ] as const) {
    const markup = await ssr.renderPage(brand, variant, freePlay);
    const title = brand.charAt(0).toUpperCase() + brand.slice(1);
    const tokens = brands.find((candidate) => candidate.name === brand);
    if (!tokens) throw new Error(`no tokens for brand ${brand}`);
    const page = template
      .replace('<html lang="en">', `<html lang="en" data-brand="${escapeAttribute(brand)}">`)
      .replace(
        '<title>Portal</title>',
        `<title>${escapeAttribute(title)}</title>\n    ${fontPreloads(tokens, fonts)}` +
          (freePlay ? `\n    <meta name="${ssr.SERVED_FREE_PLAY_META}" content="true" />` : ''),
      )
      .replace(APP_MARKER, ssr.prerenderedRoot(variant, markup));
    const file = path.join(
      dist,
      'prerendered',
      `${brand}.${variant}${freePlay ? FREE_PLAY_SUFFIX : ''}.html`,
    );
    await writeFile(file, page);
    written.push(path.relative(root, file));
  }
}
await writeFile(
  path.join(dist, 'prerendered', 'manifest.json'),
  `${JSON.stringify({ brands: ssr.brandNames, defaultBrand: ssr.brandNames[0] }, null, 2)}\n`,
);
console.log(`prerendered ${written.length} pages: ${written.join(', ')}`);
