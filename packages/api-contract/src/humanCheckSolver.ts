// The client's half of the human check (humanCheck.ts): solving a challenge, which the API client
// loads the first time a call needs it.
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { encodeHumanProof, HUMAN_PROOF_HEADER, type HumanChallenge, type HumanProof } from './humanCheck';

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

/** The request header that carries a solved challenge. */
export function humanProofHeader(proof: HumanProof): Record<string, string> {
  return { [HUMAN_PROOF_HEADER]: encodeHumanProof(proof) };
}
