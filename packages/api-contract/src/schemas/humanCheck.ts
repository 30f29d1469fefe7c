import { z } from 'zod';

// The human check's wire shapes, apart from its solver and verifier (../humanCheck.ts, ALTCHA): the
// system group's challenge endpoint parses with them, and the first page loads that group.

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
