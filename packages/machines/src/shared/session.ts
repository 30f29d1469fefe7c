import type { auth, ResponseOf } from '@portal/api-contract';

/** What a successful login (password, SMS code, identity provider or second verification) answers. */
export type LoginResult = ResponseOf<typeof auth.login>;

/** Remember-me data lives one day (SPEC §9); the storage actor applies the expiry. */
export const REMEMBER_ME_SECONDS = 86_400;
