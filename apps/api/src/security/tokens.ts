import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: session tokens, launch tickets, temporary secrets. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
