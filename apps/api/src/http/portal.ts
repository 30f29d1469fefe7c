import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import { fail } from '@portal/api-contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { merchantByCode, merchantByDomain, type Merchant } from '../merchants/merchants';

/** apps/portal/dist: `npm run build -w @portal/portal` writes it. */
export const DEFAULT_PORTAL_DIST = fileURLToPath(new URL('../../../portal/dist', import.meta.url));

/** Paths that stay the API's: an unknown one answers the API's 404, never the portal's page. */
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
] as const;

/**
 * Paths whose first paint is the pre-rendered home (the portal's route table: home, /login,
 * /register and /help show home). Every other history route gets the bare shell; the portal only
 * hydrates a page rendered for the path it shows, so a path missing here costs a re-render, not a
 * mismatch.
 */
const HOME_PATHS = new Set(['/', '/index', '/index.html', '/home', '/login', '/register', '/help']);

export interface PortalOptions {
  /** The built portal (apps/portal/dist). */
  distDir: string;
  /** Brand of merchants without pre-rendered pages of their own (PORTAL_BRAND); else the build's default. */
  brand?: string;
}

type Variant = 'home' | 'shell';

interface PortalPages {
  brands: Map<string, Record<Variant, string>>;
  defaultBrand: string;
}

async function loadPages(distDir: string): Promise<PortalPages> {
  const dir = path.join(distDir, 'prerendered');
  const manifest = JSON.parse(await readFile(path.join(dir, 'manifest.json'), 'utf8')) as {
    brands: string[];
    defaultBrand: string;
  };
  const files = new Set(await readdir(dir));
  const brands = new Map<string, Record<Variant, string>>();
  for (const brand of manifest.brands) {
    if (!files.has(`${brand}.home.html`) || !files.has(`${brand}.shell.html`)) continue;
    brands.set(brand, {
      home: await readFile(path.join(dir, `${brand}.home.html`), 'utf8'),
      shell: await readFile(path.join(dir, `${brand}.shell.html`), 'utf8'),
    });
  }
  return { brands, defaultBrand: manifest.defaultBrand };
}

function isApiPath(pathname: string): boolean {
  return API_PATH_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

function escapeAttribute(value: string): string {
  return value.replace(/&/gu, '&amp;').replace(/"/gu, '&quot;').replace(/</gu, '&lt;');
}

/**
 * The portal's pages need what the API's own responses do not: style attributes (positions of
 * virtualised rows, skeleton sizes) in the static HTML. Scripts stay same-origin only.
 */
const PAGE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "style-src-attr 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "frame-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

/**
 * Serves the built portal beside the API on one origin: hashed files under /static with a long
 * cache, and for every history route that is not an API path the pre-rendered page of the brand
 * the host names (the merchant's domain table), with the merchant code and currency written in so
 * the app calls the API as the same merchant.
 */
export async function registerPortal(
  server: FastifyInstance,
  app: AppContext,
  options: PortalOptions,
): Promise<void> {
  const pages = await loadPages(options.distDir);
  const fallbackBrand = options.brand && pages.brands.has(options.brand) ? options.brand : pages.defaultBrand;

  await server.register(fastifyStatic, {
    root: path.join(options.distDir, 'static'),
    prefix: '/static/',
    decorateReply: false,
    index: false,
    // File names carry their content hash: a changed file is a new URL.
    immutable: true,
    maxAge: '365d',
  });

  async function merchantFor(request: FastifyRequest): Promise<Merchant | null> {
    const db = app.database.db;
    return (
      (request.hostname ? await merchantByDomain(db, request.hostname) : null) ??
      (await merchantByCode(db, app.options.defaultMerchantCode))
    );
  }

  async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    const pathname = new URL(request.url, 'http://portal.invalid').pathname;
    if (isApiPath(pathname) || pathname.startsWith('/static/'))
      return reply.code(404).send(fail('NOT_FOUND'));
    const merchant = await merchantFor(request);
    const brand = merchant && pages.brands.has(merchant.code) ? merchant.code : fallbackBrand;
    const variant: Variant = HOME_PATHS.has(pathname.toLowerCase()) ? 'home' : 'shell';
    const html = pages.brands.get(brand)?.[variant];
    if (!html) return reply.code(404).send(fail('NOT_FOUND'));
    const metas = merchant
      ? `<meta name="portal-merchant" content="${escapeAttribute(merchant.code)}" />` +
        `<meta name="portal-currency" content="${escapeAttribute(merchant.currency)}" />`
      : '';
    return reply
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('Content-Security-Policy', PAGE_CSP)
      .header('Vary', 'Host')
      .send(html.replace('</head>', `${metas}</head>`));
  }

  server.get('/', sendPage);
  server.get('/*', sendPage);
}

/** The portal options from the environment, or null when no portal has been built (API only). */
export function portalOptionsFromEnv(env: NodeJS.ProcessEnv): PortalOptions | null {
  const distDir = env.PORTAL_DIST ?? DEFAULT_PORTAL_DIST;
  if (!existsSync(path.join(distDir, 'prerendered', 'manifest.json'))) return null;
  return { distDir, ...(env.PORTAL_BRAND ? { brand: env.PORTAL_BRAND } : {}) };
}
