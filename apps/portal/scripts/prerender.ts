// Build step 3 of 3 (after the client build and the SSR build): writes the static first paint of
// every brand — the shell with the home skeleton, and the bare shell for other paths — into
// dist/prerendered/<brand>.<variant>.html. The API serves them by host (apps/api/src/http/portal.ts).
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

interface PrerenderModule {
  renderPage(brand: string, variant: 'home' | 'shell'): Promise<string>;
  brandNames: readonly string[];
  prerenderVariants: Record<'home' | 'shell', string>;
}

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const dist = path.join(root, 'dist');
const APP_MARKER = '<div id="root"><!--portal-app--></div>';

function escapeAttribute(value: string): string {
  return value.replace(/&/gu, '&amp;').replace(/"/gu, '&quot;').replace(/</gu, '&lt;');
}

const template = await readFile(path.join(dist, 'index.html'), 'utf8');
if (!template.includes(APP_MARKER)) throw new Error(`dist/index.html lacks ${APP_MARKER}`);
const ssr = (await import(
  pathToFileURL(path.join(root, 'dist-ssr', 'entry-prerender.js')).href
)) as PrerenderModule;

await mkdir(path.join(dist, 'prerendered'), { recursive: true });
const written: string[] = [];
for (const brand of ssr.brandNames) {
  for (const variant of ['home', 'shell'] as const) {
    const markup = await ssr.renderPage(brand, variant);
    const title = brand.charAt(0).toUpperCase() + brand.slice(1);
    const page = template
      .replace('<html lang="en">', `<html lang="en" data-brand="${escapeAttribute(brand)}">`)
      .replace('<title>Portal</title>', `<title>${escapeAttribute(title)}</title>`)
      .replace(
        APP_MARKER,
        `<div id="root" data-prerendered="${escapeAttribute(ssr.prerenderVariants[variant])}">${markup}</div>`,
      );
    const file = path.join(dist, 'prerendered', `${brand}.${variant}.html`);
    await writeFile(file, page);
    written.push(path.relative(root, file));
  }
}
await writeFile(
  path.join(dist, 'prerendered', 'manifest.json'),
  `${JSON.stringify({ brands: ssr.brandNames, defaultBrand: ssr.brandNames[0] }, null, 2)}\n`,
);
console.log(`prerendered ${written.length} pages: ${written.join(', ')}`);
