import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { OPENAPI_DOCUMENT_PATH, OPENAPI_PAGE_PATH, openApiDocument } from '../openapi/document';

const PAGE_ASSETS = fileURLToPath(new URL('../../public/api-docs', import.meta.url));
const require = createRequire(import.meta.url);
const SWAGGER_UI_ASSETS = path.dirname(require.resolve('swagger-ui-dist/package.json'));
/** The document's version is the server package's. */
const API_VERSION = (require('../../package.json') as { version: string }).version;
/** The files of swagger-ui-dist the page loads; nothing else of the package is served. */
const SWAGGER_UI_FILES = new Set([
  'swagger-ui.css',
  'index.css',
  'swagger-ui-bundle.js',
  'swagger-ui-standalone-preset.js',
  'favicon-32x32.png',
]);
/**
 * Swagger UI sets element styles and shows inline SVG data icons; everything else stays on this
 * origin, like the rest of the API.
 */
const PAGE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * `/openapi.json`, generated once from the contract's schemas of every endpoint registered before,
 * and `/docs`, a Swagger UI reference page that works offline. Register it after the handlers.
 */
export function registerOpenApiRoutes(server: FastifyInstance, app: AppContext): void {
  let document: string | null = null;
  server.get(OPENAPI_DOCUMENT_PATH, async (_request, reply) => {
    document ??= JSON.stringify(
      openApiDocument(app.endpoints, { title: 'Portal API', version: API_VERSION }),
    );
    return reply
      .header('Content-Type', 'application/json; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('Access-Control-Allow-Origin', '*')
      .send(document);
  });

  void server.register(fastifyStatic, {
    root: SWAGGER_UI_ASSETS,
    prefix: `${OPENAPI_PAGE_PATH}/ui/`,
    decorateReply: false,
    index: false,
    allowedPath: (pathName) => SWAGGER_UI_FILES.has(pathName.replace(/^\//u, '')),
  });
  void server.register(fastifyStatic, {
    root: PAGE_ASSETS,
    prefix: `${OPENAPI_PAGE_PATH}/`,
    decorateReply: false,
    index: 'index.html',
    redirect: true,
    setHeaders: (response, filePath) => {
      if (filePath.endsWith('.html')) response.setHeader('Content-Security-Policy', PAGE_CSP);
    },
  });
}
