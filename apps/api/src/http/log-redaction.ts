import type { FastifyRequest } from 'fastify';

/** Query parameters that carry bearer secrets (session tokens, launch tickets) or credentials. */
const SECRET_PARAMETER = /token|ticket|secret|password|jwe/iu;
export const REDACTED = '[redacted]';

function decodedName(name: string): string {
  try {
    return decodeURIComponent(name.replace(/\+/gu, ' '));
  } catch {
    return name;
  }
}

/** The URL with the value of every secret-looking query parameter replaced, for logs. */
export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const query = url
    .slice(start + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals < 0 ? pair : pair.slice(0, equals);
      return SECRET_PARAMETER.test(decodedName(name)) ? `${name}=${REDACTED}` : pair;
    });
  return `${url.slice(0, start)}?${query.join('&')}`;
}

/**
 * Fastify's request serializer with the query redacted: its default logs `req.url` whole
 * (`incoming request`, errors), and websocket and demo-game URLs carry bearer secrets (M3).
 */
export const logSerializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: redactUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    };
  },
};
