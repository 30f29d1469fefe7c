import { z } from 'zod/mini';
import type { FieldErrors } from './issues';

/** Digits of an authenticator app's code (RFC 6238 with the apps' usual SHA-1, 30 s, 6 digits). */
export const AUTHENTICATOR_CODE_DIGITS = 6;

export const authenticatorCodeSchema = z.string().check(z.trim(), z.regex(/^\d{6}$/u));

/** The problem of a typed authenticator code, under `field`; empty when it is six digits. */
export function authenticatorCodeProblem(code: string, field = 'code'): FieldErrors {
  if (code.trim() === '') return { [field]: { code: 'required' } };
  return authenticatorCodeSchema.safeParse(code).success
    ? {}
    : {
        [field]: {
          code: 'pattern.digits',
          params: { min: AUTHENTICATOR_CODE_DIGITS, max: AUTHENTICATOR_CODE_DIGITS },
        },
      };
}
