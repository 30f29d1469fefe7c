import { createChallenge, randomInt, solveChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { z } from 'zod';
import type { ErrorCode } from './errors';

/**
 * The self-hosted human check: a proof of work (ALTCHA, SHA-256) that the server signs and hands
 * out (system.humanChallenge), the client solves without the person doing anything, and the
 * server verifies on the calls the contract marks `humanCheck` (logins, registration, SMS code
 * sends, feedback). The solution travels in one header, so it works the same for JSON, form and
 * encrypted bodies. Web Crypto only: the server, the mocks and the browser share this module.
 */
export const HUMAN_PROOF_HEADER = 'X-Human-Proof';

/** Fields of the challenges issued below, nothing else: the signature covers all of them. */
export const humanChallengeSchema = z.object({
  parameters: z.strictObject({
    algorithm: z.literal('SHA-256'),
    nonce: z.string().regex(/^[0-9a-f]{1,128}$/u),
    salt: z.string().regex(/^[0-9a-f]{1,128}$/u),
    cost: z.int().positive().max(16),
    keyLength: z.int().positive().max(64),
    keyPrefix: z.string().regex(/^[0-9a-f]{1,128}$/u),
    keySignature: z.string().regex(/^[0-9a-f]{1,128}$/u),
    /** Signed with the rest: when the server stops accepting a solution (seconds since the epoch). */
    data: z.strictObject({ expiresAt: z.int().positive() }),
  }),
  signature: z.string().regex(/^[0-9a-f]{1,128}$/u),
});
export type HumanChallenge = z.infer<typeof humanChallengeSchema>;

export const humanSolutionSchema = z.strictObject({
  counter: z.int().min(0).max(0xffffffff),
  derivedKey: z.string().regex(/^(?:[0-9a-f]{2}){1,64}$/u),
});
export type HumanSolution = z.infer<typeof humanSolutionSchema>;

export const humanProofSchema = z.strictObject({
  challenge: humanChallengeSchema,
  solution: humanSolutionSchema,
});
export type HumanProof = z.infer<typeof humanProofSchema>;

/** Why a guarded call was refused; each is an error code of its own (errors.ts). */
export const humanCheckErrorCodes = [
  'HUMAN_CHECK_MISSING',
  'HUMAN_CHECK_INVALID',
  'HUMAN_CHECK_EXPIRED',
  'HUMAN_CHECK_REPLAYED',
] as const satisfies readonly ErrorCode[];
export type HumanCheckErrorCode = (typeof humanCheckErrorCodes)[number];

/** How much work a challenge asks: the solver tries counters from 0 up to one in this range. */
export interface HumanCheckWork {
  minCounter: number;
  maxCounter: number;
}

/**
 * About a thousand SHA-256 digests: a few tens of milliseconds in a desktop browser and well under
 * 300 ms on a phone, while a script sending thousands of logins pays for each.
 */
export const DEFAULT_HUMAN_CHECK_WORK: HumanCheckWork = { minCounter: 400, maxCounter: 1_600 };
export const HUMAN_CHALLENGE_TTL_SECONDS = 300;

export interface HumanCheckKeys {
  /** Signs the challenge; a solution verifies only with the same secret. */
  secret: string;
}

/** The key-signature secret, derived so one configured secret is enough. */
function keySignatureSecret(keys: HumanCheckKeys): string {
  return `${keys.secret}:derived-key`;
}

/** A signed challenge, valid for HUMAN_CHALLENGE_TTL_SECONDS from `now`. */
export async function issueHumanChallenge(
  keys: HumanCheckKeys,
  now: Date,
  work: HumanCheckWork = DEFAULT_HUMAN_CHECK_WORK,
): Promise<HumanChallenge> {
  const expiresAt = Math.floor(now.getTime() / 1000) + HUMAN_CHALLENGE_TTL_SECONDS;
  const challenge = await createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    // Deterministic mode: the server knows the answer, so verifying is one HMAC.
    counter: randomInt(work.maxCounter, work.minCounter),
    deriveKey,
    // The expiry is checked against the server's clock (below), not the library's Date.now().
    data: { expiresAt },
    hmacSignatureSecret: keys.secret,
    hmacKeySignatureSecret: keySignatureSecret(keys),
  });
  return humanChallengeSchema.parse(JSON.parse(JSON.stringify(challenge)));
}

/** The header value for a proof: base64url of its JSON. */
export function encodeHumanProof(proof: HumanProof): string {
  const bytes = new TextEncoder().encode(JSON.stringify(proof));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/gu, '-').replace(/\//gu, '_').replace(/=+$/u, '');
}

/** A proof read from the header, or null when it is not one (not base64url JSON of the schema). */
export function decodeHumanProof(header: string): HumanProof | null {
  if (header.length > 4096 || !/^[A-Za-z0-9_-]+$/u.test(header)) return null;
  try {
    const binary = atob(header.replace(/-/gu, '+').replace(/_/gu, '/'));
    const json = new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
    const parsed = humanProofSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export interface VerifyHumanProofOptions extends HumanCheckKeys {
  now: Date;
  /**
   * Records the proof's signature as used until `expiresAt`; false when it already was. The
   * server keeps them in its database (every instance sees them), the mocks in their world.
   */
  markUsed(signature: string, expiresAt: Date): Promise<boolean>;
}

/** Null when the header carries a right, fresh, unused solution; else why it is refused. */
export async function verifyHumanProof(
  header: string | null | undefined,
  options: VerifyHumanProofOptions,
): Promise<HumanCheckErrorCode | null> {
  if (header === null || header === undefined || header === '') return 'HUMAN_CHECK_MISSING';
  const proof = decodeHumanProof(header);
  if (!proof) return 'HUMAN_CHECK_INVALID';
  const result = await verifySolution({
    challenge: proof.challenge,
    solution: proof.solution,
    deriveKey,
    hmacSignatureSecret: options.secret,
    hmacKeySignatureSecret: keySignatureSecret(options),
  });
  if (!result.verified) return 'HUMAN_CHECK_INVALID';
  // Only a signed challenge reaches here, so its expiry is the server's own.
  const expiresAt = new Date(proof.challenge.parameters.data.expiresAt * 1000);
  if (expiresAt.getTime() <= options.now.getTime()) return 'HUMAN_CHECK_EXPIRED';
  return (await options.markUsed(proof.challenge.signature, expiresAt)) ? null : 'HUMAN_CHECK_REPLAYED';
}

/** Solves a challenge in this thread (Web Crypto digests are asynchronous, so the page stays responsive). */
export async function solveHumanChallenge(
  challenge: HumanChallenge,
  signal?: AbortSignal,
): Promise<HumanProof> {
  const controller = new AbortController();
  signal?.addEventListener('abort', () => controller.abort(signal.reason), { once: true });
  const solution = await solveChallenge({ challenge, deriveKey, controller, timeout: 30_000 });
  if (!solution) throw signal?.reason ?? new Error('the human check could not be solved in time');
  return { challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } };
}
