import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';
import type { Database } from '../db/database';
import { serverKeys } from '../db/schema';

export const JWE_KEY_ALGORITHM = 'RSA-OAEP-256';
export const JWE_CONTENT_ENCRYPTION = 'A256GCM';

export interface ServerKeys {
  /** Decrypts `{ jwe }` request bodies. */
  jwePrivateKey: CryptoKey;
  jwePublicJwk: JWK & { kty: 'RSA'; n: string; e: string; kid: string };
  /** Keys the HMACs that store short codes (SMS codes, captcha answers) at rest. */
  hmacKey: Buffer;
}

/** Reads a key by name, creating it first when no instance has yet; every instance ends up with the same one. */
async function sharedKey(
  database: Database,
  name: string,
  create: () => Promise<Record<string, unknown>>,
  now: Date,
): Promise<Record<string, unknown>> {
  const [existing] = await database.db.select().from(serverKeys).where(eq(serverKeys.name, name));
  if (existing) return existing.material;
  await database.db
    .insert(serverKeys)
    .values({ name, material: await create(), createdAt: now })
    .onConflictDoNothing();
  const [stored] = await database.db.select().from(serverKeys).where(eq(serverKeys.name, name));
  if (!stored) throw new Error(`server key ${name} could not be stored`);
  return stored.material;
}

/** The RSA key pair for request encryption and the HMAC key, generated once and kept in the database. */
export async function loadServerKeys(database: Database, now: Date): Promise<ServerKeys> {
  const rsa = await sharedKey(
    database,
    'jwe-rsa-oaep-256',
    async () => {
      const { privateKey } = await generateKeyPair(JWE_KEY_ALGORITHM, {
        modulusLength: 2048,
        extractable: true,
      });
      return { ...(await exportJWK(privateKey)), kid: randomUUID(), alg: JWE_KEY_ALGORITHM, use: 'enc' };
    },
    now,
  );
  const hmac = await sharedKey(
    database,
    'hmac-sha256',
    async () => ({ key: randomBytes(32).toString('base64url') }),
    now,
  );

  const privateJwk = rsa as JWK;
  const jwePrivateKey = (await importJWK(privateJwk, JWE_KEY_ALGORITHM)) as CryptoKey;
  const { n, e, kid } = privateJwk;
  if (!n || !e || !kid || typeof hmac.key !== 'string') throw new Error('stored server keys are malformed');
  return {
    jwePrivateKey,
    jwePublicJwk: { kty: 'RSA', n, e, kid, alg: JWE_KEY_ALGORITHM, use: 'enc' },
    hmacKey: Buffer.from(hmac.key, 'base64url'),
  };
}

export function hmacHex(key: Buffer, value: string): string {
  return createHmac('sha256', key).update(value).digest('hex');
}
