/** What a successful login (password, SMS code or identity provider) answers with. */
export interface LoginResult {
  readonly token: string;
  readonly firstTimeLogin: boolean;
  readonly passwordExpired: boolean;
}

/** A human-verification result, merged into unauthenticated requests (login, register). */
export interface HumanVerification {
  readonly provider: string;
  readonly token: string;
}

/** Remember-me data lives one day (SPEC §9); the storage actor applies the expiry. */
export const REMEMBER_ME_SECONDS = 86_400;
