// The server's half of the human check (humanCheck.ts): issuing and verifying challenges, for the
// reference API and the mocks. Web Crypto only.
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import {
  decodeHumanProof,
  DEFAULT_HUMAN_CHECK_WORK,
  HUMAN_CHALLENGE_TTL_SECONDS,
  humanChallengeSchema,
  type HumanChallenge,
  type HumanCheckErrorCode,
  type HumanCheckKeys,
  type HumanCheckWork,
} from './humanCheck';

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
