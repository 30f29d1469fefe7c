import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../errors';

/** Longest string any field may hold (default), whatever the contract allows. */
export const DEFAULT_MAX_STRING_LENGTH = 4096;

/**
 * C0 control characters and DEL. PostgreSQL refuses NUL in text (SQLSTATE 22021) and headers
 * refuse CR and LF, so these must stop at the door as a 400, never surface as a 500 (L3).
 */
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/u;
/** Body text may span lines (feedback, chat): tab, LF and CR are allowed there, the rest is not. */
const CONTROL_CHARACTER_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/u;

/** The path of the first string (value or key) that `isBad` flags, looking through objects and arrays. */
export function firstBadStringPath(
  value: unknown,
  isBad: (text: string) => boolean,
  path = '',
): string | null {
  if (typeof value === 'string') return isBad(value) ? path : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = firstBadStringPath(item, isBad, path ? `${path}.${index}` : String(index));
      if (found !== null) return found;
    }
    return null;
  }
  // Buffers (raw uploads) and other non-plain objects are not text.
  if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const [key, item] of Object.entries(value)) {
      const itemPath = path ? `${path}.${key}` : key;
      if (isBad(key)) return itemPath;
      const found = firstBadStringPath(item, isBad, itemPath);
      if (found !== null) return found;
    }
  }
  return null;
}

const controlCharacterRefusal = (path: string) =>
  new ApiError('VALIDATION_FAILED', { issues: [{ path, code: 'controlCharacter' }] });

/** Refuses a request body (also one just opened from its JWE) with a control character in any field. */
export function refuseControlCharactersInBody(body: unknown): void {
  const found = firstBadStringPath(body, (text) => CONTROL_CHARACTER_IN_TEXT.test(text));
  if (found !== null) throw controlCharacterRefusal(found);
}

function pathOf(request: FastifyRequest): string {
  const end = request.url.indexOf('?');
  const raw = end < 0 ? request.url : request.url.slice(0, end);
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * Every route's first look at its input, before any handler or database sees it: a control
 * character in the path or the query, or one other than tab and line breaks in the body, is a 400
 * VALIDATION_FAILED with the field's path and the issue code `controlCharacter`.
 */
export function registerInputGuards(server: FastifyInstance): void {
  server.addHook('preValidation', async (request) => {
    if (CONTROL_CHARACTER.test(pathOf(request))) throw controlCharacterRefusal('(path)');
    const inQuery = firstBadStringPath(request.query, (text) => CONTROL_CHARACTER.test(text));
    if (inQuery !== null) throw controlCharacterRefusal(inQuery);
    refuseControlCharactersInBody(request.body);
  });
}
