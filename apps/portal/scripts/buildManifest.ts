// Vite's build manifest (dist/.vite/manifest.json, never served), read by the prerender step's
// first-paint guard and by the benchmark.
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The codeSplitting group (vite.config) of the modules the entry shares with the app: the one
 * chunk the HTML may load before the first paint besides the entry.
 */
export const BOOT_GROUP = 'boot';

export interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export async function readManifest(distDir: string): Promise<Manifest> {
  return JSON.parse(await readFile(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
}

export function staticClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

/** The HTML's entry and the app it imports once the page has painted: the app's own chunks. */
export function appKeys(manifest: Manifest): string[] {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('the build manifest names no entry');
  return [entry, ...(manifest[entry]?.dynamicImports ?? [])];
}

/** The chunks (keys) the entry imports after the first paint, with their static imports. */
export function appStartKeys(manifest: Manifest): Set<string> {
  const [, ...started] = appKeys(manifest);
  if (started.length === 0) throw new Error('the build manifest names no app the entry imports');
  const keys = new Set<string>();
  for (const key of started) staticClosure(manifest, key, keys);
  return keys;
}

/** A chunk's path as the page requests it. */
export function servedPath(manifest: Manifest, key: string): string {
  return `/${manifest[key]?.file ?? ''}`;
}

/** The module scripts an HTML page starts: its entry and the modulepreloads (its static imports). */
export function firstPaintScripts(html: string): Set<string> {
  const paths = [
    ...html.matchAll(/<script type="module"[^>]*src="([^"]+)"/gu),
    ...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/gu),
  ].map(([, href]) => href ?? '');
  return new Set(paths.filter(Boolean));
}
