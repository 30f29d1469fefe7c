import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import { fail } from '@portal/api-contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { dropOldest } from '../cache/drop-oldest';
import type { AppContext } from '../context';
import { firstHomeBannerUrl } from '../content/announcements';
import type { Merchant } from '../merchants/merchants';
import { injectedFetch, loadHomeRenderer } from './portal-home';
import { merchantOfHost } from './registrar';

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
  /**
   * The portal's server render module (apps/portal/dist-ssr/entry-prerender.js): with it, the home
   * is drawn per merchant with its reads; without it, the prerendered home is served as built.
   */
  serverRender?: string;
}

type Variant = 'home' | 'shell';
/** A page as drawn for merchants without free play, and with "Try for free" in the header. */
interface VariantPages {
  plain: string;
  freePlay?: string;
}

interface PortalPages {
  brands: Map<string, Record<Variant, VariantPages>>;
  defaultBrand: string;
}

async function loadPages(distDir: string): Promise<PortalPages> {
  const dir = path.join(distDir, 'prerendered');
  const manifest = JSON.parse(await readFile(path.join(dir, 'manifest.json'), 'utf8')) as {
    brands: string[];
    defaultBrand: string;
  };
  const files = new Set(await readdir(dir));
  const variantPages = async (brand: string, variant: Variant): Promise<VariantPages> => {
    const plain = await readFile(path.join(dir, `${brand}.${variant}.html`), 'utf8');
    const freePlayFile = `${brand}.${variant}.free-play.html`;
    if (!files.has(freePlayFile)) return { plain };
    return { plain, freePlay: await readFile(path.join(dir, freePlayFile), 'utf8') };
  };
  const brands = new Map<string, Record<Variant, VariantPages>>();
  for (const brand of manifest.brands) {
    if (!files.has(`${brand}.home.html`) || !files.has(`${brand}.shell.html`)) continue;
    brands.set(brand, { home: await variantPages(brand, 'home'), shell: await variantPages(brand, 'shell') });
  }
  return { brands, defaultBrand: manifest.defaultBrand };
}

/**
 * The empty image the home's banner placeholder holds (apps/portal HomeScreen, FIRST_BANNER_ATTRIBUTE):
 * the server gives it the merchant's first home banner, so the largest paint of `/` comes from the
 * HTML instead of waiting for the bundle and the announcements call.
 */
const FIRST_BANNER_MARKER = 'data-first-banner=""';

/** Encodings the pages are kept in, best first; a client that accepts neither gets them as they are. */
const PAGE_ENCODINGS = ['br', 'gzip'] as const;
type PageEncoding = (typeof PAGE_ENCODINGS)[number];
type EncodedPage = Record<PageEncoding | 'identity', Buffer>;
/** Distinct pages kept encoded (brand × variant × merchant × first banner); the oldest go first. */
const MAX_ENCODED_PAGES = 500;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function encodePage(html: string): Promise<EncodedPage> {
  const identity = Buffer.from(html, 'utf8');
  const [br, gzipped] = await Promise.all([
    brotliAsync(identity, {
      params: {
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
        [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzipAsync(identity, { level: zlib.Z_BEST_COMPRESSION }),
  ]);
  return { identity, br, gzip: gzipped };
}

/** The chosen encoding of a page for the request's Accept-Encoding. */
function pageEncoding(request: FastifyRequest): PageEncoding | undefined {
  const accepted = request.headers['accept-encoding'];
  if (!accepted) return undefined;
  return (negotiate(accepted, [...PAGE_ENCODINGS]) as PageEncoding | null) ?? undefined;
}

function isApiPath(pathname: string): boolean {
  return API_PATH_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

function escapeAttribute(value: string): string {
  return value.replace(/&/gu, '&amp;').replace(/"/gu, '&quot;').replace(/</gu, '&lt;');
}

/**
 * The one `<style>` element a library of the portal writes into the page: Radix Select's viewport
 * hides its scrollbar with it. It is allowed by its hash, so any other inline style element stays
 * refused (portal.test.ts fails when the installed Radix writes a different text).
 */
export const SELECT_VIEWPORT_STYLE =
  '[data-radix-select-viewport]{scrollbar-width:none;-ms-overflow-style:none;-webkit-overflow-scrolling:touch;}[data-radix-select-viewport]::-webkit-scrollbar{display:none}';

function styleHash(css: string): string {
  return `'sha256-${createHash('sha256').update(css).digest('base64')}'`;
}

/**
 * The portal's pages need what the API's own responses do not: style attributes (positions of
 * virtualised rows, skeleton sizes) in the static HTML. Scripts stay same-origin only.
 */
const PAGE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  `style-src 'self' ${styleHash(SELECT_VIEWPORT_STYLE)}`,
  "style-src-attr 'unsafe-inline'",
  // blob: the previews of the pictures a player picks to upload (object URLs of the files).
  "img-src 'self' data: blob:",
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
  const homeRenderer = await loadHomeRenderer(options.serverRender);
  const fallbackBrand = options.brand && pages.brands.has(options.brand) ? options.brand : pages.defaultBrand;

  await server.register(fastifyStatic, {
    root: path.join(options.distDir, 'static'),
    prefix: '/static/',
    decorateReply: false,
    index: false,
    // File names carry their content hash: a changed file is a new URL.
    immutable: true,
    maxAge: '365d',
    // The build writes .br and .gz beside each text file (apps/portal/vite.config.ts).
    preCompressed: true,
    setHeaders: (response) => {
      response.setHeader('Vary', 'Accept-Encoding');
    },
  });

  /**
   * The URL of the merchant's first home banner, at most the read cache's bound old like the
   * announcements answer the page then asks for; none when the merchant has no home banner.
   */
  const firstHomeBanner = (merchant: Merchant): Promise<string | null> =>
    app.readCache.get(`first-home-banner:${merchant.id}`, () =>
      firstHomeBannerUrl(app.database.db, merchant.id),
    );

  /**
   * The merchant's home drawn with its reads (banners, notices, hot games, menus, links) in the
   * prerendered page, at most the read cache's bound old; the prerendered page as built when the
   * portal has no server render or the render fails (its reads then come from the browser).
   */
  async function homeWithReads(request: FastifyRequest, merchant: Merchant, brand: string, page: string) {
    if (!homeRenderer) return page;
    const site = {
      brand,
      merchantCode: merchant.code,
      currency: merchant.currency,
      ...(merchant.flags.FREEPLAY3 ? { freePlay: true } : {}),
    };
    try {
      // Without a public origin, the reads' asset URLs name the host they were asked at.
      const origin = app.options.publicOrigin ?? request.host;
      const home = await app.readCache.get(`home-with-reads:${merchant.id}:${brand}:${origin}`, () =>
        homeRenderer.renderHomeWithReads(site, injectedFetch(server, request.host)),
      );
      return homeRenderer.pageWithReads(page, home);
    } catch (error) {
      request.log.warn({ err: error, merchant: merchant.code }, 'home render with reads failed');
      return page;
    }
  }

  const encodedPages = new Map<string, Promise<EncodedPage>>();
  /** A page encoded once for every request that gets the same HTML. */
  function encoded(html: string): Promise<EncodedPage> {
    const held = encodedPages.get(html);
    if (held) return held;
    const page = encodePage(html);
    encodedPages.set(html, page);
    page.catch(() => encodedPages.delete(html));
    dropOldest(encodedPages, () => encodedPages.size > MAX_ENCODED_PAGES);
    return page;
  }

  async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    const pathname = new URL(request.url, 'http://portal.invalid').pathname;
    if (isApiPath(pathname) || pathname.startsWith('/static/'))
      return reply.code(404).send(fail('NOT_FOUND'));
    const merchant = await merchantOfHost(app, request.hostname);
    const brand = merchant && pages.brands.has(merchant.code) ? merchant.code : fallbackBrand;
    const variant: Variant = HOME_PATHS.has(pathname.toLowerCase()) ? 'home' : 'shell';
    const drawn = pages.brands.get(brand)?.[variant];
    // The header's "Try for free" is in the static page when the merchant offers free play, so
    // the header does not grow once the white label's answer arrives.
    const template = merchant?.flags.FREEPLAY3 ? (drawn?.freePlay ?? drawn?.plain) : drawn?.plain;
    if (!template) return reply.code(404).send(fail('NOT_FOUND'));
    const drawnPage =
      merchant && variant === 'home' ? await homeWithReads(request, merchant, brand, template) : template;
    const metas = merchant
      ? `<meta name="portal-merchant" content="${escapeAttribute(merchant.code)}" />` +
        `<meta name="portal-currency" content="${escapeAttribute(merchant.currency)}" />`
      : '';
    let html = drawnPage.replace('</head>', `${metas}</head>`);
    const banner = merchant && variant === 'home' ? await firstHomeBanner(merchant) : null;
    if (banner) {
      const url = escapeAttribute(banner);
      // Asked for first, in the head, whether the page draws the banners or holds a placeholder:
      // the fonts and module preloads of the head would otherwise take the connections before the
      // parser reaches the image, the page's largest paint.
      html = html
        .replace('</title>', `</title><link rel="preload" as="image" href="${url}" fetchpriority="high" />`)
        .replace(FIRST_BANNER_MARKER, `${FIRST_BANNER_MARKER} src="${url}" fetchpriority="high"`);
    }
    const encoding = pageEncoding(request);
    const body = (await encoded(html))[encoding ?? 'identity'];
    if (encoding) reply.header('Content-Encoding', encoding);
    return reply
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('Content-Security-Policy', PAGE_CSP)
      .header('Vary', 'Host, Accept-Encoding')
      .send(body);
  }

  server.get('/', sendPage);
  server.get('/*', sendPage);
}

/** The portal options from the environment, or null when no portal has been built (API only). */
export function portalOptionsFromEnv(env: NodeJS.ProcessEnv): PortalOptions | null {
  const distDir = env.PORTAL_DIST ?? DEFAULT_PORTAL_DIST;
  if (!existsSync(path.join(distDir, 'prerendered', 'manifest.json'))) return null;
  return {
    distDir,
    serverRender: path.join(distDir, '..', 'dist-ssr', 'entry-prerender.js'),
    ...(env.PORTAL_BRAND ? { brand: env.PORTAL_BRAND } : {}),
  };
}
