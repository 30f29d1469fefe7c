import type { CryptoKey, JWK } from 'jose';
import { z } from 'zod/mini';
import type { RsaPublicJwk } from './schemas/system';

export const JWE_ALGORITHM = 'RSA-OAEP-256';
export const JWE_ENCRYPTION = 'A256GCM';

/** Wire body of an encrypted endpoint: the JSON body sealed as a compact JWE. */
export const encryptedBodySchema = z.object({
  jwe: z.string().check(z.regex(/^[\w-]+\.[\w-]+\.[\w-]+\.[\w-]+\.[\w-]+$/u, 'not a compact JWE')),
});
export type EncryptedBody = z.infer<typeof encryptedBodySchema>;

const encoder = new TextEncoder();
const decoder = new TextDecoder();
/** JOSE loads on the first sealed call (login, register…), off the first page's critical path. */
const loadJose = () => import('jose');

export async function importPublicKey(publicJwk: RsaPublicJwk | JWK): Promise<CryptoKey> {
  const { importJWK } = await loadJose();
  const key = await importJWK({ ...publicJwk, alg: JWE_ALGORITHM }, JWE_ALGORITHM);
  if (key instanceof Uint8Array) throw new TypeError('expected an RSA public key');
  return key;
}

/** Seals `payload` as JSON for the server: compact JWE, RSA-OAEP-256 key wrap, A256GCM content. */
export async function encryptBody(
  payload: unknown,
  publicKey: RsaPublicJwk | JWK | CryptoKey,
): Promise<string> {
  const { CompactEncrypt } = await loadJose();
  const key = 'kty' in publicKey ? await importPublicKey(publicKey) : publicKey;
  const kid = 'kty' in publicKey && typeof publicKey.kid === 'string' ? publicKey.kid : undefined;
  return new CompactEncrypt(encoder.encode(JSON.stringify(payload)))
    .setProtectedHeader({
      alg: JWE_ALGORITHM,
      enc: JWE_ENCRYPTION,
      cty: 'application/json',
      ...(kid ? { kid } : {}),
    })
    .encrypt(key);
}

/** Opens a body sealed by `encryptBody`. Rejects other algorithms so a weaker one cannot be forced. */
export async function decryptBody(jwe: string, privateKey: CryptoKey | JWK): Promise<unknown> {
  const { compactDecrypt, importJWK } = await loadJose();
  const key =
    'kty' in privateKey ? await importJWK({ ...privateKey, alg: JWE_ALGORITHM }, JWE_ALGORITHM) : privateKey;
  const { plaintext } = await compactDecrypt(jwe, key, {
    keyManagementAlgorithms: [JWE_ALGORITHM],
    contentEncryptionAlgorithms: [JWE_ENCRYPTION],
  });
  return JSON.parse(decoder.decode(plaintext)) as unknown;
}

export interface EncryptionKeyPair {
  /** Served by GET /wps/system/publicKey. */
  publicJwk: RsaPublicJwk;
  privateKey: CryptoKey;
  /** For storing the key between server restarts. */
  privateJwk: JWK;
}

/** A fresh RSA-OAEP-256 key pair (2048-bit) for a server or the mocks. */
export async function generateEncryptionKeyPair(options: { kid?: string } = {}): Promise<EncryptionKeyPair> {
  const { exportJWK, generateKeyPair } = await loadJose();
  const { publicKey, privateKey } = await generateKeyPair(JWE_ALGORITHM, {
    modulusLength: 2048,
    extractable: true,
  });
  const exported = await exportJWK(publicKey);
  if (exported.kty !== 'RSA' || !exported.n || !exported.e) throw new Error('unexpected public key export');
  const kid = options.kid ?? (await thumbprintOf(exported.n));
  const publicJwk: RsaPublicJwk = {
    kty: 'RSA',
    n: exported.n,
    e: exported.e,
    alg: JWE_ALGORITHM,
    use: 'enc',
    kid,
  };
  return { publicJwk, privateKey, privateJwk: { ...(await exportJWK(privateKey)), alg: JWE_ALGORITHM, kid } };
}

async function thumbprintOf(modulus: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', encoder.encode(modulus));
  return Array.from(new Uint8Array(digest).slice(0, 8), (byte) => byte.toString(16).padStart(2, '0')).join(
    '',
  );
}
