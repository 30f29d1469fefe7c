import { z } from 'zod/mini';
import type { ErrorCode } from './errors';

/**
 * The self-hosted human check: a proof of work (ALTCHA, SHA-256) that the server signs and hands
 * out (system.humanChallenge), the client solves without the person doing anything, and the
 * server verifies on the calls the contract marks `humanCheck` (logins, registration, SMS code
 * sends, feedback). The solution travels in one header, so it works the same for JSON, form and
 * encrypted bodies. This module is what every side shares (the header, the schemas, the codes);
 * issuing and verifying (humanCheckIssuer, the server and the mocks) and solving
 * (humanCheckSolver, the client) each have their own, so neither side loads the other's code.
 */
export const HUMAN_PROOF_HEADER = 'X-Human-Proof';

/** Fields of the challenges issued below, nothing else: the signature covers all of them. */
export const humanChallengeSchema = z.object({
  parameters: z.strictObject({
    algorithm: z.literal('SHA-256'),
    nonce: z.string().check(z.regex(/^[0-9a-f]{1,128}$/u)),
    salt: z.string().check(z.regex(/^[0-9a-f]{1,128}$/u)),
    cost: z.int().check(z.positive(), z.lte(16)),
    keyLength: z.int().check(z.positive(), z.lte(64)),
    keyPrefix: z.string().check(z.regex(/^[0-9a-f]{1,128}$/u)),
    keySignature: z.string().check(z.regex(/^[0-9a-f]{1,128}$/u)),
    /** Signed with the rest: when the server stops accepting a solution (seconds since the epoch). */
    data: z.strictObject({ expiresAt: z.int().check(z.positive()) }),
  }),
  signature: z.string().check(z.regex(/^[0-9a-f]{1,128}$/u)),
});
export type HumanChallenge = z.infer<typeof humanChallengeSchema>;

export const humanSolutionSchema = z.strictObject({
  counter: z.int().check(z.gte(0), z.lte(0xffffffff)),
  derivedKey: z.string().check(z.regex(/^(?:[0-9a-f]{2}){1,64}$/u)),
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
