import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;

/** A 256-bit key of its own for each purpose, drawn from the server's HMAC key. */
function keyFor(serverKey: Buffer, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', serverKey, Buffer.alloc(0), `secret-box:${purpose}`, 32));
}

/**
 * Encrypts a short secret for storage (AES-256-GCM): `v1.<iv>.<tag>.<ciphertext>`, base64url. The
 * purpose is bound in as associated data, so a value cannot be moved to another column.
 */
export function sealSecret(serverKey: Buffer, purpose: string, plaintext: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyFor(serverKey, purpose), iv);
  cipher.setAAD(Buffer.from(purpose));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), ciphertext]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The plaintext of `sealSecret`; throws when the value was altered or sealed with another key. */
export function openSecret(serverKey: Buffer, purpose: string, sealed: string): string {
  const [version, iv, tag, ciphertext] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || ciphertext === undefined)
    throw new Error('unknown sealed secret');
  const decipher = createDecipheriv('aes-256-gcm', keyFor(serverKey, purpose), Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(purpose));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString(
    'utf8',
  );
}
