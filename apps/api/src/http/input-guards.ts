import type { ValidationCode } from '@portal/api-contract/validation';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../errors';

/** Longest string any field may hold (default), whatever the contract allows. */
export const DEFAULT_MAX_STRING_LENGTH = 4096;

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;

/**
 * Whether `text` holds a C0 control character or DEL. PostgreSQL refuses NUL in text (SQLSTATE
 * 22021) and headers refuse CR and LF, so these must stop at the door as a 400, never surface as a
 * 500 (L3). Body text may span lines (feedback, chat): there tab, LF and CR are allowed.
 */
function hasControlCharacter(text: string, allowLineBreaks: boolean): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code >= 0x20 && code !== 0x7f) continue;
    if (allowLineBreaks && (code === TAB || code === LINE_FEED || code === CARRIAGE_RETURN)) continue;
    return true;
  }
  return false;
}
const isControlInField = (text: string) => hasControlCharacter(text, false);
const isControlInText = (text: string) => hasControlCharacter(text, true);

/**
 * Deepest nesting of objects and arrays any input may have. No contract shape comes close; a
 * deeper body is refused before anything walks it, so a hostile one cannot exhaust the stack.
 */
export const MAX_INPUT_DEPTH = 32;

/** Input nested deeper than {@link MAX_INPUT_DEPTH}: a 400 with the issue code `maxDepth`. */
export const tooDeepRefusal = (path: string) =>
  new ApiError('VALIDATION_FAILED', {
    issues: [{ path, code: 'maxDepth' satisfies ValidationCode, params: { max: MAX_INPUT_DEPTH } }],
  });

/**
 * The path of the first string (value or key) that `isBad` flags, looking through objects and
 * arrays depth first. The walk keeps its own stack rather than recursing, and throws
 * {@link tooDeepRefusal} past {@link MAX_INPUT_DEPTH}, so no input depth can overflow the call stack.
 */
export function firstBadStringPath(value: unknown, isBad: (text: string) => boolean): string | null {
  const pending: { value: unknown; path: string; depth: number }[] = [{ value, path: '', depth: 0 }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { value: item, path, depth } = next;
    if (typeof item === 'string') {
      if (isBad(item)) return path;
      continue;
    }
    // Buffers (raw uploads) and other non-plain objects are not text.
    if (!item || typeof item !== 'object' || Buffer.isBuffer(item)) continue;
    if (depth >= MAX_INPUT_DEPTH) throw tooDeepRefusal(path);
    const children: { value: unknown; path: string; depth: number }[] = [];
    for (const [key, child] of Array.isArray(item) ? item.entries() : Object.entries(item)) {
      const childPath = path ? `${path}.${key}` : String(key);
      // A key is checked as the first string of its own entry, before the value under it.
      if (typeof key === 'string' && isBad(key)) children.push({ value: key, path: childPath, depth });
      children.push({ value: child, path: childPath, depth: depth + 1 });
    }
    for (const child of children.reverse()) pending.push(child);
  }
  return null;
}

const controlCharacterRefusal = (path: string) =>
  new ApiError('VALIDATION_FAILED', {
    issues: [{ path, code: 'controlCharacter' satisfies ValidationCode }],
  });

/** Refuses a request body (also one just opened from its JWE) with a control character in any field. */
export function refuseControlCharactersInBody(body: unknown): void {
  const found = firstBadStringPath(body, isControlInText);
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
    if (isControlInField(pathOf(request))) throw controlCharacterRefusal('(path)');
    const inQuery = firstBadStringPath(request.query, isControlInField);
    if (inQuery !== null) throw controlCharacterRefusal(inQuery);
    refuseControlCharactersInBody(request.body);
  });
}
