import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, InjectOptions } from 'fastify';

/** What the portal's server render module (apps/portal src/entry-prerender.tsx) gives the API. */
export interface HomeRenderer {
  renderHomeWithReads(
    site: { brand: string; merchantCode: string; currency: string | null; freePlay?: boolean },
    fetch: typeof globalThis.fetch,
  ): Promise<HomeWithReads>;
  pageWithReads(page: string, home: HomeWithReads): string;
}

interface HomeWithReads {
  markup: string;
  reads: unknown[];
}

/** The portal's server render module, or null when the build has none (an API-only build, tests). */
export async function loadHomeRenderer(entry: string | undefined): Promise<HomeRenderer | null> {
  if (!entry || !existsSync(entry)) return null;
  const module = (await import(pathToFileURL(entry).href)) as Partial<HomeRenderer>;
  if (typeof module.renderHomeWithReads !== 'function' || typeof module.pageWithReads !== 'function')
    return null;
  return module as HomeRenderer;
}

/** Statuses whose answers have no body (a Response refuses one). */
const BODILESS_STATUSES = new Set([101, 204, 205, 304]);

/**
 * A fetch that answers from this server's own handlers, in process (Fastify's inject), as asked at
 * `host`: the server render's API client calls the API as the browser on that host would (the
 * merchant and the asset URLs follow the host), with no socket and no second copy of the handlers'
 * rules. Answers come uncompressed.
 */
export function injectedFetch(server: FastifyInstance, host: string): typeof globalThis.fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const headers = Object.fromEntries(request.headers);
    delete headers['accept-encoding'];
    headers.host = host;
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const response = await server.inject({
      method: request.method as InjectOptions['method'],
      url: `${url.pathname}${url.search}`,
      headers,
      ...(body ? { payload: body } : {}),
    });
    const answerHeaders = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) answerHeaders.append(name, String(item));
    }
    return new Response(
      BODILESS_STATUSES.has(response.statusCode) ? null : new Uint8Array(response.rawPayload),
      {
        status: response.statusCode,
        headers: answerHeaders,
      },
    );
  };
}
