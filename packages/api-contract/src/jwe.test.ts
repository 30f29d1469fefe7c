import { decodeProtectedHeader } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { contract } from './endpoints';
import {
  decryptBody,
  encryptBody,
  encryptedBodySchema,
  generateEncryptionKeyPair,
  type EncryptionKeyPair,
} from './jwe';
import { parseEndpointRequest } from './requestParsing';

let keys: EncryptionKeyPair;
let otherKeys: EncryptionKeyPair;

beforeAll(async () => {
  [keys, otherKeys] = await Promise.all([
    generateEncryptionKeyPair(),
    generateEncryptionKeyPair({ kid: 'other' }),
  ]);
});

const payload = { type: 'username', username: 'demo', password: 'Demo1234', nested: { amount: 1500 } };

describe('JWE', () => {
  it('round-trips a JSON body as compact RSA-OAEP-256 / A256GCM', async () => {
    const jwe = await encryptBody(payload, keys.publicJwk);
    expect(jwe.split('.')).toHaveLength(5);
    expect(jwe).not.toContain('Demo1234');
    expect(decodeProtectedHeader(jwe)).toMatchObject({
      alg: 'RSA-OAEP-256',
      enc: 'A256GCM',
      kid: keys.publicJwk.kid,
    });
    expect(await decryptBody(jwe, keys.privateKey)).toEqual(payload);
  });

  it('decrypts with the exported private JWK too (a server restart keeps its key)', async () => {
    const jwe = await encryptBody(payload, keys.publicJwk);
    expect(await decryptBody(jwe, keys.privateJwk)).toEqual(payload);
  });

  it('seals the same body differently each time', async () => {
    expect(await encryptBody(payload, keys.publicJwk)).not.toBe(await encryptBody(payload, keys.publicJwk));
  });

  it('refuses another key and a tampered token', async () => {
    const jwe = await encryptBody(payload, keys.publicJwk);
    await expect(decryptBody(jwe, otherKeys.privateKey)).rejects.toThrow();
    const parts = jwe.split('.');
    const ciphertext = parts[3] ?? '';
    parts[3] = `${ciphertext.slice(0, -2)}${ciphertext.endsWith('AA') ? 'BB' : 'AA'}`;
    await expect(decryptBody(parts.join('.'), keys.privateKey)).rejects.toThrow();
  });

  it('describes the wire body of encrypted endpoints', async () => {
    expect(encryptedBodySchema.safeParse({ jwe: await encryptBody(payload, keys.publicJwk) }).success).toBe(
      true,
    );
    expect(encryptedBodySchema.safeParse({ jwe: 'not-a-jwe' }).success).toBe(false);
    expect(encryptedBodySchema.safeParse(payload).success).toBe(false);
  });
});

describe('parseEndpointRequest', () => {
  it('decrypts and validates an encrypted body', async () => {
    const jwe = await encryptBody(
      { type: 'username', username: ' demo ', password: 'Demo1234' },
      keys.publicJwk,
    );
    const result = await parseEndpointRequest(contract.auth.login, {
      body: { jwe },
      decryptionKey: keys.privateKey,
    });
    expect(result).toEqual({
      ok: true,
      request: {
        query: undefined,
        body: { type: 'username', username: 'demo', password: 'Demo1234', loginArea: 'member' },
      },
    });
  });

  it('refuses a plain body on an encrypted endpoint', async () => {
    const result = await parseEndpointRequest(contract.auth.login, {
      body: payload,
      decryptionKey: keys.privateKey,
    });
    expect(result).toMatchObject({ ok: false, status: 400, failure: { code: 'VALIDATION_FAILED' } });
  });

  it('refuses a body sealed for another key', async () => {
    const jwe = await encryptBody(payload, otherKeys.publicJwk);
    const result = await parseEndpointRequest(contract.auth.login, {
      body: { jwe },
      decryptionKey: keys.privateKey,
    });
    expect(result).toMatchObject({
      ok: false,
      failure: { code: 'VALIDATION_FAILED', message: 'body could not be decrypted' },
    });
  });

  it('reports field issues of a decrypted body that breaks the schema', async () => {
    const jwe = await encryptBody({ oldPassword: 'a' }, keys.publicJwk);
    const result = await parseEndpointRequest(contract.member.changePassword, {
      body: { jwe },
      decryptionKey: keys.privateKey,
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.failure.value?.issues?.map((issue) => issue.path)).toEqual([
      'newPassword',
      'confirmNewPassword',
    ]);
  });

  it('coerces query text and decodes form bodies', async () => {
    const query = await parseEndpointRequest(contract.games.winners, {
      query: new URLSearchParams('gameCategory=RNG&limitNum=5'),
    });
    expect(query).toEqual({
      ok: true,
      request: { query: { gameCategory: 'RNG', limitNum: 5 }, body: undefined },
    });
    const form = await parseEndpointRequest(contract.auth.forgotPasswordByEmail, {
      body: 'username=demo&email=demo%40example.com',
    });
    expect(form).toEqual({
      ok: true,
      request: { query: undefined, body: { username: 'demo', email: 'demo@example.com' } },
    });
  });

  it('rejects a query number that is not an integer', async () => {
    const result = await parseEndpointRequest(contract.games.winners, {
      query: { gameCategory: 'ALL', limitNum: '2.5' },
    });
    expect(result).toMatchObject({ ok: false, failure: { code: 'VALIDATION_FAILED' } });
  });
});
