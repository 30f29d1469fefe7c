import { hkdfSync } from 'node:crypto';
import { CompactEncrypt, compactDecrypt } from 'jose';

/** A 256-bit key of its own for each purpose, drawn from the server's HMAC key. */
function keyFor(serverKey: Buffer, purpose: string): Uint8Array {
  return new Uint8Array(hkdfSync('sha256', serverKey, Buffer.alloc(0), `secret-box:${purpose}`, 32));
}

/**
 * Encrypts a short secret for storage as a compact JWE (direct key, A256GCM). The purpose is in the
 * protected header, which the cipher authenticates, and picks the key: a value moved to another
 * column does not open.
 */
export function sealSecret(serverKey: Buffer, purpose: string, plaintext: string): Promise<string> {
  return new CompactEncrypt(new TextEncoder().encode(plaintext))
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM', kid: purpose })
    .encrypt(keyFor(serverKey, purpose));
}

/** The plaintext of `sealSecret`; rejects when the value was altered or sealed for another purpose or key. */
export async function openSecret(serverKey: Buffer, purpose: string, sealed: string): Promise<string> {
  const { plaintext, protectedHeader } = await compactDecrypt(sealed, keyFor(serverKey, purpose), {
    keyManagementAlgorithms: ['dir'],
    contentEncryptionAlgorithms: ['A256GCM'],
  });
  if (protectedHeader.kid !== purpose) throw new Error('sealed for another purpose');
  return new TextDecoder().decode(plaintext);
}
